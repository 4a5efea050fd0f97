'use client';
import { type SolanaNetwork, switchNetwork } from '@latchkey/core';
import { useCallback } from 'react';
import { useConfig } from './use-config.js';
import { useLatchkeyState } from './use-latchkey-state.js';

/** What {@link useNetwork} returns. */
export interface UseNetworkReturnType {
  /** The selected network. */
  network: SolanaNetwork;
  /** The networks the user may switch to. */
  networks: readonly SolanaNetwork[];
  /** Selects an enabled network; rejects with 'Chain with id {id} not found' otherwise. */
  switchNetwork: (networkId: number) => Promise<SolanaNetwork>;
}

/**
 * The selected Solana network and a way to switch it. The choice persists across reloads.
 *
 * @example
 * ```tsx
 * const { network, networks, switchNetwork } = useNetwork();
 * <select value={network.networkId} onChange={(e) => switchNetwork(Number(e.target.value))}>
 *   {networks.map((n) => <option key={n.networkId} value={n.networkId}>{n.name}</option>)}
 * </select>
 * ```
 */
export function useNetwork(): UseNetworkReturnType {
  const config = useConfig();
  const { networkId } = useLatchkeyState();
  const network =
    config.networks.find((candidate) => candidate.networkId === networkId) ?? config.getNetwork();
  return {
    network,
    networks: config.networks,
    switchNetwork: useCallback(
      (networkId: number) => switchNetwork(config, { networkId }),
      [config],
    ),
  };
}
