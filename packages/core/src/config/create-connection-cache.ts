import type { SolanaNetwork } from '../networks/solana-network.js';
import type { SolanaConnection } from '../transactions/solana-connection.js';

/**
 * The config's connections: one per network, made on first use (the RPC client loads then, not
 * with the page) and kept, so every read, send and confirmation on a network shares one HTTP
 * client and one subscription socket. A socket, once open, is kept open while idle; another
 * network's is let go when the selection moves. Reads alone never open one.
 */
export function createConnectionCache(getNetwork: () => SolanaNetwork) {
  const made = new Map<string, Promise<SolanaConnection>>();
  let socketHolder: SolanaConnection | undefined;
  return {
    /**
     * The selected network's connection. Its socket opens with the first subscription (or when
     * a send begins) and is then kept open; the previous network's is let go on a switch.
     */
    async get(): Promise<SolanaConnection> {
      const network = getNetwork();
      const key = `${network.networkId} ${network.rpcUrl ?? ''} ${network.wsUrl ?? ''}`;
      let making = made.get(key);
      if (!making) {
        making = import('../transactions/solana-connection.js').then(({ createSolanaConnection }) =>
          createSolanaConnection(network),
        );
        // A failure (no rpcUrl) is not kept: the next call tries again.
        making.catch(() => made.delete(key));
        made.set(key, making);
      }
      const connection = await making;
      if (socketHolder !== connection) socketHolder?.releaseSocket?.();
      socketHolder = connection;
      return connection;
    },
  };
}
