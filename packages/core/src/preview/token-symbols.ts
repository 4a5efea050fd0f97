import type { SolanaCluster } from '../networks/solana-network.js';
import type { TokenListEntry } from './transaction-preview.js';

/**
 * The tokens a preview names without a host's list: Circle's USDC and Tether's USDT on mainnet,
 * and Circle's USDC on devnet. A mint is named only on its own cluster: on another, the same
 * address may be anyone's token.
 *
 * @example
 * ```ts
 * BUILT_IN_TOKENS['mainnet-beta'].map((token) => token.symbol); // ['USDC', 'USDT']
 * ```
 */
export const BUILT_IN_TOKENS: Readonly<Record<SolanaCluster, readonly TokenListEntry[]>> = {
  'mainnet-beta': [
    { mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', symbol: 'USDC' },
    { mint: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB', symbol: 'USDT' },
  ],
  devnet: [{ mint: '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU', symbol: 'USDC' }],
  testnet: [],
  localnet: [],
};

/**
 * A mint's symbol: from the host's list first, else the built-in one for the cluster, else
 * `undefined` (the view shows the mint).
 */
export function tokenSymbol(
  mint: string,
  tokens: readonly TokenListEntry[] | undefined,
  cluster: SolanaCluster | undefined,
): string | undefined {
  const named =
    tokens?.find((token) => token.mint === mint) ??
    (cluster ? BUILT_IN_TOKENS[cluster].find((token) => token.mint === mint) : undefined);
  return named?.symbol;
}
