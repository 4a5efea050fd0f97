import { LATCHKEY_ERROR__WALLET__FEATURE_NOT_SUPPORTED } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { isSolanaAddress } from '../validation/solana-address.js';

/** A public key as injected providers hand it out (web3.js v1's PublicKey shape). */
export interface InjectedPublicKey {
  toBytes?(): Uint8Array;
  toBase58(): string;
}

/**
 * The Phantom-style provider a wallet injects into `window` (Solflare and Backpack follow the
 * same shape). Only what Latchkey calls is declared; everything is optional because extensions
 * differ and an extension's global is outside data.
 *
 * @example
 * ```ts
 * const provider = (window as { phantom?: { solana?: InjectedProvider } }).phantom?.solana;
 * ```
 */
export interface InjectedProvider {
  publicKey?: InjectedPublicKey | null;
  isConnected?: boolean;
  connect?(options?: {
    onlyIfTrusted?: boolean;
  }): Promise<{ publicKey?: InjectedPublicKey } | undefined>;
  disconnect?(): Promise<void>;
  signMessage?(
    message: Uint8Array,
    display?: 'utf8' | 'hex',
  ): Promise<{ signature: Uint8Array } | Uint8Array>;
  signTransaction?(transaction: unknown): Promise<unknown>;
  signAllTransactions?(transactions: unknown[]): Promise<unknown[]>;
  signAndSendTransaction?(
    transaction: unknown,
    options?: { skipPreflight?: boolean; preflightCommitment?: string },
  ): Promise<{ signature: string | Uint8Array }>;
  on?(event: string, listener: (...args: unknown[]) => void): void;
  off?(event: string, listener: (...args: unknown[]) => void): void;
  removeListener?(event: string, listener: (...args: unknown[]) => void): void;
}

/** The provider's method bound to it, or 'Feature not supported' naming the wallet and method. */
export function injectedMethod<TName extends keyof InjectedProvider>(
  provider: InjectedProvider,
  wallet: string,
  methodName: TName,
): NonNullable<InjectedProvider[TName]> {
  const found = provider[methodName];
  if (typeof found !== 'function') {
    throw new LatchkeyError(LATCHKEY_ERROR__WALLET__FEATURE_NOT_SUPPORTED, {
      context: { wallet, feature: methodName },
    });
  }
  return (found as (...args: unknown[]) => unknown).bind(provider) as NonNullable<
    InjectedProvider[TName]
  >;
}

/** A provider's public key as a Solana address, or `undefined` when it is none. */
export function readInjectedAddress(
  publicKey: InjectedPublicKey | null | undefined,
): string | undefined {
  if (!publicKey || typeof publicKey.toBase58 !== 'function') return undefined;
  const value = publicKey.toBase58();
  return typeof value === 'string' && isSolanaAddress(value) ? value : undefined;
}
