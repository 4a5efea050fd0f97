import { describe, expect, it } from 'vitest';
import { LATCHKEY_ERROR__INPUT__INVALID_PRIORITY_FEE } from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { parsePriorityFee } from './priority-fee.js';

describe('parsePriorityFee', () => {
  it('reads absent and 0 as no priority fee, and keeps auto', () => {
    expect(parsePriorityFee(undefined)).toBeUndefined();
    expect(parsePriorityFee(0)).toBeUndefined();
    expect(parsePriorityFee(-0)).toBeUndefined();
    expect(parsePriorityFee(0n)).toBeUndefined();
    expect(parsePriorityFee('auto')).toBe('auto');
  });

  it('reads whole micro-lamports, as numbers up to 2^53 - 1 and bigints up to u64', () => {
    expect(parsePriorityFee(1)).toBe(1n);
    expect(parsePriorityFee(5000)).toBe(5000n);
    expect(parsePriorityFee(Number.MAX_SAFE_INTEGER)).toBe(2n ** 53n - 1n);
    expect(parsePriorityFee(2n ** 64n - 1n)).toBe(2n ** 64n - 1n);
  });

  it.each([
    [-1, '-1'],
    [-1n, '-1'],
    [1.5, '1.5'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'Infinity'],
    [2 ** 53, '9007199254740992'],
    [2n ** 64n, '18446744073709551616'],
    ['fast', "'fast'"],
    ['5000', "'5000'"],
    ['', "''"],
    [null, 'null'],
    [true, 'true'],
    [{}, '[object Object]'],
    [Object.create(null), 'object'],
  ])('refuses %s with a typed error', (value, shown) => {
    let caught: unknown;
    try {
      parsePriorityFee(value);
    } catch (error) {
      caught = error;
    }
    expect(isLatchkeyError(caught, LATCHKEY_ERROR__INPUT__INVALID_PRIORITY_FEE)).toBe(true);
    expect((caught as Error).message).toBe(
      `Priority fee must be 'auto' or whole micro-lamports from 0 to 2^64 - 1, got ${shown}`,
    );
  });
});
