import type { Address, CompiledTransactionMessage } from '@solana/kit';
import { LATCHKEY_ERROR__PREVIEW__SIMULATION_UNREADABLE } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import {
  isRecord,
  readAddress,
  readEach,
  readInteger,
  readU64,
  readU64String,
} from './strict-values.js';

/** The most log lines a failed preview keeps (the last ones: the failure is at the end). */
export const MAX_LOG_LINES = 100;
/** The most characters a kept log line keeps. */
export const MAX_LOG_LINE_LENGTH = 500;

/** One token account's balance in a simulation answer, checked. */
export interface TokenAccountBalance {
  readonly accountIndex: number;
  readonly mint: Address;
  readonly owner: Address;
  readonly amount: bigint;
  readonly decimals: number;
}

/** The balances a simulation answer gives, checked against the transaction's account keys. */
export interface SimulatedBalances {
  /** The transaction's account keys in runtime order: static, then loaded writable, readonly. */
  readonly keys: readonly Address[];
  readonly preBalances: readonly bigint[];
  readonly postBalances: readonly bigint[];
  readonly preTokenBalances: readonly TokenAccountBalance[];
  readonly postTokenBalances: readonly TokenAccountBalance[];
}

/** What a preview reads of a simulation answer. */
export interface SimulationAnswer {
  /** The runtime's error; `null` when the transaction would succeed. */
  readonly err: unknown;
  readonly logs: readonly string[];
  /** `undefined` when the node did not say, or said something that is not a u64. */
  readonly fee: bigint | undefined;
  /**
   * `undefined` when they cannot be known: the node did not give them (nodes older than the
   * fields), or anything in them, or in the fee, is malformed. Never a guess.
   */
  readonly balances: SimulatedBalances | undefined;
}

function unreadable(reason: string): LatchkeyError {
  return new LatchkeyError(LATCHKEY_ERROR__PREVIEW__SIMULATION_UNREADABLE, { details: { reason } });
}

/**
 * Reads `simulateTransaction`'s result (`{ context, value }`) for the transaction `message`.
 * What makes it a simulation answer at all — a `value` object with `err` and `logs` — must hold;
 * the rest (fee, balances) is read strictly and left unknown when anything in it is off.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__PREVIEW__SIMULATION_UNREADABLE`: 'The simulation
 * answer could not be read'.
 */
export function readSimulationAnswer(
  result: unknown,
  message: CompiledTransactionMessage,
): SimulationAnswer {
  const value = isRecord(result) ? result.value : undefined;
  if (!isRecord(value)) throw unreadable('no value');
  if (value.err === undefined) throw unreadable('no err');
  const logs = value.logs === null ? [] : readEach(value.logs, readLogLine);
  if (!logs) throw unreadable('logs are not lines of text');
  const fee = value.fee === null || value.fee === undefined ? undefined : readU64(value.fee);
  const feeMalformed = fee === undefined && value.fee !== null && value.fee !== undefined;
  return {
    err: value.err,
    logs: logs.slice(-MAX_LOG_LINES),
    fee,
    balances: feeMalformed ? undefined : readBalances(value, message),
  };
}

function readLogLine(line: unknown): string | undefined {
  if (typeof line !== 'string') return undefined;
  return line.length > MAX_LOG_LINE_LENGTH ? `${line.slice(0, MAX_LOG_LINE_LENGTH - 1)}…` : line;
}

function readBalances(
  value: Record<string, unknown>,
  message: CompiledTransactionMessage,
): SimulatedBalances | undefined {
  const keys = readAccountKeys(value.loadedAddresses, message);
  if (!keys) return undefined;
  const readBalanceList = (list: unknown) => {
    const balances = readEach(list, readU64);
    return balances?.length === keys.length ? balances : undefined;
  };
  const readTokenList = (list: unknown) => readTokenBalances(list, keys.length);
  const preBalances = readBalanceList(value.preBalances);
  const postBalances = readBalanceList(value.postBalances);
  const preTokenBalances = readTokenList(value.preTokenBalances);
  const postTokenBalances = readTokenList(value.postTokenBalances);
  if (!preBalances || !postBalances || !preTokenBalances || !postTokenBalances) return undefined;
  // The fee is taken from the fee payer (the first key) before anything runs: a fee it could not
  // pay is an answer that contradicts itself. (The SOL change shown gives the fee back.)
  const fee = value.fee === null || value.fee === undefined ? 0n : readU64(value.fee);
  if (fee === undefined || fee > (preBalances[0] ?? 0n)) return undefined;
  return { keys, preBalances, postBalances, preTokenBalances, postTokenBalances };
}

/**
 * The account keys the balances are indexed by: the message's static keys, then the addresses
 * the node loaded from lookup tables — as many as the message asks for, writable first.
 */
function readAccountKeys(
  loaded: unknown,
  message: CompiledTransactionMessage,
): Address[] | undefined {
  const lookups = 'addressTableLookups' in message ? (message.addressTableLookups ?? []) : [];
  const count = (kind: 'writableIndexes' | 'readonlyIndexes') =>
    lookups.reduce((sum, lookup) => sum + lookup[kind].length, 0);
  if ((loaded === null || loaded === undefined) && lookups.length === 0) {
    return [...message.staticAccounts];
  }
  if (!isRecord(loaded)) return undefined;
  const writable = readEach(loaded.writable, readAddress);
  const readonly = readEach(loaded.readonly, readAddress);
  if (writable?.length !== count('writableIndexes')) return undefined;
  if (readonly?.length !== count('readonlyIndexes')) return undefined;
  return [...message.staticAccounts, ...writable, ...readonly];
}

/** A token balance list: every entry well formed, each account once, within the keys. */
function readTokenBalances(list: unknown, keyCount: number): TokenAccountBalance[] | undefined {
  const balances = readEach(list, (entry) => readTokenBalance(entry, keyCount));
  if (!balances) return undefined;
  const accounts = new Set(balances.map((balance) => balance.accountIndex));
  return accounts.size === balances.length ? balances : undefined;
}

function readTokenBalance(entry: unknown, keyCount: number): TokenAccountBalance | undefined {
  if (!isRecord(entry) || !isRecord(entry.uiTokenAmount)) return undefined;
  const accountIndex = readInteger(entry.accountIndex, keyCount - 1);
  const mint = readAddress(entry.mint);
  // Without its owner, whose balance it is cannot be told: the changes are unknown then.
  const owner = readAddress(entry.owner);
  const amount = readU64String(entry.uiTokenAmount.amount);
  const decimals = readInteger(entry.uiTokenAmount.decimals, 255);
  const programOk =
    entry.programId === undefined ||
    entry.programId === null ||
    readAddress(entry.programId) !== undefined;
  if (
    accountIndex === undefined ||
    !mint ||
    !owner ||
    amount === undefined ||
    decimals === undefined ||
    !programOk
  ) {
    return undefined;
  }
  return { accountIndex, mint, owner, amount, decimals };
}
