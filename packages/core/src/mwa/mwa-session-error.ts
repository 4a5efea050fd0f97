/** Why an MWA session failed, before it becomes the typed error a caller sees. */
export type MwaFailure =
  /** No wallet app took the association (the page never lost focus). */
  | 'not-found'
  /** The wallet's socket did not open, or an answer did not come, in time. */
  | 'timeout'
  /** The socket closed before the answer. */
  | 'closed'
  /** A frame out of sequence, unreadable, or not the protocol's shape: the session is dropped. */
  | 'protocol'
  /** The wallet answered with a JSON-RPC error (`code`). */
  | 'wallet';

/**
 * An MWA session's failure: `failure` says which kind, `code` is the wallet's JSON-RPC error
 * code for `'wallet'` (-1 authorization failed, -2 invalid payloads, -3 not signed, -4 not
 * submitted, -5 too many payloads). The wallet maps it to a `LatchkeyError`.
 */
export class MwaSessionError extends Error {
  readonly failure: MwaFailure;
  readonly code: number | undefined;
  constructor(failure: MwaFailure, message: string, code?: number) {
    super(message);
    this.name = 'MwaSessionError';
    this.failure = failure;
    this.code = code;
  }
}
