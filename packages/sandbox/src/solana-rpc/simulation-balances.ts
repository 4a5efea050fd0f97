import type { Address, EncodedAccount } from '@solana/kit';
import { type LoadedAddresses, runtimeAccountKeys } from './lookup-table-addresses.js';
import type { TransactionErrorJson } from './transaction-error.js';
import { computeTransactionFee } from './transaction-fee.js';
import {
  type AccountState,
  collectTokenBalances,
  type TransactionTokenBalance,
} from './transaction-token-balances.js';
import type { TransactionMessageView } from './transaction-wire.js';

/** What a simulation shows of the money it moves, in the fields Agave's `simulateTransaction` adds. */
export interface SimulationBalances {
  /** Lamports, as `getFeeForMessage` gives; null when the transaction would not pay one. */
  readonly fee: bigint | null;
  /** Lamports of every account key, in the runtime's order. */
  readonly preBalances: bigint[];
  readonly postBalances: bigint[];
  readonly preTokenBalances: TransactionTokenBalance[];
  readonly postTokenBalances: TransactionTokenBalance[];
  readonly loadedAddresses: LoadedAddresses;
}

// Errors a transaction can only meet once its fee is taken: loading its programs (Agave's
// "fees only" outcome) or running them. Any other one (blockhash, fee payer, signatures, lookup
// tables, locks, compute budget) stops it before, so it pays nothing.
const AFTER_FEE_ERRORS = new Set<string>([
  'ProgramAccountNotFound',
  'InvalidProgramForExecution',
  'MaxLoadedAccountsDataSizeExceeded',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
]);

/**
 * The fee a transaction with this outcome pays: the one `getFeeForMessage` gives when it ran or
 * failed once charged, null when it was stopped before its fee was taken.
 */
export function chargedFee(
  message: TransactionMessageView,
  err: TransactionErrorJson | null,
): bigint | null {
  const charged =
    err === null ||
    (typeof err === 'string' ? AFTER_FEE_ERRORS.has(err) : !('DuplicateInstruction' in err));
  return charged ? computeTransactionFee(message) : null;
}

const lamportsOf = (account: AccountState) => (account.exists ? account.lamports : 0n);

/**
 * Pre and post balances of a simulation, as Agave (3.0+) reports them. `readAccount` gives the
 * state the simulation ran on. After a success, the post state is the accounts as the run left
 * them, fee already taken (LiteSVM's post accounts). After a failure nothing the instructions did
 * stays, but a charged fee does, as on a validator (its balance collector reads the fee payer
 * rolled back to "fee taken"): post = pre, less the fee for the fee payer. Before its fee is taken
 * (unknown blockhash, fee payer short…) post = pre and `fee` is null. A durable nonce a failed
 * transaction would advance is left as it was.
 */
export function collectSimulationBalances(simulation: {
  readonly message: TransactionMessageView;
  readonly loadedAddresses: LoadedAddresses;
  readonly err: TransactionErrorJson | null;
  readonly postAccounts: readonly EncodedAccount[];
  readonly readAccount: (address: Address) => AccountState;
}): SimulationBalances {
  const { message, loadedAddresses, err, readAccount } = simulation;
  const accountKeys = runtimeAccountKeys(message, loadedAddresses);
  const fee = chargedFee(message, err);
  const feePayer = message.staticAccounts[0];
  const post = new Map<Address, AccountState>(
    err === null
      ? simulation.postAccounts.map((account) => [account.address, { ...account, exists: true }])
      : [],
  );
  const readAfter = (address: Address): AccountState => {
    const after = post.get(address);
    if (after !== undefined) return after;
    const before = readAccount(address);
    if (err === null || fee === null || address !== feePayer || !before.exists) return before;
    return { ...before, lamports: before.lamports - fee };
  };
  return {
    fee,
    preBalances: accountKeys.map((address) => lamportsOf(readAccount(address))),
    postBalances: accountKeys.map((address) => lamportsOf(readAfter(address))),
    preTokenBalances: collectTokenBalances(message, accountKeys, readAccount),
    postTokenBalances: collectTokenBalances(message, accountKeys, readAfter),
    loadedAddresses,
  };
}
