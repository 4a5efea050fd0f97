import { LATCHKEY_ERROR__NETWORK__RPC_URL_MISSING } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import type { SolanaNetwork } from './solana-network.js';

/**
 * The network's HTTP RPC endpoint.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__NETWORK__RPC_URL_MISSING`: 'No rpcUrl'.
 * @example
 * ```ts
 * const rpc = createSolanaRpc(getRpcUrl(network));
 * ```
 */
export function getRpcUrl(network: Pick<SolanaNetwork, 'rpcUrl'>): string {
  if (!network.rpcUrl) throw new LatchkeyError(LATCHKEY_ERROR__NETWORK__RPC_URL_MISSING);
  return network.rpcUrl;
}

/**
 * The network's subscription endpoint: `wsUrl` when set, else the RPC URL with ws(s) and,
 * for an explicit port, the port plus one (the validator's convention).
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__NETWORK__RPC_URL_MISSING`: 'No rpcUrl'.
 * @example
 * ```ts
 * getWsUrl(solanaLocalnet()); // 'ws://127.0.0.1:8900/'
 * ```
 */
export function getWsUrl(network: Pick<SolanaNetwork, 'rpcUrl' | 'wsUrl'>): string {
  if (network.wsUrl) return network.wsUrl;
  const url = new URL(getRpcUrl(network));
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  if (url.port) url.port = String(Number(url.port) + 1);
  return url.toString();
}
