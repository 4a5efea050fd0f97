/// <reference lib="dom" />
import { signBytes } from '@solana/kit';
import type {
  SolanaSignInInput,
  SolanaSignInMethod,
  SolanaSignInOutput,
  SolanaSignMessageMethod,
  SolanaSignMessageOutput,
} from '@solana/wallet-standard-features';
import { createSignInMessageText } from '@solana/wallet-standard-util';
import { previewMessage } from './preview-message.js';
import type { TestWalletSession } from './test-wallet-session.js';

/** `solana:signMessage`: each message shown in its own prompt, then signed with ed25519. */
export function createSignMessage(session: TestWalletSession): SolanaSignMessageMethod {
  return async (...inputs) => {
    session.requireConnected();
    const requests = inputs.map((input) => ({ input, key: session.keyFor(input.account.address) }));
    const outputs: SolanaSignMessageOutput[] = [];
    for (const { input, key } of requests) {
      const message = previewMessage(input.message);
      await session.ask('signMessage', {
        kind: 'Sign message',
        message,
        detail: session.labelOf(key),
      });
      const signature = await signBytes(key.keyPair.privateKey, input.message);
      outputs.push({
        signedMessage: new Uint8Array(input.message),
        signature: new Uint8Array(signature),
        signatureType: 'ed25519',
      });
    }
    return outputs;
  };
}

/**
 * `solana:signIn`: signs the Sign-In With Solana text for this page's host. Signing in also
 * connects, as Phantom does; `signIn()` with no input signs in with defaults.
 */
export function createSignIn(session: TestWalletSession): SolanaSignInMethod {
  return async (...inputs) => {
    // Signing in connects this site too: a wallet that refuses to connect (locked, or rejecting
    // 'connect') refuses the sign-in that would connect it.
    const connecting = !session.isConnected() && !session.approvals.isApproved();
    if (connecting && session.misbehaves('locked')) throw new Error('The wallet is locked');
    const requests = (inputs.length > 0 ? inputs : [{} satisfies SolanaSignInInput]).map(
      (input) => ({
        input,
        key: input.address === undefined ? session.activeKey() : session.keyFor(input.address),
      }),
    );
    const outputs: SolanaSignInOutput[] = [];
    for (const { input, key } of requests) {
      const text = createSignInMessageText({
        ...input,
        domain: input.domain ?? location.host,
        address: key.address,
      });
      await session.ask(connecting ? ['signIn', 'connect'] : 'signIn', {
        kind: 'Sign in',
        message: text,
        detail: session.labelOf(key),
      });
      const signedMessage = new TextEncoder().encode(text);
      const signature = new Uint8Array(await signBytes(key.keyPair.privateKey, signedMessage));
      session.approvals.approve();
      session.update({ connected: true, active: key.index });
      const account = session.accounts[key.index];
      if (!account) {
        throw new RangeError(`${session.settings.name} has no account ${key.index}.`);
      }
      outputs.push({ account, signedMessage, signature, signatureType: 'ed25519' });
    }
    return outputs;
  };
}
