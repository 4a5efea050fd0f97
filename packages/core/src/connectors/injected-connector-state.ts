import {
  LATCHKEY_ERROR__WALLET__FEATURE_NOT_SUPPORTED,
  LATCHKEY_ERROR__WALLET__NOT_CONNECTED,
} from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import type { Emitter } from '../events/create-emitter.js';
import { isSolanaAddress } from '../validation/solana-address.js';
import type { ConnectorEvents } from './connector.js';
import type { InjectedProvider, InjectedPublicKey } from './injected-provider.js';
import type { WalletQuirks } from './wallet-quirks.js';

/**
 * What the parts of an injected connector share: the provider with the wallet's name and quirks,
 * and the connection they keep (the address, when it was made, how to stop its events).
 *
 * @example
 * ```ts
 * const state: InjectedConnectorState = {
 *   provider, name: 'Solflare', quirks: {}, emitter: createEmitter(),
 *   address: undefined, connectedAt: 0, stopEvents: undefined,
 * };
 * ```
 */
export interface InjectedConnectorState {
  readonly provider: InjectedProvider;
  readonly name: string;
  readonly quirks: WalletQuirks;
  readonly emitter: Emitter<ConnectorEvents>;
  address: string | undefined;
  connectedAt: number;
  stopEvents: (() => void) | undefined;
}

/**
 * The provider's method bound to it, or 'Feature not supported' naming the wallet and method.
 *
 * @example
 * ```ts
 * const signMessage = injectedMethod(state, 'signMessage');
 * ```
 */
export function injectedMethod<TName extends keyof InjectedProvider>(
  state: InjectedConnectorState,
  methodName: TName,
): NonNullable<InjectedProvider[TName]> {
  const { provider } = state;
  const found = provider[methodName];
  if (typeof found !== 'function') {
    throw new LatchkeyError(LATCHKEY_ERROR__WALLET__FEATURE_NOT_SUPPORTED, {
      context: { wallet: state.name, feature: methodName },
    });
  }
  return (found as (...args: unknown[]) => unknown).bind(provider) as NonNullable<
    InjectedProvider[TName]
  >;
}

/**
 * The connected address, or 'No wallet is connected'.
 *
 * @example
 * ```ts
 * const address = requireInjectedAddress(state);
 * ```
 */
export function requireInjectedAddress(state: InjectedConnectorState): string {
  if (!state.address) throw new LatchkeyError(LATCHKEY_ERROR__WALLET__NOT_CONNECTED);
  return state.address;
}

/**
 * Follows the provider's `accountChanged` and `disconnect` events into the connector's own
 * (replacing any earlier subscription); `state.stopEvents` ends it.
 *
 * @example
 * ```ts
 * followInjectedEvents(state);
 * ```
 */
export function followInjectedEvents(state: InjectedConnectorState): void {
  const { provider, emitter } = state;
  state.stopEvents?.();
  const onAccountChanged = (publicKey: unknown) => {
    const next = readInjectedAddress(publicKey as InjectedPublicKey | null);
    if (next === state.address) return;
    // null: the wallet switched to an account that has not approved this site.
    state.address = next;
    emitter.emit('accountsChanged', { accounts: next ? [next] : [] });
  };
  const onDisconnect = () => {
    if (!state.address) return;
    state.address = undefined;
    emitter.emit('disconnect', undefined);
  };
  provider.on?.('accountChanged', onAccountChanged);
  provider.on?.('disconnect', onDisconnect);
  state.stopEvents = () => {
    const off = (provider.off ?? provider.removeListener)?.bind(provider);
    off?.('accountChanged', onAccountChanged);
    off?.('disconnect', onDisconnect);
  };
}

/**
 * A provider's public key as a Solana address, or `undefined` when it is none.
 *
 * @example
 * ```ts
 * readInjectedAddress(provider.publicKey); // '9xQe…' or undefined
 * ```
 */
export function readInjectedAddress(
  publicKey: InjectedPublicKey | null | undefined,
): string | undefined {
  if (!publicKey || typeof publicKey.toBase58 !== 'function') return undefined;
  const value = publicKey.toBase58();
  return typeof value === 'string' && isSolanaAddress(value) ? value : undefined;
}
