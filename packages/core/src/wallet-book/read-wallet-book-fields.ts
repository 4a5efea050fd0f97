import { LATCHKEY_ERROR__WALLET__WALLET_BOOK_ENTRY_INVALID } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';

const IDENTIFIER_PATTERN = /^[A-Za-z_$][\w$]*$/;
/** Path segments that would walk into prototypes instead of the wallet's own objects. */
const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'prototype', 'constructor']);
const MAX_LIST_LENGTH = 64;

/**
 * Refuses a wallet book entry: `key` names the entry, `reason` the offending field.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__WALLET__WALLET_BOOK_ENTRY_INVALID`, always.
 */
export function refuseEntry(key: string, reason: string): never {
  throw new LatchkeyError(LATCHKEY_ERROR__WALLET__WALLET_BOOK_ENTRY_INVALID, {
    context: { key, reason },
  });
}

/**
 * A field of the record's own. Own properties only: a polluted Object.prototype must not fill in
 * missing fields.
 */
export function readOwn(record: Record<string, unknown>, name: string): unknown {
  return Object.hasOwn(record, name) ? record[name] : undefined;
}

/** `value` as a plain object (not null, not an array), or the entry is refused. */
export function requireRecord(value: unknown, path: string, key: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    refuseEntry(key, `${path} must be an object`);
  }
  return value as Record<string, unknown>;
}

/**
 * The record's own field `name` as a non-empty string, or the entry is refused (`path` in the
 * reason).
 */
export function requireString(
  record: Record<string, unknown>,
  name: string,
  path: string,
  key: string,
): string {
  const value = readOwn(record, name);
  if (typeof value !== 'string' || value.trim() === '')
    refuseEntry(key, `${path} must be a non-empty string`);
  return value;
}

/**
 * The record's own field `name` as an array of at most 64 items (a copy), or the entry is
 * refused.
 */
export function requireList(
  record: Record<string, unknown>,
  name: string,
  path: string,
  key: string,
): unknown[] {
  const value = readOwn(record, name);
  if (!Array.isArray(value)) refuseEntry(key, `${path} must be an array`);
  if (value.length > MAX_LIST_LENGTH)
    refuseEntry(key, `${path} must have at most ${MAX_LIST_LENGTH} items`);
  return Array.from(value);
}

/**
 * Tells whether a window path segment is a plain identifier other than `__proto__`,
 * `prototype` or `constructor`.
 */
export function isSafeIdentifier(segment: string): boolean {
  return IDENTIFIER_PATTERN.test(segment) && !FORBIDDEN_SEGMENTS.has(segment);
}
