import type { Config } from '../config/create-config.js';
import type { ConnectorContext } from '../connectors/connector.js';
import type { createConnectorList } from '../connectors/create-connector-list.js';
import type { CustodyClient } from '../custody/create-custody-client.js';
import type { CustodySession } from '../custody/create-custody-session.js';
import type { OAuthOptions } from '../oauth/oauth-provider.js';
import type { ProductApiClient } from '../product-api/create-product-api-client.js';
import type { EmailLoginChallenge } from '../product-api/email-login-messages.js';
import type { LatchkeyStorage } from '../storage/create-storage.js';
import type { AuthFrame } from './create-auth-frame.js';
import type { EmbeddedWalletUser } from './embedded-wallet-user.js';

/** Where the signed-in user (ids and wallets — nothing secret) is kept across reloads. */
export const EMBEDDED_USER_STORAGE_KEY = 'embedded:user';

/** Turnkey's API, the default custody provider. */
export const DEFAULT_CUSTODY_BASE_URL = 'https://api.turnkey.com';

/** The custody provider's export frame, the default for key export. */
export const DEFAULT_EXPORT_FRAME_URL = 'https://export.turnkey.com';

/**
 * Everything an embedded wallet knows, in one object the flow actions read and change: its
 * settings, fixed by `createEmbeddedWallet`, then where the user stands, which the flows change
 * (each absent until a flow sets it).
 * Nothing in it is secret: the session key is a non-extractable key in IndexedDB, and an email
 * credential stays inside its frame.
 *
 * @example
 * ```ts
 * const { user, recovery }: EmbeddedWalletState = embeddedWallet.state;
 * ```
 */
export interface EmbeddedWalletState {
  /** Shown by the browser's passkey prompt. */
  readonly appName: string;
  /** The host's parent organization at the custody provider. */
  readonly organizationId: string;
  /** Makes users' sub-organizations, emails codes and starts recoveries (the host's backend). */
  readonly productApi: ProductApiClient;
  readonly custodyBaseUrl: string;
  /** The passkeys' relying party; `undefined`: the page's hostname, read when a passkey is used. */
  readonly rpId: string | undefined;
  readonly authFrameUrl: string;
  readonly exportFrameUrl: string;
  /** How long a frame may take to answer one request; `undefined`: 30 s. */
  readonly frameTimeoutMs: number | undefined;
  /** Holds the signed-in user, the pending email code and the recovery noted. */
  readonly storage: LatchkeyStorage;
  /** Holds the session key, a `CryptoKey`; `undefined`: IndexedDB. */
  readonly sessionStorage: LatchkeyStorage | undefined;
  /** The config a login connects the user's wallet on, when the host named one. */
  readonly config: (() => Config) | undefined;
  /** The OpenID providers offered (Google, Apple, …), when the host configured any. */
  readonly oauth: OAuthOptions | undefined;
  /** What the config reads: one connector per Solana wallet of the signed-in user. */
  readonly connectorList: ReturnType<typeof createConnectorList>;

  /** Given by the config when it first reads the connectors; nothing is published before. */
  connectorContext?: ConnectorContext | undefined;
  /** The signed-in user, also in storage (read back after a reload). */
  user?: EmbeddedWalletUser | undefined;
  /**
   * The credential that authorizes session keys on this page: the auth frame's after an email
   * code; `undefined` means the user's passkey.
   */
  credentialClient?: CustodyClient | undefined;
  /** The challenge of the code last emailed, until it is used (also in storage). */
  pendingEmail?: EmailLoginChallenge | undefined;
  /** The auth frame an email code's credential was sealed to, and stays in. */
  authFrame?: AuthFrame | undefined;
  /** The session and credential client the published connectors sign with; export uses them. */
  signer?: { readonly session: CustodySession; readonly client: CustodyClient } | undefined;
  /** The finishing of a sign-in that came back from a provider by redirect, once started. */
  oauthRedirect?: Promise<EmbeddedWalletUser | undefined> | undefined;
  /** An email recovery in progress: the frame its code is sealed to, where to ask, the email. */
  recovery?:
    | { readonly frame: AuthFrame; readonly organizationId: string; readonly email: string }
    | undefined;
}

/**
 * What every embedded-wallet flow action takes: the wallet, through its state. The
 * `EmbeddedWallet` from `createEmbeddedWallet` is one.
 *
 * @example
 * ```ts
 * const wallet: EmbeddedWalletHandle = createEmbeddedWallet({ appName, organizationId, productApi });
 * ```
 */
export interface EmbeddedWalletHandle {
  readonly state: EmbeddedWalletState;
}
