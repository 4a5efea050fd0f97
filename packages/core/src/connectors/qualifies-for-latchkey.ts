import type { Wallet } from '@wallet-standard/base';

/** Which Latchkey flow a wallet must serve. */
export type WalletStandardMode = 'connect-only' | 'connect-and-sign';

/** The features a wallet needs before it is listed (SPEC §5). */
export const REQUIRED_WALLET_STANDARD_FEATURES = [
  'standard:events',
  'standard:connect',
  'solana:signTransaction',
] as const;

/**
 * Whether a Wallet Standard wallet can serve Latchkey: it must offer `standard:events`,
 * `standard:connect` and `solana:signTransaction`, plus `solana:signMessage` in connect-and-sign
 * mode, and support at least one Solana chain. Wallets that fail are never listed.
 *
 * @example
 * ```ts
 * const usable = getWallets().get().filter((wallet) => qualifiesForLatchkey(wallet));
 * ```
 */
export function qualifiesForLatchkey(
  wallet: Wallet,
  mode: WalletStandardMode = 'connect-only',
): boolean {
  const features = wallet.features as Record<string, unknown>;
  const needed: readonly string[] =
    mode === 'connect-and-sign'
      ? [...REQUIRED_WALLET_STANDARD_FEATURES, 'solana:signMessage']
      : REQUIRED_WALLET_STANDARD_FEATURES;
  return (
    needed.every((name) => typeof features[name] === 'object' && features[name] !== null) &&
    wallet.chains.some((chain) => chain.startsWith('solana:'))
  );
}
