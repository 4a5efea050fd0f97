import type { SolanaNetwork } from './solana-network.js';

/**
 * A link to an address or a transaction on the network's first block explorer, keeping the
 * explorer's own query (such as `?cluster=devnet`); undefined when the network lists none.
 *
 * @example
 * ```ts
 * getExplorerUrl(solanaDevnet(), { address });
 * // 'https://explorer.solana.com/address/<address>?cluster=devnet'
 * getExplorerUrl(network, { signature }); // …/tx/<signature>…
 * ```
 */
export function getExplorerUrl(
  network: Pick<SolanaNetwork, 'blockExplorerUrls'>,
  target: { address: string } | { signature: string },
): string | undefined {
  const base = network.blockExplorerUrls?.[0];
  if (!base) return undefined;
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const [kind, value] =
    'address' in target ? ['address', target.address] : ['tx', target.signature];
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${kind}/${encodeURIComponent(value)}`;
  return url.toString();
}
