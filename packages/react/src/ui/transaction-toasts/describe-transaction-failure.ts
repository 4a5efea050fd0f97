import {
  isLatchkeyError,
  isUserCancellation,
  LATCHKEY_ERROR__CUSTODY__FRAME_TIMED_OUT,
  LATCHKEY_ERROR__CUSTODY__HTTP_ERROR,
  LATCHKEY_ERROR__CUSTODY__UNREACHABLE,
  LATCHKEY_ERROR__NETWORK__RPC_UNAVAILABLE,
  LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE,
  LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED,
  LATCHKEY_ERROR__PRODUCT_API__SPONSORED_TRANSACTION_CHANGED,
  LATCHKEY_ERROR__PRODUCT_API__UNREACHABLE,
  LATCHKEY_ERROR__TRANSACTION__ACCOUNT_NOT_FOUND,
  LATCHKEY_ERROR__TRANSACTION__BLOCKHASH_EXPIRED,
  LATCHKEY_ERROR__TRANSACTION__FAILED,
  LATCHKEY_ERROR__TRANSACTION__FEE_UNAVAILABLE,
  LATCHKEY_ERROR__TRANSACTION__TIMED_OUT,
  LATCHKEY_ERROR__WALLET__NOT_CONNECTED,
  LATCHKEY_ERROR__WALLET__REQUEST_FAILED,
  LATCHKEY_ERROR__WALLET__REQUEST_PENDING,
  LATCHKEY_ERROR__WALLET__SIGNED_TRANSACTION_MISMATCH,
  type LatchkeyError,
} from '@latchkey/core';
import { formatUnitsForLocale } from '../../i18n/format-units-for-locale.js';
import type { Translate } from '../../i18n/use-messages.js';
import { type ToastMessageKey, toastMessages } from './toast-messages.js';

/** The toasts' message function with its locale, as `useMessages(toastMessages)` returns it. */
export type ToastTranslate = Translate<ToastMessageKey> & { locale: string };

type Description = [key: ToastMessageKey, values?: Record<string, string>];

// The failures a code says all about, whatever wraps them. Each sentence that says "try again"
// belongs to a code `isRetryableTransactionFailure` retries, so Retry is there to do it.
const BY_CODE = new Map<number, ToastMessageKey>([
  [LATCHKEY_ERROR__TRANSACTION__BLOCKHASH_EXPIRED, 'toast.failure.expired'],
  [LATCHKEY_ERROR__TRANSACTION__TIMED_OUT, 'toast.failure.timedOut'],
  [LATCHKEY_ERROR__TRANSACTION__ACCOUNT_NOT_FOUND, 'toast.failure.accountEmpty'],
  [LATCHKEY_ERROR__TRANSACTION__FEE_UNAVAILABLE, 'toast.failure.feeUnavailable'],
  [LATCHKEY_ERROR__WALLET__SIGNED_TRANSACTION_MISMATCH, 'toast.failure.walletChanged'],
  [LATCHKEY_ERROR__WALLET__NOT_CONNECTED, 'toast.failure.notConnected'],
  [LATCHKEY_ERROR__CUSTODY__UNREACHABLE, 'toast.failure.custodyDown'],
  [LATCHKEY_ERROR__CUSTODY__FRAME_TIMED_OUT, 'toast.failure.custodyDown'],
  [LATCHKEY_ERROR__PRODUCT_API__UNREACHABLE, 'toast.failure.serverDown'],
  [LATCHKEY_ERROR__PRODUCT_API__SPONSORED_TRANSACTION_CHANGED, 'toast.failure.sponsorChanged'],
  [LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE, 'toast.failure.sponsorError'],
]);

// The network's names for a refusal whose sentence is known (`details.err` of a failed send).
const BY_TRANSACTION_ERROR: Record<string, ToastMessageKey> = {
  BlockhashNotFound: 'toast.failure.expired',
  BlockheightExceeded: 'toast.failure.expired',
  AccountNotFound: 'toast.failure.accountEmpty',
  InsufficientFundsForFee: 'toast.failure.notEnoughSolForFee',
  InsufficientFundsForRent: 'toast.failure.notEnoughSolForRent',
};

/**
 * What a failed transaction's toast says under its "Transaction failed" headline, in the user's
 * language: a sentence for each failure Latchkey knows by its code (declined in the wallet, not
 * enough SOL, an expired blockhash, a network or provider that did not answer, too many
 * requests, a fee sponsor that said no), also when wrapped in another error; for a send the
 * network refused, the reason it gave (the program log line that says why, or the transaction
 * error's name); else the error's own words (a wallet's, which Latchkey cannot translate).
 */
