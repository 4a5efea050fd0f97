import {
  createDefaultRpcTransport,
  createSolanaRpcFromTransport,
  createSolanaRpcSubscriptions,
  type Rpc,
  type RpcSubscriptions,
  type SignatureNotificationsApi,
  type SolanaRpcApi,
} from '@solana/kit';
import { getRpcUrl, getWsUrl } from '../networks/get-rpc-url.js';
import {
  type Commitment,
  DEFAULT_COMMITMENT,
  type SolanaNetwork,
} from '../networks/solana-network.js';
import { createRetryingTransport, type RpcRetryOptions } from './retrying-transport.js';

/** How Latchkey talks to a Solana cluster: kit's RPC, and its subscriptions when available. */
export interface SolanaConnection {
  readonly rpc: Rpc<SolanaRpcApi>;
  /** Used to confirm by subscription; without it confirmation polls. */
  readonly rpcSubscriptions: RpcSubscriptions<SignatureNotificationsApi> | undefined;
  /** Commitment reads and confirmations use. Default 'confirmed'. */
  readonly commitment: Commitment;
}

/**
 * Connects to a network's RPC and subscription endpoints. Requests that fail for a passing
 * reason (429, 5xx, no answer, a time-out, a body that is not JSON) are retried with backoff, a
 * bounded number of times (`retry`).
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__NETWORK__RPC_URL_MISSING`: 'No rpcUrl'.
 * @example
 * ```ts
 * const connection = createSolanaConnection(config.getNetwork());
 * const { value } = await connection.rpc.getBalance(address).send();
 * ```
 */
export function createSolanaConnection(
  network: Pick<SolanaNetwork, 'rpcUrl' | 'wsUrl'>,
  options: { commitment?: Commitment; retry?: RpcRetryOptions } = {},
): SolanaConnection {
  const transport = createDefaultRpcTransport({ url: getRpcUrl(network) });
  return Object.freeze({
    rpc: createSolanaRpcFromTransport(createRetryingTransport(transport, options.retry)),
    rpcSubscriptions: createSolanaRpcSubscriptions(getWsUrl(network)),
    commitment: options.commitment ?? DEFAULT_COMMITMENT,
  });
}
