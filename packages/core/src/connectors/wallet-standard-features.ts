import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignInFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features';
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features';

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

/**
 * Each feature's methods, by name.
 *
 * @example
 * ```ts
 * const events = wallet.features['standard:events'] as StandardFeatureMethods['standard:events'];
 * ```
 */
export interface StandardFeatureMethods {
  'standard:connect': StandardConnectFeature['standard:connect'];
  'standard:disconnect': StandardDisconnectFeature['standard:disconnect'];
  'standard:events': StandardEventsFeature['standard:events'];
  'solana:signTransaction': SolanaSignTransactionFeature['solana:signTransaction'];
  'solana:signAndSendTransaction': SolanaSignAndSendTransactionFeature['solana:signAndSendTransaction'];
  'solana:signMessage': SolanaSignMessageFeature['solana:signMessage'];
  'solana:signIn': SolanaSignInFeature['solana:signIn'];
}
