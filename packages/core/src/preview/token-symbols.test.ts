import { describe, expect, it } from 'vitest';
import { tokenSymbol } from './token-symbols.js';

const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const DEVNET_USDC = '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU';

describe('tokenSymbol', () => {
  it("takes the host's list first, then the built-in one for the cluster", () => {
    expect(tokenSymbol(USDC, [{ mint: USDC, symbol: 'USD Coin' }], 'mainnet-beta')).toBe(
      'USD Coin',
    );
    expect(tokenSymbol(USDC, [], 'mainnet-beta')).toBe('USDC');
    expect(
      tokenSymbol('Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB', undefined, 'mainnet-beta'),
    ).toBe('USDT');
    expect(tokenSymbol(DEVNET_USDC, undefined, 'devnet')).toBe('USDC');
  });

  it('names a built-in mint on its own cluster only', () => {
    expect(tokenSymbol(USDC, undefined, 'devnet')).toBeUndefined();
    expect(tokenSymbol(DEVNET_USDC, undefined, 'mainnet-beta')).toBeUndefined();
    expect(tokenSymbol(USDC, undefined, 'localnet')).toBeUndefined();
    expect(tokenSymbol(USDC, undefined, undefined)).toBeUndefined();
  });
});
