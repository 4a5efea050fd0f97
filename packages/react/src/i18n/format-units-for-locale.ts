import { formatUnits } from '@latchkey/core';

/**
 * An amount in base units written for a locale, exactly: '1.234,5' for `de`, '1,234.5' for `en`.
 * `Intl.NumberFormat` takes the decimal as a string, so no digit is lost to floating point;
 * fractions beyond the 20 digits every engine formats keep their digits after the locale's
 * decimal sign.
 */
export function formatUnitsForLocale(
  amount: bigint,
  decimals: number,
  locale: string,
  options: { signDisplay?: 'auto' | 'exceptZero' } = {},
): string {
  const decimal = formatUnits(amount, decimals);
  const fraction = decimal.split('.')[1] ?? '';
  const format = (digits: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits, ...options });
  if (fraction.length <= 20) return format(20).format(decimal as unknown as number);
  // Whole part and sign by Intl, the fraction's digits as they are.
  const digits = decimal.replace(/^-|\..*$/g, '') as unknown as number;
  const unsigned = new Intl.NumberFormat(locale).format(digits);
  const point = format(1)
    .formatToParts(1.5)
    .find((part) => part.type === 'decimal')?.value;
  const whole = format(0)
    .formatToParts(amount < 0n ? -1 : 1)
    .map((part) => (part.type === 'integer' ? unsigned : part.value))
    .join('');
  return `${whole}${point ?? '.'}${fraction}`;
}
