import { LATCHKEY_ERROR__WALLET__SIGN_MESSAGE_FAILED } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import type { SignedMessage, WalletSendOptions } from './connector.js';
import { beforeSignMessage, sentTransactionId, toMessageBytes } from './connector-helpers.js';
import { encodeSignature } from './encode-signature.js';
import {
  type InjectedConnectorState,
  injectedMethod,
  requireInjectedAddress,
} from './injected-connector-state.js';
import { toWalletError } from './to-wallet-error.js';
import { fromSignedTransaction, toWireTransactionShim } from './wire-transaction-shim.js';

/**
 * Has an injected wallet sign a message, the signature normalised to 64 bytes whatever shape the
 * wallet returns.
 *
 * @throws {LatchkeyError} 'Feature not supported', 'No wallet is connected', the wallet's
 * failure, or a signature that is not 64 bytes.
 * @example
 * ```ts
 * const { signature } = await signInjectedMessage(state, 'Sign in to Acme');
 * ```
 */
export async function signInjectedMessage(
  state: InjectedConnectorState,
  message: Uint8Array | string,
): Promise<SignedMessage> {
  const { name } = state;
  const signMessage = injectedMethod(state, 'signMessage');
  requireInjectedAddress(state);
  await beforeSignMessage(name, state.quirks, state.connectedAt);
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

/**
 * Has an injected wallet sign transactions given as wire bytes, handed to it in the web3.js shape
 * it expects: all at once where it can, else one by one.
 *
 * @example
 * ```ts
 * const [signed] = await signInjectedTransactions(state, [bytes]);
 * ```
 */
export async function signInjectedTransactions(
  state: InjectedConnectorState,
  transactions: readonly Uint8Array[],
): Promise<Uint8Array[]> {
  requireInjectedAddress(state);
  try {
    const shims = await Promise.all(transactions.map((bytes) => toWireTransactionShim(bytes)));
    if (shims.length > 1 && typeof state.provider.signAllTransactions === 'function') {
      const signed = await injectedMethod(state, 'signAllTransactions')(shims);
      return signed.map(fromSignedTransaction);
    }
    const signTransaction = injectedMethod(state, 'signTransaction');
    const signed: Uint8Array[] = [];
    for (const shim of shims) signed.push(fromSignedTransaction(await signTransaction(shim)));
    return signed;
  } catch (error) {
    throw toWalletError(error, state.name, 'signTransaction');
  }
}

/**
 * Has an injected wallet sign and send a transaction; returns its id once the wallet sent it.
 *
 * @example
 * ```ts
 * const { signature } = await signAndSendInjected(state, bytes, { skipPreflight: false });
 * ```
 */
export async function signAndSendInjected(
  state: InjectedConnectorState,
  bytes: Uint8Array,
  options: WalletSendOptions = {},
): Promise<{ signature: string }> {
  requireInjectedAddress(state);
  let signature: string;
  try {
    const send = injectedMethod(state, 'signAndSendTransaction');
    const output = await send(await toWireTransactionShim(bytes), {
      ...(options.skipPreflight === undefined ? {} : { skipPreflight: options.skipPreflight }),
    });
    signature =
      output?.signature instanceof Uint8Array
        ? await encodeSignature(output.signature)
        : String(output?.signature ?? '');
    if (!signature) throw new Error('The wallet returned no signature');
  } catch (error) {
    throw toWalletError(error, state.name, 'signAndSendTransaction');
  }
  return { signature: await sentTransactionId(bytes, signature) };
}
