import type { Wallet, WalletAccount } from '@wallet-standard/base';
import {
  LATCHKEY_ERROR__WALLET__FEATURE_NOT_SUPPORTED,
  LATCHKEY_ERROR__WALLET__NOT_CONNECTED,
} from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import type { Emitter } from '../events/create-emitter.js';
import type { ConnectorContext, ConnectorEvents } from './connector.js';
import type { WalletQuirks } from './wallet-quirks.js';
import {
  WALLET_STANDARD_FEATURES as F,
  type StandardFeatureMethods,
} from './wallet-standard-features.js';

/**
 * What the parts of a Wallet Standard connector share: the wallet with its context and quirks,
 * and the state they keep (the accounts, when it was made, how to stop its events).
 *
 * @example
 * ```ts
 * const state: WalletStandardConnectorState = {
 *   wallet, name: wallet.name, context, quirks: {}, emitter: createEmitter(),
 *   accounts: [], connectedAt: 0, stopEvents: undefined,
 * };
 * ```
 */
export interface WalletStandardConnectorState {
  readonly wallet: Wallet;
  /** The wallet's name as it was when the connector was made. */
  readonly name: string;
  readonly context: ConnectorContext;
  readonly quirks: WalletQuirks;
  readonly emitter: Emitter<ConnectorEvents>;
  accounts: readonly WalletAccount[];
  connectedAt: number;
  stopEvents: (() => void) | undefined;
}

/**
 * A feature's methods, read at call time (a wallet may change them), or `undefined`.
 *
 * @example
 * ```ts
 * const disconnect = standardFeature(state, 'standard:disconnect');
 * ```
 */
export function standardFeature<TName extends keyof StandardFeatureMethods>(
  state: WalletStandardConnectorState,
  featureName: TName,
): StandardFeatureMethods[TName] | undefined {
  return (state.wallet.features as Record<string, unknown>)[featureName] as
    | StandardFeatureMethods[TName]
    | undefined;
}

/**
 * A feature's methods, or 'Feature not supported' naming the wallet and feature.
 *
 * @example
 * ```ts
 * const { signMessage } = requireStandardFeature(state, 'solana:signMessage');
 * ```
 */
export function requireStandardFeature<TName extends keyof StandardFeatureMethods>(
  state: WalletStandardConnectorState,
  featureName: TName,
): StandardFeatureMethods[TName] {
  const found = standardFeature(state, featureName);
  if (!found) {
    throw new LatchkeyError(LATCHKEY_ERROR__WALLET__FEATURE_NOT_SUPPORTED, {
      context: { wallet: state.name, feature: featureName },
    });
  }
  return found;
}

/**
 * The accounts that hold a Solana chain.
 *
 * @example
 * ```ts
 * const found = solanaAccounts(wallet.accounts);
 * ```
 */
export function solanaAccounts(list: readonly WalletAccount[]): readonly WalletAccount[] {
  return list.filter((account) => account.chains.some((chain) => chain.startsWith('solana:')));
}

/**
 * The active account, or 'No wallet is connected'.
 *
 * @example
 * ```ts
 * const account = activeStandardAccount(state);
 * ```
 */
export function activeStandardAccount(state: WalletStandardConnectorState): WalletAccount {
  const account = state.accounts[0];
  if (!account) throw new LatchkeyError(LATCHKEY_ERROR__WALLET__NOT_CONNECTED);
  return account;
}

/**
 * The selected chain as a request option, only where the wallet says it supports it.
 *
 * @example
 * ```ts
 * const input = { account, transaction, ...standardChainOption(state) };
 * ```
 */
export function standardChainOption(
  state: WalletStandardConnectorState,
): { chain: `${string}:${string}` } | Record<string, never> {
  const { chainId } = state.context.getNetwork();
  return state.wallet.chains.includes(chainId) ? { chain: chainId } : {};
}

/**
 * Sets the accounts, emitting `accountsChanged` when their addresses changed.
 *
 * @example
 * ```ts
 * setStandardAccounts(state, solanaAccounts(change.accounts));
 * ```
 */
export function setStandardAccounts(
  state: WalletStandardConnectorState,
  next: readonly WalletAccount[],
): void {
  const before = state.accounts.map((account) => account.address).join();
  state.accounts = next;
  const addresses = next.map((account) => account.address);
  if (addresses.join() !== before) state.emitter.emit('accountsChanged', { accounts: addresses });
}

/**
 * Follows the wallet's `standard:events` changes into the connector's events (replacing any
 * earlier subscription); `state.stopEvents` ends it.
 *
 * @example
 * ```ts
 * followStandardEvents(state);
 * ```
 */
export function followStandardEvents(state: WalletStandardConnectorState): void {
  state.stopEvents?.();
  state.stopEvents = standardFeature(state, F.events)?.on('change', (change) => {
    if (change.accounts) setStandardAccounts(state, solanaAccounts(change.accounts));
    if (change.chains) state.emitter.emit('chainChanged', { chains: [...change.chains] });
  });
}
