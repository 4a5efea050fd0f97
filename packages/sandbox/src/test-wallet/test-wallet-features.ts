import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  SolanaSignIn,
  type SolanaSignInFeature,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features';
import type { Wallet } from '@wallet-standard/base';
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
} from '@wallet-standard/features';
import { createConnect, createDisconnect, createOn } from './test-wallet-connection.js';
import { createSignIn, createSignMessage } from './test-wallet-message-signing.js';
import type { TestWalletSession } from './test-wallet-session.js';
import {
  createSignAndSendTransaction,
  createSignTransaction,
} from './test-wallet-transaction-signing.js';

/**
 * Every feature the test wallet can offer; `dropFeatures` removes some of them.
 *
 * @example
 * ```ts
 * const features = control.wallet.features as TestWalletFeatures;
 * await features['standard:connect']?.connect();
 * ```
 */
export type TestWalletFeatures = Partial<
  StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature &
    SolanaSignMessageFeature &
    SolanaSignInFeature
>;

type AllFeatures = Required<TestWalletFeatures>;

// In the order wallets list them (and accounts their `solana:` ones).
const FEATURE_BUILDERS: {
  [F in keyof AllFeatures]: (session: TestWalletSession) => AllFeatures[F];
} = {
  [StandardConnect]: (session) => ({ version: '1.0.0', connect: createConnect(session) }),
  [StandardDisconnect]: (session) => ({ version: '1.0.0', disconnect: createDisconnect(session) }),
  [StandardEvents]: (session) => ({ version: '1.0.0', on: createOn(session) }),
  [SolanaSignTransaction]: (session) => ({
    version: '1.0.0',
    supportedTransactionVersions: ['legacy', 0],
    signTransaction: createSignTransaction(session),
  }),
  [SolanaSignAndSendTransaction]: (session) => ({
    version: '1.0.0',
    supportedTransactionVersions: ['legacy', 0],
    signAndSendTransaction: createSignAndSendTransaction(session),
  }),
  [SolanaSignMessage]: (session) => ({
    version: '1.0.0',
    signMessage: createSignMessage(session),
  }),
  [SolanaSignIn]: (session) => ({ version: '1.0.0', signIn: createSignIn(session) }),
};

/** The features a test wallet offers: all but the `dropFeatures` ones, in a fixed order. */
export function testWalletFeatureNames(dropFeatures: readonly string[]): (keyof AllFeatures)[] {
  return (Object.keys(FEATURE_BUILDERS) as (keyof AllFeatures)[]).filter(
    (feature) => !dropFeatures.includes(feature),
  );
}

/** The wallet's `features`, frozen: each named feature's methods over the session. */
export function buildTestWalletFeatures(
  session: TestWalletSession,
  names: readonly (keyof AllFeatures)[],
): Wallet['features'] {
  return Object.freeze(
    Object.fromEntries(names.map((name) => [name, FEATURE_BUILDERS[name](session)])),
  );
}
