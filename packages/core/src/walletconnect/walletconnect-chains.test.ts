import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  solanaDevnet,
  solanaLocalnet,
  solanaMainnet,
  solanaTestnet,
} from '../networks/define-solana-network.js';
import { SOLANA_GENESIS_HASHES } from '../networks/genesis-hashes.js';
import { WALLETCONNECT_SOLANA_CHAINS, walletConnectChainOf } from './walletconnect-chains.js';

describe('WalletConnect chain ids', () => {
  it('are solana: and the first 32 characters of each public cluster’s genesis hash', async () => {
    for (const [cluster, hash] of Object.entries(SOLANA_GENESIS_HASHES))
      expect(WALLETCONNECT_SOLANA_CHAINS[cluster as keyof typeof WALLETCONNECT_SOLANA_CHAINS]).toBe(
        `solana:${hash.slice(0, 32)}`,
      );
    expect(await walletConnectChainOf(solanaMainnet())).toBe(
      WALLETCONNECT_SOLANA_CHAINS['mainnet-beta'],
    );
    expect(await walletConnectChainOf(solanaDevnet())).toBe(WALLETCONNECT_SOLANA_CHAINS.devnet);
    expect(await walletConnectChainOf(solanaTestnet())).toBe(WALLETCONNECT_SOLANA_CHAINS.testnet);
  });

  it('asks a local validator’s RPC for its genesis hash, and refuses an answer that is not one', async () => {
    const answers = ['5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9X', '<script>'];
    const server = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: answers.shift() }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const local = solanaLocalnet({ rpcUrl: `http://127.0.0.1:${port}` });
      expect(await walletConnectChainOf(local)).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
      await expect(walletConnectChainOf(local)).rejects.toThrow(
        'the RPC did not name its genesis hash',
      );
    } finally {
      server.close();
    }
  });
});