export function describeTransactionFailure(error: Error, t: ToastTranslate): string {
  if (isUserCancellation(error)) return t('toast.failure.declined');
  // A cause chain is short; the bound only guards against a cycle.
  let link: unknown = error;
  for (let depth = 0; depth < 8 && link instanceof Error; depth += 1) {
    const found = describeOne(link, t.locale);
    if (found) return t(...found);
    link = link.cause;
  }
  const message = (error as LatchkeyError).shortMessage ?? error.message;
  // An error that only repeats the headline says nothing more.
  return message && message !== toastMessages['toast.stage.failed']
    ? message
    : t('toast.failure.refused');
}

function describeOne(error: Error, locale: string): Description | undefined {
  if (!isLatchkeyError(error)) {
    // fetch() rejects with a bare TypeError when the connection fails ('Load failed' in Safari).
    if (error.name === 'TypeError' && /fetch|network|load failed/i.test(error.message))
      return ['toast.failure.networkDown'];
    if (/failed to fetch|fetch failed/i.test(error.message)) return ['toast.failure.networkDown'];
    if (/blockhash not found|block height exceeded/i.test(error.message))
      return ['toast.failure.expired'];
    return undefined;
  }
  const known = BY_CODE.get(error.code);
  if (known) return [known];
  if (isLatchkeyError(error, LATCHKEY_ERROR__NETWORK__RPC_UNAVAILABLE)) {
    return [httpStatus(error) === 429 ? 'toast.failure.rateLimited' : 'toast.failure.networkDown'];
  }
  if (isLatchkeyError(error, LATCHKEY_ERROR__WALLET__REQUEST_PENDING)) {
    return ['toast.failure.walletBusy', { wallet: error.context.wallet }];
  }
  if (isLatchkeyError(error, LATCHKEY_ERROR__WALLET__REQUEST_FAILED)) {
    const { wallet, reason } = error.context;
    return ['toast.failure.walletFailed', { wallet, reason }];
  }
  if (isLatchkeyError(error, LATCHKEY_ERROR__CUSTODY__HTTP_ERROR)) {
    return error.context.status === 429 ? ['toast.failure.rateLimitedLater'] : undefined;
  }
  // In a send the product API is the fee sponsor: its refusals are the sponsorship's.
  if (isLatchkeyError(error, LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED)) {
    const code = (error.details as { error?: { code?: unknown } } | undefined)?.error?.code;
    if (code === 'RATE_LIMITED') return ['toast.failure.rateLimitedLater'];
    if (code === 'QUOTA_EXCEEDED') return ['toast.failure.sponsorQuota'];
    if (code === 'BLOCKHASH_NOT_FOUND') return ['toast.failure.expired'];
    return [
      error.context.status >= 500 ? 'toast.failure.sponsorError' : 'toast.failure.sponsorRefused',
    ];
  }
  if (isLatchkeyError(error, LATCHKEY_ERROR__TRANSACTION__FAILED)) return refusal(error, locale);
  return undefined;
}

/** Why the network refused a send: its logs' most human line, else its error's name. */
function refusal(error: LatchkeyError, locale: string): Description {
  const details = error.details as { logs?: unknown; err?: unknown } | undefined;
  const err = details?.err;
  const name =
    typeof err === 'string'
      ? err
      : err && typeof err === 'object'
        ? Object.keys(err)[0]
        : undefined;
  const known =
    name !== undefined && Object.hasOwn(BY_TRANSACTION_ERROR, name)
      ? BY_TRANSACTION_ERROR[name]
      : undefined;
  if (known) return [known];
  const logs = Array.isArray(details?.logs) ? details.logs.map(String) : [];
  // The most human line first: a shortfall, then the last line that names an error.
  const shortfall = logs.find((line) => /insufficient|not enough/i.test(line));
  const lamports = shortfall?.match(/insufficient lamports (\d+), need (\d+)/i);
  if (lamports) {
    const sol = (digits: string | undefined) =>
      formatUnitsForLocale(BigInt(digits ?? 0), 9, locale);
    return [
      'toast.failure.notEnoughSol',
      { available: sol(lamports[1]), needed: sol(lamports[2]) },
    ];
  }
  if (shortfall && /insufficient funds/i.test(shortfall)) return ['toast.failure.notEnoughFunds'];
  const why = shortfall ?? [...logs].reverse().find((line) => /error|invalid|failed:/i.test(line));
  if (why) {
    const reason = why.replace(/^Program log: /, '').replace(/^Transfer: /, '');
    return ['toast.failure.refusedBecause', { reason }];
  }
  return name === undefined
    ? ['toast.failure.refused']
    : ['toast.failure.refusedBecause', { reason: name }];
}

/** The HTTP status of an RPC that did not answer, as the retrying transport records it. */
function httpStatus(error: LatchkeyError): number | undefined {
  const cause = error.cause as { context?: { statusCode?: unknown } } | undefined;
  if (typeof cause?.context?.statusCode === 'number') return cause.context.statusCode;
  const reason = (error.context as { reason?: unknown } | undefined)?.reason;
  const match = typeof reason === 'string' ? /^HTTP (\d{3})$/.exec(reason) : null;
  return match ? Number(match[1]) : undefined;
}
