import { COMPUTE_BUDGET_PROGRAM_ADDRESS } from '@solana-program/compute-budget';
import { SUPPORTED_MEMO_PROGRAM_ADDRESSES } from '@solana-program/memo';
import { SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system';
import { ASSOCIATED_TOKEN_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { TOKEN_2022_PROGRAM_ADDRESS } from '../transactions/token-programs.js';

/**
 * The name a preview gives a well-known program.
 *
 * @example
 * ```ts
 * const name: KnownProgramName = 'Compute Budget';
 * ```
 */
export type KnownProgramName =
  | 'System'
  | 'Token'
  | 'Token-2022'
  | 'Associated Token Account'
  | 'Memo'
  | 'Compute Budget';

/**
 * The programs a preview names, by address. Every Memo address ever deployed (v1, the v2 most
 * wallets send to, and the newest) is 'Memo': a memo is a memo whichever version writes it.
 *
 * @example
 * ```ts
 * KNOWN_PROGRAMS['11111111111111111111111111111111']; // 'System'
 * ```
 */
export const KNOWN_PROGRAMS: Readonly<Record<string, KnownProgramName>> = Object.freeze({
  [SYSTEM_PROGRAM_ADDRESS]: 'System',
  [TOKEN_PROGRAM_ADDRESS]: 'Token',
  [TOKEN_2022_PROGRAM_ADDRESS]: 'Token-2022',
  [ASSOCIATED_TOKEN_PROGRAM_ADDRESS]: 'Associated Token Account',
  [COMPUTE_BUDGET_PROGRAM_ADDRESS]: 'Compute Budget',
  ...Object.fromEntries(
    SUPPORTED_MEMO_PROGRAM_ADDRESSES.map((address) => [address, 'Memo'] as const),
  ),
});

/**
 * A program's name when it is a well-known one, else `undefined`.
 *
 * @example
 * ```ts
 * knownProgramName('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'); // 'Memo'
 * knownProgramName('JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4'); // undefined
 * ```
 */
export function knownProgramName(address: string): KnownProgramName | undefined {
  return Object.hasOwn(KNOWN_PROGRAMS, address) ? KNOWN_PROGRAMS[address] : undefined;
}
