import type { Config } from '../config/create-config.js';
import { createConnectorList } from '../connectors/create-connector-list.js';
import { LATCHKEY_ERROR__CONFIG__APP_NAME_MISSING } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import type { OAuthOptions } from '../oauth/oauth-provider.js';
import type { ProductApiClient } from '../product-api/create-product-api-client.js';
import { createStorage, type LatchkeyStorage } from '../storage/create-storage.js';
import { addPasskey, isRecoverySessionActive } from './add-passkey.js';
import { addWallet } from './add-wallet.js';
import { DEFAULT_AUTH_FRAME_URL } from './create-auth-frame.js';
import { getPendingEmailCode, sendEmailCode, signInWithEmailCode } from './email-code-sign-in.js';
import { getPendingRecovery, recoverWithEmailCode, startEmailRecovery } from './email-recovery.js';
import type { EmbeddedWallet } from './embedded-wallet.js';
import {
  DEFAULT_CUSTODY_BASE_URL,
  DEFAULT_EXPORT_FRAME_URL,
  type EmbeddedWalletState,
} from './embedded-wallet-state.js';
import { type EmbeddedWalletUser, embeddedConnectorId } from './embedded-wallet-user.js';
import { exportKey } from './export-key.js';
import { linkOAuthAccount } from './link-oauth-account.js';
import { provideEmbeddedConnectors } from './provide-embedded-connectors.js';
import { recoverWithPasskey } from './recover-with-passkey.js';
import { oauthProviderNames, signInWithOAuth } from './sign-in-with-oauth.js';
import { signInWithPasskey } from './sign-in-with-passkey.js';
import { signOut } from './sign-out.js';
import { signRawPayload } from './sign-raw-payload.js';
import { signUpWithPasskey } from './sign-up-with-passkey.js';
import { startOAuthResume } from './start-oauth-resume.js';

/**
 * The settings of {@link createEmbeddedWallet} besides its OpenID providers.
 *
 * @example
 * ```ts
 * const settings: EmbeddedWalletSettings = { appName: 'Acme', organizationId, productApi };
 * ```
 */
export interface EmbeddedWalletSettings {
  /** Shown by the browser's passkey prompt. Required. */
  appName: string | undefined;
  /** The host's parent organization at the custody provider. */
  organizationId: string;
  /** Makes users' sub-organizations (the host's backend). */
  productApi: ProductApiClient;
  /**
   * The config whose `connectors` list this wallet's, as a function (it is made after the
   * wallet): each login then connects the user's Solana wallet on it. Default: none — connect
   * with `connectorIdOf(user)` after a login, or pass `config` to the login.
   */
  config?: () => Config;
  /** Default {@link DEFAULT_CUSTODY_BASE_URL}. */
  custodyBaseUrl?: string;
  /** Default: the page's hostname. */
  rpId?: string;
  /** The custody provider's auth frame, for email login. Default {@link DEFAULT_AUTH_FRAME_URL}. */
  authFrameUrl?: string;
  /** The custody provider's export frame. Default {@link DEFAULT_EXPORT_FRAME_URL}. */
  exportFrameUrl?: string;
  /** How long the auth or export frame may take to answer one request. Default 30 s. */
  frameTimeoutMs?: number;
  /** Holds the signed-in user (ids and addresses only). Default: Latchkey's storage. */
  storage?: LatchkeyStorage;
  /** Holds the session key, a `CryptoKey`: IndexedDB by default. */
  sessionStorage?: LatchkeyStorage;
}

/**
 * Parameters of {@link createEmbeddedWallet}: its settings, and the OpenID providers it offers —
 * Google, Apple or any other, with the app's client ids (the server lists the same) and where
 * they return the user. Offering them needs `config`: a sign-in that comes back by redirect
 * finishes, and connects, on it.
 *
 * @example
 * ```ts
 * const parameters: EmbeddedWalletParameters = {
 *   appName: 'Acme', organizationId, productApi, config: () => config,
 *   oauth: { providers: { google: { clientId } } },
 * };
 * ```
 */
