'use client';
import type { ConnectionStatus, Connector, WalletOption } from '@latchkey/core';
import { useConfig } from './use-config.js';
import { useLatchkeyState } from './use-latchkey-state.js';

/** What {@link useWallet} returns. */
export interface UseWalletReturnType {
  status: ConnectionStatus;
  isConnected: boolean;
  /** The active account, when connected. */
  address: string | undefined;
  /** Every account the wallet shared, the active one first. */
  accounts: readonly string[];
  /** The connected wallet as the UI shows it. */
  wallet: WalletOption | undefined;
  /** The connector, for signing directly (signTransaction, signAllTransactions…). */
  connector: Connector | undefined;
}

/**
 * The connected wallet and account, following account switches made in the wallet.
 *
 * @example
 * ```tsx
 * const { address, wallet, isConnected } = useWallet();
 * if (isConnected) return <p>{wallet?.name}: {address}</p>;
 * ```
 */
export function useWallet(): UseWalletReturnType {
  const config = useConfig();
  const { status, address, accounts, connectorId, wallets } = useLatchkeyState();
  const isConnected = status === 'connected';
  return {
    status,
    isConnected,
    address,
    accounts,
    wallet: wallets.find((wallet) => wallet.id === connectorId),
    connector: isConnected ? config.getActiveConnector() : undefined,
  };
}
