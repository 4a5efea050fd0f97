import {
  isLatchkeyError,
  isUserCancellation,
  LATCHKEY_ERROR__CUSTODY__FRAME_TIMED_OUT,
  LATCHKEY_ERROR__CUSTODY__UNREACHABLE,
  LATCHKEY_ERROR__NETWORK__RPC_UNAVAILABLE,
  LATCHKEY_ERROR__PRODUCT_API__UNREACHABLE,
  LATCHKEY_ERROR__TRANSACTION__BLOCKHASH_EXPIRED,
  LATCHKEY_ERROR__TRANSACTION__FAILED,
  LATCHKEY_ERROR__TRANSACTION__FEE_UNAVAILABLE,
  LATCHKEY_ERROR__WALLET__REQUEST_PENDING,
} from '@latchkey/core';

// Failures that say nothing about the transaction itself: the same send, built again, can land.
// Not a confirmation time-out (LATCHKEY_ERROR__TRANSACTION__TIMED_OUT): its blockhash may still
// be valid and the first one land, so sending it again could pay twice.
const TRANSIENT_CODES: ReadonlySet<number> = new Set([
  LATCHKEY_ERROR__NETWORK__RPC_UNAVAILABLE,
  LATCHKEY_ERROR__TRANSACTION__BLOCKHASH_EXPIRED,
  LATCHKEY_ERROR__TRANSACTION__FEE_UNAVAILABLE,
  LATCHKEY_ERROR__WALLET__REQUEST_PENDING,
  LATCHKEY_ERROR__CUSTODY__UNREACHABLE,
  LATCHKEY_ERROR__CUSTODY__FRAME_TIMED_OUT,
  LATCHKEY_ERROR__PRODUCT_API__UNREACHABLE,
]);

// What an RPC or a wallet says when the blockhash ran out or the connection dropped.
const TRANSIENT_WORDS = /blockhash not found|block height exceeded|failed to fetch|fetch failed/i;

/**
 * Whether sending the same transfer again, built anew, can succeed without paying twice: true
 * for an expired blockhash, an RPC or custody provider that did not answer, or a wallet still
 * busy with an earlier request; false for a refusal that another try meets again (not enough
 * SOL, an invalid account, a wallet that returned something else), for a user who said no, and
 * for a confirmation time-out (the first transaction may still land). Looks through the causes.
 *
 * @example
 * ```ts
 * if (isRetryableTransactionFailure(error)) showRetryButton();
 * ```
 */
export function isRetryableTransactionFailure(error: unknown): boolean {
  if (isUserCancellation(error)) return false;
  // A cause chain is short; the bound only guards against a cycle.
  let link: unknown = error;
  for (let depth = 0; depth < 8 && link instanceof Error; depth += 1) {
    if (isTransient(link)) return true;
    link = link.cause;
  }
  return false;
}

function isTransient(error: Error): boolean {
  if (isLatchkeyError(error)) {
    if (TRANSIENT_CODES.has(error.code)) return true;
    if (error.code === LATCHKEY_ERROR__TRANSACTION__FAILED) {
      // The network refused it only because the blockhash was unknown or too old.
      const err = (error.details as { err?: unknown } | undefined)?.err;
      return err === 'BlockhashNotFound' || err === 'BlockheightExceeded';
    }
  }
  // fetch() rejects with a bare TypeError when the connection fails ('Load failed' in Safari).
  if (error.name === 'TypeError' && /fetch|network|load failed/i.test(error.message)) return true;
  return TRANSIENT_WORDS.test(error.message);
}
