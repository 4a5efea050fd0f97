import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignInFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features';
import type { Wallet } from '@wallet-standard/base';
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features';
import { LATCHKEY_ERROR__WALLET__FEATURE_NOT_SUPPORTED } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';

/**
 * The Wallet Standard feature names Latchkey uses, as plain strings (importing the packages'
 * constants would pull their modules into every bundle).
 *
 * @example
 * ```ts
 * const connect = wallet.features[WALLET_STANDARD_FEATURES.connect];
 * ```
 */
export const WALLET_STANDARD_FEATURES = {
  connect: 'standard:connect',
  disconnect: 'standard:disconnect',
  events: 'standard:events',
  signTransaction: 'solana:signTransaction',
  signAndSendTransaction: 'solana:signAndSendTransaction',
  signMessage: 'solana:signMessage',
  signIn: 'solana:signIn',
} as const;

/** Each feature's methods, by name. */
export interface StandardFeatureMethods {
  'standard:connect': StandardConnectFeature['standard:connect'];
  'standard:disconnect': StandardDisconnectFeature['standard:disconnect'];
  'standard:events': StandardEventsFeature['standard:events'];
  'solana:signTransaction': SolanaSignTransactionFeature['solana:signTransaction'];
  'solana:signAndSendTransaction': SolanaSignAndSendTransactionFeature['solana:signAndSendTransaction'];
  'solana:signMessage': SolanaSignMessageFeature['solana:signMessage'];
  'solana:signIn': SolanaSignInFeature['solana:signIn'];
}

/** A feature's methods, read at call time (a wallet may change them), or `undefined`. */
export function standardFeature<TName extends keyof StandardFeatureMethods>(
  wallet: Wallet,
  featureName: TName,
): StandardFeatureMethods[TName] | undefined {
  return (wallet.features as Record<string, unknown>)[featureName] as
    | StandardFeatureMethods[TName]
    | undefined;
}

/** A feature's methods, or 'Feature not supported' naming the wallet (by `name`) and feature. */
export function requireStandardFeature<TName extends keyof StandardFeatureMethods>(
  wallet: Wallet,
  name: string,
  featureName: TName,
): StandardFeatureMethods[TName] {
  const found = standardFeature(wallet, featureName);
  if (!found) {
    throw new LatchkeyError(LATCHKEY_ERROR__WALLET__FEATURE_NOT_SUPPORTED, {
      context: { wallet: name, feature: featureName },
    });
  }
  return found;
}
