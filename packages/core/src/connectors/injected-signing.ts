import { LATCHKEY_ERROR__WALLET__SIGN_MESSAGE_FAILED } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { type TransactionInput, toTransactionBytes } from '../transactions/transaction-input.js';
import { beforeSignMessage } from './before-sign-message.js';
import type { SignedMessage, WalletSendOptions } from './connector.js';
import { toMessageBytes } from './connector-helpers.js';
import { encodeSignature } from './encode-signature.js';
import { type InjectedProvider, injectedMethod } from './injected-provider.js';
import { sentTransactionId } from './sent-transaction-id.js';
import { toWalletError } from './to-wallet-error.js';
import type { WalletQuirks } from './wallet-quirks.js';
import { fromSignedTransaction, toWireTransactionShim } from './wire-transaction-shim.js';

// An injected provider's signing calls: a chunk of its own, which its connector loads as the
// wallet connects (the page's first chunk only draws the button and finds the wallets).

/** What the signing calls read of an injected connector's state. */
export interface InjectedSigner {
  readonly provider: InjectedProvider;
  /** The wallet's name, for errors. */
  readonly name: string;
  readonly quirks: WalletQuirks;
  /** When the wallet last connected (ms), for the quirks that wait after it. */
  connectedAt(): number;
  /** Throws when no account is connected. */
  requireConnected(): void;
}

/**
 * Has the provider sign wire transactions (as web3.js-shaped shims): all at once where it has
 * `signAllTransactions`, else one by one; returns the signed bytes.
 */
export async function signWithInjected(
  signer: InjectedSigner,
  transactions: readonly TransactionInput[],
): Promise<Uint8Array[]> {
  const { provider, name } = signer;
  signer.requireConnected();
  try {
    const shims = await Promise.all(
      transactions.map((transaction) => toWireTransactionShim(toTransactionBytes(transaction))),
    );
    if (shims.length > 1 && typeof provider.signAllTransactions === 'function') {
      const signed = await injectedMethod(provider, name, 'signAllTransactions')(shims);
      return signed.map(fromSignedTransaction);
    }
    const signTransaction = injectedMethod(provider, name, 'signTransaction');
    const signed: Uint8Array[] = [];
    for (const shim of shims) signed.push(fromSignedTransaction(await signTransaction(shim)));
    return signed;
  } catch (error) {
    throw toWalletError(error, name, 'signTransaction');
  }
}

/** Has the provider sign a message; checks for a 64-byte signature, whatever its shape. */
export async function signMessageWithInjected(
  signer: InjectedSigner,
  message: Uint8Array | string,
): Promise<SignedMessage> {
  const { name } = signer;
  const signMessage = injectedMethod(signer.provider, name, 'signMessage');
  signer.requireConnected();
  await beforeSignMessage(name, signer.quirks, signer.connectedAt());
  const bytes = toMessageBytes(message);
  let output: Awaited<ReturnType<typeof signMessage>>;
  try {
    output = await signMessage(bytes, 'utf8');
  } catch (error) {
    throw toWalletError(error, name, 'signMessage');
  }
  // Some wrappers return the bare signature instead of `{ signature }`.
  const signature = output instanceof Uint8Array ? output : output?.signature;
  if (!(signature instanceof Uint8Array) || signature.length !== 64) {
    throw new LatchkeyError(LATCHKEY_ERROR__WALLET__SIGN_MESSAGE_FAILED, {
      details: { wallet: name },
    });
  }
  return { signedMessage: bytes, signature: new Uint8Array(signature) };
}

/** Has the provider sign and send a transaction; returns its id. */
export async function signAndSendWithInjected(
  signer: InjectedSigner,
  bytes: Uint8Array,
  options: WalletSendOptions = {},
): Promise<{ signature: string }> {
  const { name } = signer;
  signer.requireConnected();
  let signature: string;
  try {
    const send = injectedMethod(signer.provider, name, 'signAndSendTransaction');
    const output = await send(
      await toWireTransactionShim(bytes),
      options.skipPreflight === undefined ? {} : { skipPreflight: options.skipPreflight },
    );
    signature =
      output?.signature instanceof Uint8Array
        ? await encodeSignature(output.signature)
        : String(output?.signature ?? '');
    if (!signature) throw new Error('The wallet returned no signature');
  } catch (error) {
    throw toWalletError(error, name, 'signAndSendTransaction');
  }
  return { signature: await sentTransactionId(bytes, signature) };
}
