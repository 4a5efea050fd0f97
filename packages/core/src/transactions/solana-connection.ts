import {
  createSolanaRpc,
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

/** How Latchkey talks to a Solana cluster: kit's RPC, and its subscriptions when available. */
export interface SolanaConnection {
  readonly rpc: Rpc<SolanaRpcApi>;
  /** Used to confirm by subscription; without it confirmation polls. */
  readonly rpcSubscriptions: RpcSubscriptions<SignatureNotificationsApi> | undefined;
  /** Commitment reads and confirmations use. Default 'confirmed'. */
  readonly commitment: Commitment;
}

/**
 * Connects to a network's RPC and subscription endpoints.
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
  options: { commitment?: Commitment } = {},
): SolanaConnection {
  return Object.freeze({
    rpc: createSolanaRpc(getRpcUrl(network)),
    rpcSubscriptions: createSolanaRpcSubscriptions(getWsUrl(network)),
    commitment: options.commitment ?? DEFAULT_COMMITMENT,
  });
}
