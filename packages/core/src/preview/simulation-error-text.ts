import type { KnownProgramName } from './known-programs.js';
import { isRecord, readInteger } from './strict-values.js';

/** The longest reason shown; past it the text ends with '…'. */
const MAX_REASON_LENGTH = 200;
const U32_MAX = 2 ** 32 - 1;
const UNKNOWN = 'unknown error';

// The custom errors a user meets most, in words: System's and the token programs' own codes.
const PROGRAM_ERRORS: Partial<Record<KnownProgramName, Record<number, string>>> = {
  System: { 0: 'the account already exists', 1: 'not enough SOL' },
  Token: { 1: 'not enough tokens', 4: 'the account belongs to someone else' },
  'Token-2022': { 1: 'not enough tokens', 4: 'the account belongs to someone else' },
};

/**
 * The runtime's error as a line a person can read, at most 200 characters: `"InsufficientFundsForFee"`
 * → 'insufficient funds for fee', `{ InstructionError: [0, { Custom: 1 }] }` → 'instruction 1:
 * custom program error 0x1' (instructions counted from 1), or 'instruction 1: not enough SOL
 * (System error 0x1)' where `programOf` names the instruction's program and its code is a common
 * one. A shape not known here is shown as its JSON. The text is the RPC's, so it is shown as
 * text, never as markup.
 */
export function simulationErrorText(
  error: unknown,
  programOf: (instruction: number) => KnownProgramName | undefined = () => undefined,
): string {
  const text = describeTransactionError(error, programOf);
  const characters = Array.from(text);
  return characters.length > MAX_REASON_LENGTH
    ? `${characters.slice(0, MAX_REASON_LENGTH - 1).join('')}…`
    : text;
}

function describeTransactionError(
  error: unknown,
  programOf: (instruction: number) => KnownProgramName | undefined,
): string {
  if (typeof error === 'string') return words(error);
  const [name, detail] = isRecord(error) ? singleEntry(error) : [];
  if (name === 'InstructionError' && Array.isArray(detail) && detail.length === 2) {
    const index = readInteger(detail[0], 255);
    const inner = describeInstructionError(
      detail[1],
      index === undefined ? undefined : programOf(index),
    );
    if (index !== undefined && inner !== undefined) return `instruction ${index + 1}: ${inner}`;
  }
  if (name !== undefined && isRecord(detail)) {
    const [field, account] = singleEntry(detail);
    const index = field === 'account_index' ? readInteger(account, 255) : undefined;
    if (index !== undefined) return `${words(name)} (account ${index})`;
  }
  return json(error);
}

function describeInstructionError(
  error: unknown,
  program: KnownProgramName | undefined,
): string | undefined {
  if (typeof error === 'string') return words(error);
  const [name, detail] = isRecord(error) ? singleEntry(error) : [];
  if (name === 'Custom') {
    const code = readInteger(detail, U32_MAX);
    if (code === undefined) return undefined;
    const known = program ? PROGRAM_ERRORS[program]?.[code] : undefined;
    const hex = `0x${code.toString(16)}`;
    return known ? `${known} (${program} error ${hex})` : `custom program error ${hex}`;
  }
  if (name === 'BorshIoError' && typeof detail === 'string') return `borsh io error: ${detail}`;
  return undefined;
}

/** The one key and value of an object such as `{ InstructionError: … }`, else nothing. */
function singleEntry(object: Record<string, unknown>): [string, unknown] | [] {
  const entries = Object.entries(object);
  return entries.length === 1 ? (entries[0] as [string, unknown]) : [];
}

/** A variant name in words ('InsufficientFundsForFee' → 'insufficient funds for fee'). */
function words(name: string): string {
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name)) return name || UNKNOWN;
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

function json(value: unknown): string {
  try {
    return (
      JSON.stringify(value, (_key, item) => (typeof item === 'bigint' ? item.toString() : item)) ??
      UNKNOWN
    );
  } catch {
    return UNKNOWN;
  }
}
