import { type Address, getBase58Encoder } from '@solana/kit';
import { invalidParams, JSON_RPC_ERROR_CODES, JsonRpcError } from './json-rpc-error.js';
import type { Commitment, SvmLedger } from './svm-ledger.js';

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'sequence';
  if (typeof value === 'number') return Number.isInteger(value) ? `integer \`${value}\`` : 'float';
  if (typeof value === 'string') return `string "${value.slice(0, 64)}"`;
  if (typeof value === 'object') return 'map';
  return typeof value;
}

function invalidType(value: unknown, expected: string): JsonRpcError {
  return invalidParams(
    `Invalid params: invalid type: ${describeType(value)}, expected ${expected}.`,
  );
}

/**
 * A method's positional parameters, checked for count like the validator's generated handlers.
 *
 * @throws {JsonRpcError} -32602 when they are not an array of `min` to `max` items.
 */
export function expectParams(params: unknown, min: number, max: number): readonly unknown[] {
  const list = params === undefined || params === null ? [] : params;
  if (!Array.isArray(list)) throw invalidType(params, 'a sequence');
  if (list.length < min) throw invalidParams(`\`params\` should have at least ${min} argument(s)`);
  if (list.length > max)
    throw invalidParams(`Invalid params: invalid length ${list.length}, expected at most ${max}.`);
  return list;
}

/** A string parameter. */
export function readString(value: unknown, expected = 'a string'): string {
  if (typeof value !== 'string') throw invalidType(value, expected);
  return value;
}

function readBase58Key(value: unknown, size: number): string {
  const text = readString(value);
  // Same order of checks, and the same error names, as Pubkey/Signature::from_str.
  if (text.length > Math.ceil(size * 1.37)) throw invalidParams('Invalid param: WrongSize');
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(getBase58Encoder().encode(text));
  } catch {
    throw invalidParams('Invalid param: Invalid');
  }
  if (bytes.length !== size) throw invalidParams('Invalid param: WrongSize');
  return text;
}

/**
 * A base58 public key of exactly 32 bytes.
 *
 * @throws {JsonRpcError} -32602 `Invalid param: WrongSize` or `Invalid param: Invalid`.
 */
export function readAddress(value: unknown): Address {
  return readBase58Key(value, 32) as Address;
}

/** A base58 transaction signature of exactly 64 bytes. */
export function readSignature(value: unknown): string {
  return readBase58Key(value, 64);
}

/** An optional configuration object (absent or null = empty). */
export function readConfig(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidType(value, 'a map');
  return value as Record<string, unknown>;
}

function readVariant<T extends string>(value: unknown, variants: readonly T[]): T {
  if (typeof value !== 'string') throw invalidType(value, 'a string');
  if (!variants.includes(value as T))
    throw invalidParams(
      `Invalid params: unknown variant \`${value}\`, expected one of ${variants.map((variant) => `\`${variant}\``).join(', ')}.`,
    );
  return value as T;
}

const COMMITMENTS = ['processed', 'confirmed', 'finalized'] as const;

/**
 * A config's `commitment` (or another key's, such as `preflightCommitment`); a validator's
 * default is `finalized`.
 */
export function readCommitment(config: Record<string, unknown>, key = 'commitment'): Commitment {
  const value = config[key];
  return value === undefined || value === null ? 'finalized' : readVariant(value, COMMITMENTS);
}

/** An optional unsigned integer of a config. */
export function readOptionalInteger(
  config: Record<string, unknown>,
  key: string,
): number | undefined {
  const value = config[key];
  if (value === undefined || value === null) return undefined;
  return readUnsignedInteger(value);
}

/** An unsigned integer that fits a JavaScript number (slots, lengths, offsets). */
export function readUnsignedInteger(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw invalidType(value, 'u64');
  return value;
}

/** An optional boolean of a config. */
export function readBoolean(
  config: Record<string, unknown>,
  key: string,
  fallback: boolean,
): boolean {
  const value = config[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') throw invalidType(value, 'a boolean');
  return value;
}

/** A config's `encoding`, one of those the method supports. */
export function readEncoding<T extends string>(
  config: Record<string, unknown>,
  supported: readonly T[],
  fallback: T,
): T {
  const value = config.encoding;
  return value === undefined || value === null ? fallback : readVariant(value, supported);
}

/**
 * The slot of the bank a request reads, honouring `commitment` and `minContextSlot`.
 *
 * @throws {JsonRpcError} -32016 when that bank is older than `minContextSlot`.
 */
export function contextSlot(
  ledger: SvmLedger,
  config: Record<string, unknown>,
  commitmentKey = 'commitment',
): number {
  const slot = ledger.commitmentSlot(readCommitment(config, commitmentKey));
  const minContextSlot = readOptionalInteger(config, 'minContextSlot');
  if (minContextSlot !== undefined && slot < minContextSlot)
    throw new JsonRpcError(
      JSON_RPC_ERROR_CODES.minContextSlotNotReached,
      'Minimum context slot has not been reached',
      { contextSlot: slot },
    );
  return slot;
}
