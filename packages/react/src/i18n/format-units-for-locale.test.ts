import { describe, expect, it } from 'vitest';
import { formatUnitsForLocale } from './format-units-for-locale.js';

describe('formatUnitsForLocale', () => {
  it('writes decimals and groups as the locale does', () => {
    expect(formatUnitsForLocale(1_234_500_000_000n, 9, 'de')).toBe('1.234,5');
    expect(formatUnitsForLocale(1_234_500_000_000n, 9, 'en')).toBe('1,234.5');
    expect(formatUnitsForLocale(1n, 9, 'fr')).toBe('0,000000001');
  });

  it('loses no digit, however large', () => {
    expect(formatUnitsForLocale(123_456_789_012_345_678_123_456_789n, 9, 'en')).toBe(
      '123,456,789,012,345,678.123456789',
    );
    expect(formatUnitsForLocale(10n ** 30n + 1n, 24, 'de')).toBe(`1.000.000,${'0'.repeat(23)}1`);
  });

  it('keeps the sign of a long fraction, whatever its whole part', () => {
    expect(formatUnitsForLocale(-(10n ** 21n + 5n), 22, 'en', { signDisplay: 'exceptZero' })).toBe(
      `-0.1${'0'.repeat(20)}5`,
    );
    expect(formatUnitsForLocale(5n, 22, 'de', { signDisplay: 'exceptZero' })).toBe(
      `+0,${'0'.repeat(21)}5`,
    );
  });

  it('signs a change when asked', () => {
    expect(formatUnitsForLocale(-250_000_000n, 9, 'en', { signDisplay: 'exceptZero' })).toBe(
      '-0.25',
    );
    expect(formatUnitsForLocale(10n, 0, 'de', { signDisplay: 'exceptZero' })).toBe('+10');
  });
});
