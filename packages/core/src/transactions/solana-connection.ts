import {
  createDefaultRpcSubscriptionsChannelCreator,
  createDefaultRpcSubscriptionsTransport,
  createDefaultRpcTransport,
  createSolanaRpcFromTransport,
  createSolanaRpcSubscriptionsFromTransport,
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
  /**
   * Opens the subscription socket now and keeps it open while no subscription uses it, so a
   * later confirmation subscribes on an open socket instead of waiting for a handshake. Opens
   * it again if it was lost. Absent on connections a host made by hand.
   */
  readonly keepSocketOpen?: () => void;
  /** Lets the socket close once its last subscription ends (the default behaviour). */
  readonly releaseSocket?: () => void;
  /** Whether the kept socket is open now (a subscription on it waits for no handshake). */
  readonly isSocketOpen?: () => boolean;
}

/**
 * Connects to a network's RPC and subscription endpoints. Requests that fail for a passing
 * reason (429, 5xx, no answer, a time-out, a body that is not JSON) are retried with jittered
 * backoff that honours `Retry-After`, a bounded number of times (`retry`). The socket opens with
 * the first subscription, or ahead of it with `keepSocketOpen()`.
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
  // Plain JSON on the socket: the only subscription Latchkey makes (a signature's status) holds
  // no integer past 2^53, and the native parser is what keeps the confirmation's tail short.
  const createChannel = createDefaultRpcSubscriptionsChannelCreator({ url: getWsUrl(network) });
  // kit pools sockets and closes one when its last subscriber leaves; holding a subscriber's
  // place in the pool (a lease) keeps it open between sends.
  let lease: AbortController | undefined;
  let open = false;
  const releaseSocket = () => {
    lease?.abort();
    lease = undefined;
    open = false;
  };
  const keepSocketOpen = () => {
    if (lease) return;
    const held = new AbortController();
    lease = held;
    const forget = () => {
      if (lease === held) releaseSocket();
    };
    createChannel({ abortSignal: held.signal }).then((channel) => {
      if (lease === held) open = true;
      channel.on('error', forget, { signal: held.signal });
    }, forget);
  };
  return Object.freeze({
    rpc: createSolanaRpcFromTransport(createRetryingTransport(transport, options.retry)),
    rpcSubscriptions: createSolanaRpcSubscriptionsFromTransport(
      createDefaultRpcSubscriptionsTransport({ createChannel }),
    ),
    commitment: options.commitment ?? DEFAULT_COMMITMENT,
    keepSocketOpen,
    releaseSocket,
    isSocketOpen: () => open,
  });
}
