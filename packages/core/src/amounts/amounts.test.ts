import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LATCHKEY_ERROR__INPUT__INVALID_DECIMAL,
  LATCHKEY_ERROR__INPUT__INVALID_TOKEN_DECIMALS,
} from '../errors/codes.js';
import { isLatchkeyError, LatchkeyError } from '../errors/latchkey-error.js';
import { isDecimalString, parseDecimal } from './decimal-string.js';
import { formatUnits } from './scale-decimal.js';
import { lamportsToSol, solToLamports } from './sol-amount.js';
import { baseUnitsToTokenAmount, tokenAmountToBaseUnits } from './token-amount.js';

const decimalText = fc
  .tuple(
    fc.boolean(),
    fc.stringMatching(/^\d{1,30}$/),
    fc.option(fc.stringMatching(/^\d{1,30}$/), { nil: undefined }),
  )
  .map(
    ([negative, whole, fraction]) =>
      `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`,
  );

function expectInvalidDecimal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(isLatchkeyError(error, LATCHKEY_ERROR__INPUT__INVALID_DECIMAL)).toBe(true);
    expect((error as Error).message).toBe('Number is not a valid decimal number');
    return;
  }
  throw new Error('expected a LatchkeyError');
}

describe('decimal strings', () => {
  it.each(['0', '-1', '12.5', '-0.000001', '007', '123456789012345678901234567890.1'])(
    'accepts %s',
    (value) => expect(isDecimalString(value)).toBe(true),
  );
  it.each(['', '-', '.5', '5.', '+1', '1e9', '1,5', ' 1', '1 ', '0x10', 'NaN', '--1', '1.2.3'])(
    'rejects "%s" with the catalogue message',
    (value) => {
      expect(isDecimalString(value)).toBe(false);
      expectInvalidDecimal(() => parseDecimal(value));
    },
  );
  it('rejects numbers that are not finite', () => {
    expectInvalidDecimal(() => solToLamports(Number.NaN));
    expectInvalidDecimal(() => solToLamports(Number.POSITIVE_INFINITY));
  });
});

describe('solToLamports', () => {
  it.each([
    ['0.1', 100_000_000n],
    ['1', 1_000_000_000n],
    ['0.25', 250_000_000n],
    ['0.000000001', 1n],
    ['0.0000000005', 1n],
    ['0.0000000004999', 0n],
    ['1.9999999995', 2_000_000_000n],
    ['-0.0000000005', -1n],
    ['18446744073.709551615', 18_446_744_073_709_551_615n],
    ['9007199.254740993', 9_007_199_254_740_993n],
  ] as const)('parses %s as %s lamports', (amount, lamports) => {
    expect(solToLamports(amount)).toBe(lamports);
  });

  it('takes JavaScript numbers, including exponent forms, as written', () => {
    expect(solToLamports(0.1)).toBe(100_000_000n);
    expect(solToLamports(1e-7)).toBe(100n);
    expect(solToLamports(1.5e-9)).toBe(2n);
    expect(solToLamports(1e21)).toBe(10n ** 30n);
  });

  it('rounds half away from zero, matching exact rational arithmetic', () => {
    fc.assert(
      fc.property(decimalText, (text) => {
        const negative = text.startsWith('-');
        const [whole = '', fraction = ''] = text.replace('-', '').split('.');
        const numerator = BigInt(whole + fraction) * 1_000_000_000n;
        const denominator = 10n ** BigInt(fraction.length);
        const magnitude = (2n * numerator + denominator) / (2n * denominator);
        expect(solToLamports(text)).toBe(negative ? -magnitude : magnitude);
      }),
    );
  });

  it('round-trips every lamport amount through its SOL string', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }), (lamports) => {
        expect(solToLamports(lamportsToSol(lamports))).toBe(lamports);
      }),
    );
  });
});

describe('token amounts', () => {
  it('floors to the token decimals', () => {
    expect(tokenAmountToBaseUnits('12.3456789', 6)).toBe(12_345_678n);
    expect(tokenAmountToBaseUnits('1.999', 0)).toBe(1n);
    expect(tokenAmountToBaseUnits('-1.001', 2)).toBe(-101n);
    expect(tokenAmountToBaseUnits('5', 9)).toBe(5_000_000_000n);
  });

  it('never exceeds the typed amount and loses less than one base unit', () => {
    fc.assert(
      fc.property(decimalText, fc.integer({ min: 0, max: 30 }), (text, decimals) => {
        const units = tokenAmountToBaseUnits(text, decimals);
        const [whole = '', fraction = ''] = text.replace('-', '').split('.');
        const scale = 10n ** BigInt(Math.max(fraction.length, decimals));
        const exact =
          BigInt(whole + fraction.padEnd(Math.max(fraction.length, decimals), '0')) *
          (text.startsWith('-') ? -1n : 1n);
        const unitsScaled = units * (scale / 10n ** BigInt(decimals));
        expect(unitsScaled <= exact).toBe(true);
        expect(exact - unitsScaled < scale / 10n ** BigInt(decimals)).toBe(true);
      }),
    );
  });

  it('round-trips base units for any decimals', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }),
        fc.integer({ min: 0, max: 40 }),
        (units, decimals) => {
          expect(tokenAmountToBaseUnits(baseUnitsToTokenAmount(units, decimals), decimals)).toBe(
            units,
          );
        },
      ),
    );
  });

  it('rejects impossible decimals', () => {
    for (const decimals of [-1, 1.5, 256, Number.NaN]) {
      expect(() => tokenAmountToBaseUnits('1', decimals)).toThrow(LatchkeyError);
      try {
        formatUnits(1n, decimals);
      } catch (error) {
        expect(isLatchkeyError(error, LATCHKEY_ERROR__INPUT__INVALID_TOKEN_DECIMALS)).toBe(true);
      }
    }
  });

  it('throws nothing but LatchkeyError for any input', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.double(), fc.integer()),
        fc.oneof(fc.integer({ min: -5, max: 300 }), fc.double()),
        (amount, decimals) => {
          for (const run of [
            () => solToLamports(amount),
            () => tokenAmountToBaseUnits(amount, decimals),
          ]) {
            try {
              run();
            } catch (error) {
              expect(error).toBeInstanceOf(LatchkeyError);
            }
          }
        },
      ),
    );
  });
});
