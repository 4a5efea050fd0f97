import type { Address } from '@solana/kit';
import type { SolanaSignInInput, SolanaSignInOutput } from '@solana/wallet-standard-features';
import type { WalletAccount } from '@wallet-standard/base';
import { LATCHKEY_ERROR__WALLET__SIGN_MESSAGE_FAILED } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { verifyEd25519Signature } from '../sign-in/verify-ed25519-signature.js';
import { writeSignInMessage } from '../sign-in/write-sign-in-message.js';
import { MWA_WALLET_NAME } from './mwa-names.js';
import type { MwaTransact } from './mwa-signing-features.js';
import { encodeMwaBase64 as b64, decodeMwaBase64, readPayloadList } from './mwa-wallet-answers.js';

/**
 * The MWA wallet's `solana:signIn`: Sign-In With Solana asked together with the authorization
 * (MWA 2's `sign_in_payload`), so connecting and signing in take one trip to the wallet app.
 * A wallet that answers without a `sign_in_result` is asked, in the same session, to sign the
 * message Latchkey writes (as Solana Mobile's package falls back). Either way the signature must
 * verify against the authorized account, over the bytes returned.
 */
export function mwaSignInFeature(
  transact: MwaTransact,
  timeout: number,
  getAccounts: () => readonly WalletAccount[],
) {
  return {
    'solana:signIn': {
      version: '1.0.0',
      async signIn(...inputs: readonly SolanaSignInInput[]): Promise<SolanaSignInOutput[]> {
        const outputs: SolanaSignInOutput[] = [];
        for (const input of inputs) {
          outputs.push(
            await transact(
              'signIn',
              async (session, authorization, signInResult) => {
                const address = authorization.accounts[0]?.address as Address;
                const account = getAccounts().find((known) => known.address === address);
                let signedMessage: Uint8Array;
                let signature: Uint8Array;
                if (signInResult) {
                  const result = signInResult as { signed_message?: unknown; signature?: unknown };
                  signedMessage = decodeMwaBase64(result.signed_message);
                  signature = decodeMwaBase64(result.signature);
                } else {
                  const text = writeSignInMessage({
                    ...input,
                    domain: input.domain ?? globalThis.location?.host ?? '',
                    address,
                  });
                  const message = new TextEncoder().encode(text);
                  const answer = await session.request(
                    'sign_messages',
                    {
                      addresses: [b64(account?.publicKey as Uint8Array)],
                      payloads: [b64(message)],
                    },
                    timeout,
                  );
                  const [signed] = readPayloadList(answer, 'signed_payloads', 1) as [Uint8Array];
                  signature = signed.slice(signed.length - 64);
                  signedMessage = signed.length === 64 ? message : signed.slice(0, -64);
                }
                if (
                  !account ||
                  !(await verifyEd25519Signature(address, signedMessage, [signature]))
                )
                  throw new LatchkeyError(LATCHKEY_ERROR__WALLET__SIGN_MESSAGE_FAILED, {
                    details: { wallet: MWA_WALLET_NAME, reason: 'the sign-in does not verify' },
                  });
                return { account, signedMessage, signature, signatureType: 'ed25519' as const };
              },
              { ...input },
            ),
          );
        }
        return outputs;
      },
    },
  };
}
