import type { LatchkeyError } from '../errors/latchkey-error.js';

/** The Phantom deep-link methods (the path segment after the base URL). */
export type DeepLinkMethod =
  | 'connect'
  | 'disconnect'
  | 'signMessage'
  | 'signTransaction'
  | 'signAllTransactions'
  | 'signAndSendTransaction';

/** What a wallet's answer carried, by method, once decrypted and checked. */
export type DeepLinkResultData =
  | { readonly method: 'connect'; readonly address: string }
  | {
      readonly method: 'signMessage';
      readonly signature: Uint8Array;
      /** The bytes that were signed (Phantom signs the raw message). */
      readonly signedMessage: Uint8Array;
    }
  | { readonly method: 'signTransaction'; readonly transaction: Uint8Array }
  | { readonly method: 'signAllTransactions'; readonly transactions: readonly Uint8Array[] }
  | {
      readonly method: 'signAndSendTransaction';
      /** The transaction id; the result arrives once it is confirmed. */
      readonly signature: string;
      /** The wire bytes the wallet was asked to sign and send. */
      readonly transaction: Uint8Array;
      readonly lastValidBlockHeight?: bigint;
    };

/**
 * The outcome of a deep-link request, delivered after the wallet sent the user back: a promise
 * cannot survive leaving the page, so results arrive as this event, keyed by the pending method.
 *
 * @example
 * ```ts
 * config.emitter.on('redirectResult', (result: RedirectResult) => {
 *   if (result.data?.method === 'signMessage') show(result.data.signature);
 * });
 * ```
 */
export interface RedirectResult {
  /** The method that was pending, when one was. */
  readonly method: DeepLinkMethod | undefined;
  /** The id the request was stored under before leaving the page. */
  readonly requestId: string | undefined;
  readonly data?: DeepLinkResultData;
  /** Why it failed; a `UserCancellationError` when the user rejected it in the wallet. */
  readonly error?: LatchkeyError;
}

/** The request stored before leaving the page. */
export interface PendingDeepLinkRequest {
  readonly id: string;
  readonly method: DeepLinkMethod;
  readonly createdAt: number;
  /** signMessage: the message bytes (base58), to return as `signedMessage`. */
  readonly message?: string;
  /** The transactions sent to be signed (base58 wire bytes), to hold the answer to. */
  readonly transactions?: readonly string[];
  /** signAndSendTransaction: for confirmation after return. */
  readonly lastValidBlockHeight?: string;
}
