import { describe, expect, it } from 'vitest';
import { createFakeStandardWallet } from './fake-standard-wallet.fixture.js';
import { qualifiesForLatchkey } from './qualifies-for-latchkey.js';

const required = ['standard:events', 'standard:connect', 'solana:signTransaction'];

describe('qualifiesForLatchkey', () => {
  it('needs events, connect and signTransaction', async () => {
    expect(
      qualifiesForLatchkey((await createFakeStandardWallet({ features: required })).wallet),
    ).toBe(true);
    for (const missing of required) {
      const features = required.filter((name) => name !== missing);
      const { wallet } = await createFakeStandardWallet({ features });
      expect(qualifiesForLatchkey(wallet), missing).toBe(false);
    }
  });

  it('also needs signMessage in connect-and-sign mode', async () => {
    const { wallet } = await createFakeStandardWallet({ features: required });
    expect(qualifiesForLatchkey(wallet, 'connect-and-sign')).toBe(false);
    const { wallet: signing } = await createFakeStandardWallet({
      features: [...required, 'solana:signMessage'],
    });
    expect(qualifiesForLatchkey(signing, 'connect-and-sign')).toBe(true);
  });

  it('needs a Solana chain', async () => {
    const { wallet } = await createFakeStandardWallet({ chains: ['eip155:1'] });
    expect(qualifiesForLatchkey(wallet)).toBe(false);
  });
});
