import { invalidParams } from './json-rpc-error.js';
import type { RpcMethodHandler } from './rpc-method.js';
import { expectParams, readAddress } from './rpc-params.js';

// A transaction locks at most 128 accounts, and the method takes no more.
const MAX_TX_ACCOUNT_LOCKS = 128;

/**
 * `getRecentPrioritizationFees`: for each of the latest 150 complete blocks that landed a
 * transaction, oldest first, the lowest compute-unit price (micro-lamports) a transaction paid in
 * it — raised, when accounts are given, to the lowest price paid to write any of them there. As
 * on a validator, blocks without transactions are not listed, and the answer has no context.
 */
export const getRecentPrioritizationFeesMethod: RpcMethodHandler = (params, { ledger }) => {
  const [addresses] = expectParams(params, 0, 1);
  const list = addresses === undefined || addresses === null ? [] : addresses;
  if (!Array.isArray(list))
    throw invalidParams('Invalid params: invalid type: expected a sequence.');
  if (list.length > MAX_TX_ACCOUNT_LOCKS)
    throw invalidParams(`Too many inputs provided; max ${MAX_TX_ACCOUNT_LOCKS}`);
  return ledger.prioritizationFees.recentFees(list.map(readAddress), ledger.slot);
};
