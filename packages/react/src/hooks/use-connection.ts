'use client';
import type { SolanaConnection } from '@latchkey/core/transactions';
import { useEffect, useState } from 'react';
import { useConfig } from './use-config.js';
import { useLatchkeyState } from './use-latchkey-state.js';

/**
 * The selected network's shared connection (`config.getConnection()`): the same RPC client and
 * open socket the SDK's reads, sends and confirmations use, for building transfers. Undefined
 * until it has loaded (the RPC client loads on first use) and while the network has no RPC URL;
 * it follows the network.
 *
 * @example
 * ```tsx
 * const connection = useConnection();
 * const built = connection && (await buildSolTransfer({ from, to, amount, connection }));
 * ```
 */
export function useConnection(): SolanaConnection | undefined {
  const config = useConfig();
  const { networkId } = useLatchkeyState();
  const [connection, setConnection] = useState<SolanaConnection>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: networkId selects the connection.
  useEffect(() => {
    let current = true;
    setConnection(undefined);
    config.getConnection().then(
      (made) => {
        if (current) setConnection(made);
      },
      (error: unknown) => config.logger.warn('No connection for the selected network', error),
    );
    return () => {
      current = false;
    };
  }, [config, networkId]);
  return connection;
}
