import { clusterFromGenesisHash, SOLANA_GENESIS_HASHES } from './genesis-hashes.js';
import { DEFAULT_CLUSTER, type SolanaCluster, type SolanaNetwork } from './solana-network.js';

/** What a host writes to describe a network; everything but the id is optional. */
export interface DefineSolanaNetworkParameters {
  networkId: number;
  name?: string;
  /** Default: the cluster of a known genesis hash, else 'mainnet-beta'. */
  cluster?: SolanaCluster;
  genesisHash?: string;
  chainId?: `solana:${string}`;
  blockExplorerUrls?: readonly string[];
  rpcUrl?: string;
  wsUrl?: string;
  enabled?: boolean;
}

const clusterNames: Record<SolanaCluster, string> = {
  'mainnet-beta': 'Solana',
  testnet: 'Solana Testnet',
  devnet: 'Solana Devnet',
  localnet: 'Solana Localnet',
};

/**
 * Builds a frozen {@link SolanaNetwork}, filling what can be derived: the cluster from a known
 * genesis hash (else 'mainnet-beta'), the chain id and name from the cluster.
 *
 * @example
 * ```ts
 * const staging = defineSolanaNetwork({ networkId: 103, rpcUrl: 'https://rpc.example/devnet',
 *   genesisHash: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG' }); // cluster 'devnet'
 * ```
 */
export function defineSolanaNetwork(parameters: DefineSolanaNetworkParameters): SolanaNetwork {
  const cluster =
    parameters.cluster ??
    (parameters.genesisHash ? clusterFromGenesisHash(parameters.genesisHash) : undefined) ??
    DEFAULT_CLUSTER;
  const chainName = cluster === 'mainnet-beta' ? 'mainnet' : cluster;
  return Object.freeze({
    networkId: parameters.networkId,
    chainId: parameters.chainId ?? `solana:${chainName}`,
    name: parameters.name ?? clusterNames[cluster],
    cluster,
    genesisHash: parameters.genesisHash,
    blockExplorerUrls: Object.freeze([...(parameters.blockExplorerUrls ?? [])]),
    rpcUrl: parameters.rpcUrl,
    wsUrl: parameters.wsUrl,
    enabled: parameters.enabled ?? true,
  });
}

type PresetOverrides = Partial<Omit<DefineSolanaNetworkParameters, 'cluster'>>;

/**
 * Solana mainnet-beta (network id 101) on the public RPC; pass your own `rpcUrl` for production
 * traffic.
 *
 * @example
 * ```ts
 * createConfig({ networks: [solanaMainnet({ rpcUrl: 'https://my-rpc.example' })] });
 * ```
 */
export function solanaMainnet(overrides: PresetOverrides = {}): SolanaNetwork {
  return defineSolanaNetwork({
    networkId: 101,
    genesisHash: SOLANA_GENESIS_HASHES['mainnet-beta'],
    rpcUrl: 'https://api.mainnet-beta.solana.com',
    blockExplorerUrls: ['https://explorer.solana.com/'],
    ...overrides,
    cluster: 'mainnet-beta',
  });
}

/**
 * Solana testnet (network id 102).
 *
 * @example
 * ```ts
 * createConfig({ networks: [solanaTestnet()] });
 * ```
 */
export function solanaTestnet(overrides: PresetOverrides = {}): SolanaNetwork {
  return defineSolanaNetwork({
    networkId: 102,
    genesisHash: SOLANA_GENESIS_HASHES.testnet,
    rpcUrl: 'https://api.testnet.solana.com',
    blockExplorerUrls: ['https://explorer.solana.com/?cluster=testnet'],
    ...overrides,
    cluster: 'testnet',
  });
}

/**
 * Solana devnet (network id 103).
 *
 * @example
 * ```ts
 * createConfig({ networks: [solanaDevnet()] });
 * ```
 */
export function solanaDevnet(overrides: PresetOverrides = {}): SolanaNetwork {
  return defineSolanaNetwork({
    networkId: 103,
    genesisHash: SOLANA_GENESIS_HASHES.devnet,
    rpcUrl: 'https://api.devnet.solana.com',
    blockExplorerUrls: ['https://explorer.solana.com/?cluster=devnet'],
    ...overrides,
    cluster: 'devnet',
  });
}

/**
 * A local validator or the Latchkey sandbox (network id 104), default http://127.0.0.1:8899.
 *
 * @example
 * ```ts
 * createConfig({ networks: [solanaLocalnet({ rpcUrl: 'http://127.0.0.1:8899' })] });
 * ```
 */
export function solanaLocalnet(overrides: PresetOverrides = {}): SolanaNetwork {
  const rpcUrl = overrides.rpcUrl ?? 'http://127.0.0.1:8899';
  return defineSolanaNetwork({
    networkId: 104,
    blockExplorerUrls: [
      `https://explorer.solana.com/?cluster=custom&customUrl=${encodeURIComponent(rpcUrl)}`,
    ],
    ...overrides,
    rpcUrl,
    cluster: 'localnet',
  });
}
