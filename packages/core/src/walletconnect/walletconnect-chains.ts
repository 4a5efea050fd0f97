import type { SolanaNetwork } from '../networks/solana-network.js';

/**
 * The public clusters' CAIP-2 chain ids, as WalletConnect's Solana namespace names them: `solana:`
 * and the first 32 characters of the cluster's genesis hash (written out, so an unused import
 * costs a page nothing; the test holds them to the hashes).
 *
 * @example
 * ```ts
 * WALLETCONNECT_SOLANA_CHAINS.devnet; // 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
 * ```
 */
export const WALLETCONNECT_SOLANA_CHAINS = {
  'mainnet-beta': 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  devnet: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  testnet: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
} as const;

const GENESIS_TIMEOUT_MS = 10_000;

/**
 * The CAIP-2 chain id of a network: a public cluster's from its known genesis hash, any other's
 * (a local validator) from its `genesisHash`, else asked of its RPC (`getGenesisHash`).
 *
 * @throws {Error} when the RPC cannot say (the connect then fails with the reason).
 */
export async function walletConnectChainOf(network: SolanaNetwork): Promise<`solana:${string}`> {
  const hash = network.genesisHash ?? (await fetchGenesisHash(network.rpcUrl));
  return `solana:${hash.slice(0, 32)}`;
}

async function fetchGenesisHash(rpcUrl: string | undefined): Promise<string> {
  if (!rpcUrl) throw new Error('the network has no RPC to name its chain');
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getGenesisHash' }),
    signal: AbortSignal.timeout(GENESIS_TIMEOUT_MS),
  });
  const { result } = (await response.json()) as { result?: unknown };
  if (typeof result !== 'string' || !/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(result))
    throw new Error('the RPC did not name its genesis hash');
  return result;
}
