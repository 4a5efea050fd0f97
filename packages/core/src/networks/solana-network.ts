/** Solana clusters. 'localnet' is any validator (or the sandbox) run locally. */
export type SolanaCluster = 'mainnet-beta' | 'testnet' | 'devnet' | 'localnet';

/** Transaction commitment levels. */
export type Commitment = 'processed' | 'confirmed' | 'finalized';

/** The cluster assumed when none is given or known. */
export const DEFAULT_CLUSTER: SolanaCluster = 'mainnet-beta';
/** The commitment Latchkey reads and confirms at unless told otherwise. */
export const DEFAULT_COMMITMENT: Commitment = 'confirmed';

/** A Solana network a host enables. */
export interface SolanaNetwork {
  /** Numeric id: 101 mainnet-beta, 102 testnet, 103 devnet, 104 localnet by convention. */
  readonly networkId: number;
  /** The wallet-standard chain id, such as 'solana:devnet'. */
  readonly chainId: `solana:${string}`;
  /** Name shown to users. */
  readonly name: string;
  readonly cluster: SolanaCluster;
  /** The genesis block hash, when known; identifies the cluster behind an RPC. */
  readonly genesisHash: string | undefined;
  /** Block explorers, first preferred. */
  readonly blockExplorerUrls: readonly string[];
  /** JSON-RPC endpoint over HTTP. */
  readonly rpcUrl: string | undefined;
  /** Subscription endpoint; derived from `rpcUrl` when absent. */
  readonly wsUrl: string | undefined;
  /** Whether users may select it. Default true. */
  readonly enabled: boolean;
}
