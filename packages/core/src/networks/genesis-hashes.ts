import type { SolanaCluster } from './solana-network.js';

/** Genesis hashes of the public clusters. */
export const SOLANA_GENESIS_HASHES = {
  'mainnet-beta': '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d',
  testnet: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY',
  devnet: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG',
} as const satisfies Partial<Record<SolanaCluster, string>>;

/**
 * Names the public cluster a genesis hash belongs to, or `undefined` for any other (a local
 * validator's, the sandbox's).
 *
 * @example
 * ```ts
 * clusterFromGenesisHash(await rpc.getGenesisHash().send()); // 'devnet'
 * ```
 */
export function clusterFromGenesisHash(genesisHash: string): SolanaCluster | undefined {
  for (const [cluster, hash] of Object.entries(SOLANA_GENESIS_HASHES)) {
    if (hash === genesisHash) return cluster as SolanaCluster;
  }
  return undefined;
}
