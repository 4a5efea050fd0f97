import { isLatchkeyError, LATCHKEY_ERROR__INPUT__INVALID_EVM_ADDRESS } from '@latchkey/core';
import { describe, expect, it } from 'vitest';
import { createEmbeddedEvmAccount } from './create-embedded-evm-account.js';

const neverSigns = () => Promise.reject(new Error('not reached'));

describe('createEmbeddedEvmAccount', () => {
  it('checksums a valid address (0x and 40 hex digits)', () => {
    const account = createEmbeddedEvmAccount({
      address: '0x52908400098527886e0f7030069857d2e4169ee7',
      signDigest: neverSigns,
    });
    expect(account.address).toBe('0x52908400098527886E0F7030069857D2E4169EE7');
    expect(account.source).toBe('latchkey');
  });

  it.each([
    '52908400098527886e0f7030069857d2e4169ee7',
    '0x52908400098527886e0f7030069857d2e4169ee',
    '0x52908400098527886e0f7030069857d2e4169ee7a',
    '0xZ2908400098527886e0f7030069857d2e4169ee7',
    '',
  ])("refuses %j with 'Invalid EVM address'", (address) => {
    try {
      createEmbeddedEvmAccount({ address, signDigest: neverSigns });
      expect.unreachable();
    } catch (error) {
      expect(isLatchkeyError(error, LATCHKEY_ERROR__INPUT__INVALID_EVM_ADDRESS)).toBe(true);
      expect((error as Error).message).toBe(`Invalid EVM address: ${address}`);
    }
  });
});