export type EmbeddedWalletParameters = EmbeddedWalletSettings &
  ({ oauth?: undefined } | { oauth: OAuthOptions; config: () => Config });

/**
 * Embedded wallets for a config: passkey sign-up and sign-in, email code, recovery, export and
 * raw signing, the signed-in user kept across reloads, and one connector per Solana wallet
 * (`embedded:<address>`), stamped by a session key the passkey authorizes. Each method is the
 * flow action of the same name (`signInWithPasskey(embeddedWallet, …)`), over one explicit
 * state (`embeddedWallet.state`), which the flows change only through its transitions.
 *
 * @throws {LatchkeyError} 'Embedded wallets need an appName'.
 * @example
 * ```ts
 * const embeddedWallet = createEmbeddedWallet({
 *   appName: 'Acme',
 *   organizationId,
 *   productApi,
 *   config: () => config, // a login connects the user's wallet by itself
 * });
 * const config = createConfig({ networks, connectors: [walletStandard(), embeddedWallet.connectors] });
 * const user = await embeddedWallet.signUpWithPasskey({ email: 'ada@example.com' });
 * ```
 */
export function createEmbeddedWallet(parameters: EmbeddedWalletParameters): EmbeddedWallet {
  const { appName } = parameters;
  if (!appName) throw new LatchkeyError(LATCHKEY_ERROR__CONFIG__APP_NAME_MISSING);
  const state: EmbeddedWalletState = {
    ...parameters,
    appName,
    custodyBaseUrl: parameters.custodyBaseUrl ?? DEFAULT_CUSTODY_BASE_URL,
    authFrameUrl: parameters.authFrameUrl ?? DEFAULT_AUTH_FRAME_URL,
    exportFrameUrl: parameters.exportFrameUrl ?? DEFAULT_EXPORT_FRAME_URL,
    storage: parameters.storage ?? createStorage(),
    connectorList: createConnectorList(),
    phase: 'signedOut',
  };
  // The page's one finishing of a redirect sign-in: started by the first call, handed over after.
  let resuming: Promise<EmbeddedWalletUser | undefined> | undefined;
  const wallet: EmbeddedWallet = {
    state,
    connectors: (context) => provideEmbeddedConnectors(wallet, context),
    getUser: () => state.user,
    connectorIdOf: embeddedConnectorId,
    signUpWithPasskey: (signUp) => signUpWithPasskey(wallet, signUp),
    signInWithPasskey: (signIn) => signInWithPasskey(wallet, signIn),
    sendEmailCode: (send) => sendEmailCode(wallet, send),
    getPendingEmailCode: () => getPendingEmailCode(wallet),
    signInWithEmailCode: (signIn) => signInWithEmailCode(wallet, signIn),
    signInWithOAuth: (signIn) => signInWithOAuth(wallet, signIn),
    linkOAuthAccount: (link) => linkOAuthAccount(wallet, link),
    resumeOAuth: (config) => (resuming ??= startOAuthResume(wallet, { config })),
    getOAuthProviders: () => oauthProviderNames(state.oauth),
    isRecoverySessionActive: (now) => isRecoverySessionActive(wallet, { now }),
    startEmailRecovery: (start) => startEmailRecovery(wallet, start),
    getPendingRecovery: () => getPendingRecovery(wallet),
    recoverWithEmailCode: (recover) => recoverWithEmailCode(wallet, recover),
    recoverWithPasskey: (recover) => recoverWithPasskey(wallet, recover),
    addPasskey: (names) => addPasskey(wallet, names),
    exportKey: (shown) => exportKey(wallet, shown),
    signRawPayload: (payload) => signRawPayload(wallet, payload),
    addWallet: (named) => addWallet(wallet, named),
    signOut: (connector) => signOut(wallet, { connector }),
  };
  return wallet;
}
