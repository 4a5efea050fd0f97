import { decodeTransaction } from '../transactions/decode-transaction.js';
import type { TransactionInput } from '../transactions/transaction-input.js';

/**
 * Tells whether someone else pays the fees: true when there is at least one transaction and
 * none has the sender as its fee payer (the first static account), as SPEC §5 defines it.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__TRANSACTION__INVALID` for bytes that are not a
 *   transaction.
 * @example
 * ```ts
 * if (isGasSponsored([sponsoredBytes], address)) showNetworkFee('Free');
 * ```
 */
export function isGasSponsored(transactions: readonly TransactionInput[], sender: string): boolean {
  return (
    transactions.length > 0 &&
    transactions.every((transaction) => decodeTransaction(transaction).feePayer !== sender)
  );
}
