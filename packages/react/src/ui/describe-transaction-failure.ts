import type { LatchkeyError } from '@latchkey/core';

const HEADLINE = 'Transaction failed';

/**
 * What a failed transaction's toast says under its "Transaction failed" headline: the error's
 * own message, unless that only repeats the headline — then the reason the network gave (the
 * program log line that says why, or the transaction error's name), in the user's words where
 * there is a known one.
 *
 * @example
 * ```ts
 * describeTransactionFailure(error); // 'Not enough SOL: insufficient lamports 1000, need 5000000000'
 * ```
 */
export function describeTransactionFailure(error: Error): string {
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
