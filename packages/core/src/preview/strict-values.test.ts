import { describe, expect, it } from 'vitest';
import {
  isRecord,
  readAddress,
  readEach,
  readInteger,
  readU64,
  readU64String,
} from './strict-values.js';

const U64_MAX = 18446744073709551615n;

describe('strict readers', () => {
  it('read u64 numbers and bigints exactly, and nothing else', () => {
    expect(readU64(0)).toBe(0n);
    expect(readU64(5000)).toBe(5000n);
    expect(readU64(U64_MAX)).toBe(U64_MAX);
    expect(readU64(Number.MAX_SAFE_INTEGER)).toBe(9007199254740991n);
    for (const bad of [-1, -1n, U64_MAX + 1n, 1.5, 2 ** 53, Number.NaN, Infinity, '5', null, [1]]) {
      expect(readU64(bad)).toBeUndefined();
    }
  });

  it('read u64 decimal strings: digits only, no leading zero, within range', () => {
    expect(readU64String('0')).toBe(0n);
    expect(readU64String('2500000')).toBe(2_500_000n);
    expect(readU64String('18446744073709551615')).toBe(U64_MAX);
    for (const bad of [
      '18446744073709551616',
      '99999999999999999999',
      '-1',
      '1.5',
      '1e3',
      '007',
      ' 1',
      '',
      '0x10',
      1,
      null,
    ]) {
      expect(readU64String(bad)).toBeUndefined();
    }
  });

  it('read bounded integers', () => {
    expect(readInteger(255, 255)).toBe(255);
    expect(readInteger(3n, 10)).toBe(3);
    expect(readInteger(256, 255)).toBeUndefined();
    expect(readInteger(0, -1)).toBeUndefined();
    expect(readInteger(1.5, 10)).toBeUndefined();
  });

  it('read base58 addresses of 32 bytes', () => {
    expect(readAddress('11111111111111111111111111111111')).toBe(
      '11111111111111111111111111111111',
    );
    for (const bad of ['', '1111', '0OIl1111111111111111111111111111', 'x'.repeat(44), 7, null]) {
      expect(readAddress(bad)).toBeUndefined();
    }
  });

  it('read arrays all or nothing, and tell records from arrays and null', () => {
    expect(readEach([1, 2], readU64)).toEqual([1n, 2n]);
    expect(readEach([1, -2], readU64)).toBeUndefined();
    expect(readEach({ length: 1, 0: 1 }, readU64)).toBeUndefined();
    expect(isRecord({})).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
  });
});
