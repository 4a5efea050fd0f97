import { type Address, isAddress } from '@solana/kit';

// Readers for values an RPC answered, stricter than JSON: each gives the value only when it is
// exactly of its kind, else `undefined`, so nothing malformed turns into a number.

const U64_MAX = 2n ** 64n - 1n;

/** A plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A u64 given as a number or a bigint (kit reads JSON integers as bigints): exact, or nothing. */
export function readU64(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value >= 0n && value <= U64_MAX ? value : undefined;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  return undefined;
}

/** A u64 written as a decimal string, digits only, no leading zero. */
export function readU64String(value: unknown): bigint | undefined {
  if (typeof value !== 'string' || !/^(0|[1-9][0-9]{0,19})$/.test(value)) return undefined;
  const amount = BigInt(value);
  return amount <= U64_MAX ? amount : undefined;
}

/** An integer from 0 up to `max`, given as a number or a bigint. */
export function readInteger(value: unknown, max: number): number | undefined {
  const integer = readU64(value);
  return integer !== undefined && integer <= BigInt(max) ? Number(integer) : undefined;
}

/** A base58 address of exactly 32 bytes. */
export function readAddress(value: unknown): Address | undefined {
  return typeof value === 'string' && isAddress(value) ? value : undefined;
}

/** Each item read by `read`, or `undefined` when the value is not an array or an item is bad. */
export function readEach<T>(
  value: unknown,
  read: (item: unknown) => T | undefined,
): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const items: T[] = [];
  for (const item of value) {
    const itemRead = read(item);
    if (itemRead === undefined) return undefined;
    items.push(itemRead);
  }
  return items;
}
