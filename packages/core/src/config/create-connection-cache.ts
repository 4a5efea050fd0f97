import type { SolanaNetwork } from '../networks/solana-network.js';
import type { SolanaConnection } from '../transactions/solana-connection.js';

/**
 * The config's connections: one per network, made on first use (the RPC client loads then, not
 * with the page) and kept, so every read, send and confirmation on a network shares one HTTP
 * client and one subscription socket. The selected network's socket is kept open while idle;
 * another network's is let go when the selection moves.
 *
 * @example
 * ```ts
 * const connections = createConnectionCache(selection.getNetwork);
 * const { rpc } = await connections.get();
 * connections.release(); // lets the socket close
 * ```
 */
export function createConnectionCache(getNetwork: () => SolanaNetwork) {
  const made = new Map<string, Promise<SolanaConnection>>();
  let socketHolder: SolanaConnection | undefined;

  const keyOf = (network: SolanaNetwork) =>
    `${network.networkId} ${network.rpcUrl ?? ''} ${network.wsUrl ?? ''}`;

  const get = (): Promise<SolanaConnection> => {
    const network = getNetwork();
    const key = keyOf(network);
    let connection = made.get(key);
    if (!connection) {
      connection = import('../transactions/solana-connection.js').then(
        ({ createSolanaConnection }) => createSolanaConnection(network),
      );
      // A failure (no rpcUrl) is not kept: the next call tries again.
      connection.catch(() => made.delete(key));
      made.set(key, connection);
    }
    return connection;
  };

  return {
    /** The selected network's connection, its socket held open (another network's let go). */
    async get(): Promise<SolanaConnection> {
      const connection = await get();
      if (socketHolder !== connection) socketHolder?.releaseSocket?.();
      socketHolder = connection;
      connection.keepSocketOpen?.();
      return connection;
    },
    /** Lets every socket close (the config is done with). */
    release(): void {
      socketHolder?.releaseSocket?.();
      socketHolder = undefined;
    },
  };
}
