import type { Address, ReadonlyUint8Array } from '@solana/kit';
import { isTokenProgram, readMint, readTokenAccount } from './token-account-data.js';
import { toUiTokenAmount, type UiTokenAmount } from './token-amount.js';
import type { TransactionMessageView } from './transaction-wire.js';

/** An account as balances read it in one state: missing, or its lamports, owner and data. */
export type AccountState =
  | { readonly exists: false }
  | {
      readonly exists: true;
      readonly lamports: bigint;
      readonly programAddress: Address;
      readonly data: ReadonlyUint8Array;
    };

/**
 * One token account's balance in a transaction's status meta (`preTokenBalances`,
 * `postTokenBalances`), as `getTransaction` and `simulateTransaction` list it.
 */
export interface TransactionTokenBalance {
  /** Index into the transaction's account keys, in the runtime's order. */
  readonly accountIndex: number;
  readonly mint: Address;
  readonly uiTokenAmount: UiTokenAmount;
  readonly owner: Address;
  readonly programId: Address;
}

/**
 * The token balances of a transaction's accounts in one state (before or after it runs), taken
 * the way Agave's balance collector takes them: only when a token program is among the keys;
 * never for a program the transaction invokes nor for a token program itself; for each
 * initialized token account whose mint, read in the same state and owned by the same program,
 * is an initialized mint (its decimals say how to show the amount).
 */
export function collectTokenBalances(
  message: TransactionMessageView,
  accountKeys: readonly Address[],
  readAccount: (address: Address) => AccountState,
): TransactionTokenBalance[] {
  if (!accountKeys.some(isTokenProgram)) return [];
  const invoked = new Set(message.instructions.map((instruction) => instruction.programIdIndex));
  const balances: TransactionTokenBalance[] = [];
  accountKeys.forEach((address, accountIndex) => {
    if (invoked.has(accountIndex) || isTokenProgram(address)) return;
    const account = readAccount(address);
    if (!account.exists || !isTokenProgram(account.programAddress)) return;
    const fields = readTokenAccount(account.data);
    if (fields === null) return;
    const mint = readAccount(fields.mint);
    if (!mint.exists || mint.programAddress !== account.programAddress) return;
    const decimals = readMint(mint.data)?.decimals;
    if (decimals === undefined) return;
    balances.push({
      accountIndex,
      mint: fields.mint,
      uiTokenAmount: toUiTokenAmount(fields.amount, decimals),
      owner: fields.owner,
      programId: account.programAddress,
    });
  });
  return balances;
}
