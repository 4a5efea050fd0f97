import { describe, expect, it } from 'vitest';
import { defineSolanaNetwork, solanaDevnet, solanaMainnet } from './define-solana-network.js';
import { getExplorerUrl } from './explorer-url.js';

describe('getExplorerUrl', () => {
  it("links addresses and transactions, keeping the explorer's cluster query", () => {
    expect(getExplorerUrl(solanaDevnet(), { address: 'Abc1' })).toBe(
      'https://explorer.solana.com/address/Abc1?cluster=devnet',
    );
    expect(getExplorerUrl(solanaMainnet(), { signature: 'Sig1' })).toBe(
      'https://explorer.solana.com/tx/Sig1',
    );
  });

  it('gives nothing without an explorer, or for one that is not http(s)', () => {
    expect(getExplorerUrl({ blockExplorerUrls: [] }, { address: 'a' })).toBeUndefined();
    expect(
      getExplorerUrl({ blockExplorerUrls: ['javascript:alert(1)'] }, { address: 'a' }),
    ).toBeUndefined();
    expect(
      getExplorerUrl(
        defineSolanaNetwork({
          networkId: 999,
          name: 'Custom',
          cluster: 'devnet',
          rpcUrl: 'http://127.0.0.1:8899',
          blockExplorerUrls: ['https://scan.example/sol/'],
        }),
        { address: 'x/y' },
      ),
    ).toBe('https://scan.example/sol/address/x%2Fy');
  });
});
