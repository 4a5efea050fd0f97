import type { Page } from '@playwright/test';

/** A message a wallet signed in the page: its bytes, the signature and the signer's key. */
export interface SignedMessage {
  readonly message: number[];
  readonly signature: number[];
  readonly publicKey: number[];
}

type SignMessage = (
  ...inputs: { account: { publicKey: Uint8Array } }[]
) => Promise<{ signedMessage: Uint8Array; signature: Uint8Array }[]>;

// Runs in the page before the app: it answers the Wallet Standard handshake as one more app
// would, and records what each wallet's `solana:signMessage` returns — an observer, like a
// second app, leaving the wallet and the app under test as they are.
function recordSignedMessages() {
  const signed: SignedMessage[] = [];
  Object.assign(window, { latchkeySignedMessages: signed });
  const seen = new WeakSet<object>();
  const observe = (wallet: { features: Record<string, unknown> }) => {
    const feature = wallet.features['solana:signMessage'] as { signMessage: SignMessage };
    if (!feature || seen.has(feature)) return () => {};
    seen.add(feature);
    const signMessage = feature.signMessage;
    feature.signMessage = async (...inputs) => {
      const outputs = await signMessage(...inputs);
      outputs.forEach((output, index) => {
        signed.push({
          message: [...output.signedMessage],
          signature: [...output.signature],
          publicKey: [...(inputs[index]?.account.publicKey ?? [])],
        });
      });
      return outputs;
    };
    return () => {};
  };
  window.addEventListener('wallet-standard:register-wallet', (event) => {
    (event as CustomEvent<(api: { register: typeof observe }) => void>).detail({
      register: observe,
    });
  });
}

/**
 * Records, from now on, every message a Wallet Standard wallet signs in this page.
 *
 * @example
 * ```ts
 * await recordSignedMessagesIn(page);
 * await page.goto(url);
 * const [signed] = await signedMessagesIn(page);
 * ```
 */
export async function recordSignedMessagesIn(page: Page): Promise<void> {
  await page.addInitScript(recordSignedMessages);
}

/**
 * What the page's wallets signed since the page loaded (`recordSignedMessagesIn` first).
 *
 * @example
 * ```ts
 * const [{ message, signature, publicKey }] = await signedMessagesIn(page);
 * ed25519.verify(new Uint8Array(signature), new Uint8Array(message), new Uint8Array(publicKey));
 * ```
 */
export function signedMessagesIn(page: Page): Promise<SignedMessage[]> {
  return page.evaluate(
    () => (window as unknown as { latchkeySignedMessages: SignedMessage[] }).latchkeySignedMessages,
  );
}
