import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LATCHKEY_ERROR__INPUT__INVALID_EVM_ADDRESS,
  LATCHKEY_ERROR__INPUT__INVALID_SOLANA_ADDRESS,
} from '../errors/codes.js';
import { isLatchkeyError, LatchkeyError } from '../errors/latchkey-error.js';
import { assertEvmAddress, isEvmAddress } from './evm-address.js';
import {
  assertSolanaAddress,
  isSolanaAddress,
  MULTIPLE_RECIPIENTS_PLACEHOLDER,
} from './solana-address.js';

const base58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

describe('Solana addresses', () => {
  it.each([
    '11111111111111111111111111111111',
    'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
    'So11111111111111111111111111111111111111112',
    MULTIPLE_RECIPIENTS_PLACEHOLDER,
  ])('accepts %s', (address) => {
    expect(isSolanaAddress(address)).toBe(true);
    expect(() => assertSolanaAddress(address)).not.toThrow();
  });

  it.each([
    '',
    '1111111111111111111111111111111', // 31
    `So${'1'.repeat(43)}`, // 45 characters of the base58 alphabet
    '0OIl1111111111111111111111111111', // characters outside base58
    ' 11111111111111111111111111111111',
    '0x0000000000000000000000000000000000000001',
  ])('rejects "%s"', (address) => {
    expect(isSolanaAddress(address)).toBe(false);
    try {
      assertSolanaAddress(address);
      expect.unreachable();
    } catch (error) {
      expect(isLatchkeyError(error, LATCHKEY_ERROR__INPUT__INVALID_SOLANA_ADDRESS)).toBe(true);
    }
  });

  it('accepts exactly the base58 strings of 32 to 44 characters', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.constantFrom(...base58), { minLength: 0, maxLength: 60 })
          .map((chars) => chars.join('')),
        (text) => {
          expect(isSolanaAddress(text)).toBe(text.length >= 32 && text.length <= 44);
        },
      ),
    );
  });

  it('rejects non-strings', () => {
    for (const value of [undefined, null, 42, {}, ['11111111111111111111111111111111']]) {
      expect(isSolanaAddress(value)).toBe(false);
      expect(() => assertSolanaAddress(value)).toThrow(LatchkeyError);
    }
  });
});

describe('EVM addresses', () => {
  it('accepts 0x and exactly 40 hex characters of either case', () => {
    expect(isEvmAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true);
    expect(isEvmAddress('0xde709f2102306220921060314715629080e2fb77')).toBe(true);
  });

  it.each([
    '0x52908400098527886E0F7030069857D2E4169EE',
    '0x52908400098527886E0F7030069857D2E4169EE77',
    '52908400098527886E0F7030069857D2E4169EE7',
    '0X52908400098527886E0F7030069857D2E4169EE7',
    '0xg2908400098527886E0F7030069857D2E4169EE7',
  ])('rejects %s', (address) => {
    expect(isEvmAddress(address)).toBe(false);
    expect(() => assertEvmAddress(address)).toThrow('Invalid EVM address');
  });

  it('matches the rule for any string', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const expected =
          text.length === 42 && text.startsWith('0x') && /^[0-9a-fA-F]*$/.test(text.slice(2));
        expect(isEvmAddress(text)).toBe(expected);
        if (!expected) {
          try {
            assertEvmAddress(text);
          } catch (error) {
            expect(isLatchkeyError(error, LATCHKEY_ERROR__INPUT__INVALID_EVM_ADDRESS)).toBe(true);
          }
        }
      }),
    );
  });
});
