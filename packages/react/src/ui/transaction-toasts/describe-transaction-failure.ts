import {
  isLatchkeyError,
  LATCHKEY_ERROR__NETWORK__RPC_UNAVAILABLE,
  LATCHKEY_ERROR__TRANSACTION__ACCOUNT_NOT_FOUND,
  LATCHKEY_ERROR__TRANSACTION__BLOCKHASH_EXPIRED,
  LATCHKEY_ERROR__TRANSACTION__TIMED_OUT,
  type LatchkeyError,
} from '@latchkey/core';

const HEADLINE = 'Transaction failed';

// The failures whose catalogue text speaks of blockhashes and RPCs, in the user's words.
const PLAIN_WORDS = new Map<number, string>([
  [
    LATCHKEY_ERROR__TRANSACTION__BLOCKHASH_EXPIRED,
    'It expired before the network confirmed it, so it did not go through.',
  ],
  [
    LATCHKEY_ERROR__TRANSACTION__TIMED_OUT,
    'The network has not confirmed it yet; it may still go through. Check it before sending again.',
  ],
  [
    LATCHKEY_ERROR__TRANSACTION__ACCOUNT_NOT_FOUND,
    'This account has no SOL yet to pay the network fee. Add some, then try again.',
  ],
  [
    LATCHKEY_ERROR__NETWORK__RPC_UNAVAILABLE,
    'The network did not answer. Check your connection and try again.',
  ],
]);

/**
 * What a failed transaction's toast says under its "Transaction failed" headline: plain words
 * for an expired blockhash, a time-out or a network that did not answer (also when wrapped in
 * another error); else the error's own message, unless that only repeats the headline — then
 * the reason the network gave (the program log line that says why, or the transaction error's
 * name), in the user's words where there is a known one.
 */
export function describeTransactionFailure(error: Error): string {
  // A cause chain is short; the bound only guards against a cycle.
  let link: unknown = error;
  for (let depth = 0; depth < 8 && link instanceof Error; depth += 1) {
    const words = isLatchkeyError(link) ? PLAIN_WORDS.get(link.code) : undefined;
    if (words) return words;
    link = link.cause;
  }
  const message = (error as LatchkeyError).shortMessage ?? error.message;
  if (message !== HEADLINE) return message;
  const details = (error as { details?: { logs?: unknown; err?: unknown } }).details;
  const logs = Array.isArray(details?.logs) ? details.logs.map(String) : [];
  // The most human line first: a shortfall, then the last line that names an error.
  const why =
    logs.find((line) => /insufficient|not enough/i.test(line)) ??
    [...logs].reverse().find((line) => /error|invalid|failed:/i.test(line));
  if (why) {
    const reason = why.replace(/^Program log: /, '').replace(/^Transfer: /, '');
    return /insufficient lamports|insufficient funds/i.test(reason)
      ? `Not enough SOL: ${reason}`
      : reason;
  }
  const err = details?.err;
  if (typeof err === 'string') return `The network refused it: ${err}`;
  if (err && typeof err === 'object') return `The network refused it: ${Object.keys(err)[0]}`;
  return 'The network refused the transaction.';
}
