import type { Config } from '../config/create-config.js';
import type { createConnectorList } from '../connectors/create-connector-list.js';
import type { OAuthOptions } from '../oauth/oauth-provider.js';
import type { ProductApiClient } from '../product-api/create-product-api-client.js';
import type { LatchkeyStorage } from '../storage/create-storage.js';
import type { EmbeddedWalletStatus } from './embedded-wallet-store.js';

/** Where the signed-in user (ids and wallets — nothing secret) is kept across reloads. */
export const EMBEDDED_USER_STORAGE_KEY = 'embedded:user';

/** Turnkey's API, the default custody provider. */
export const DEFAULT_CUSTODY_BASE_URL = 'https://api.turnkey.com';

/** The custody provider's export frame, the default for key export. */
export const DEFAULT_EXPORT_FRAME_URL = 'https://export.turnkey.com';

/**
 * What an embedded wallet is set up with, fixed by `createEmbeddedWallet`.
 *
 * @example
 * ```ts
 * const { appName, organizationId }: EmbeddedWalletSetup = embeddedWallet.state;
 * ```
 */
export interface EmbeddedWalletSetup {
  /** Shown by the browser's passkey prompt. */
  readonly appName: string;
  /** The host's parent organization at the custody provider. */
  readonly organizationId: string;
  /** Makes users' sub-organizations, emails codes and starts recoveries (the host's backend). */
  readonly productApi: ProductApiClient;
  readonly custodyBaseUrl: string;
  /** The passkeys' relying party; `undefined`: the page's hostname, read when a passkey is used. */
  readonly rpId?: string | undefined;
  readonly authFrameUrl: string;
  readonly exportFrameUrl: string;
  /** How long a frame may take to answer one request; `undefined`: 30 s. */
  readonly frameTimeoutMs?: number | undefined;
  /** Holds the signed-in user, the pending email code and the recovery noted. */
  readonly storage: LatchkeyStorage;
  /** Holds the session key, a `CryptoKey`; `undefined`: IndexedDB. */
  readonly sessionStorage?: LatchkeyStorage | undefined;
  /** The config a login connects the user's wallet on, when the host named one. */
  readonly config?: (() => Config) | undefined;
  /** The OpenID providers offered (Google, Apple, …), when the host configured any. */
  readonly oauth?: OAuthOptions | undefined;
  /** What the config reads: one connector per Solana wallet of the signed-in user. */
  readonly connectorList: ReturnType<typeof createConnectorList>;
}

/**
 * Everything an embedded wallet knows, in one object the flow actions read: its setup, and where
 * the user stands, which only the transitions of `embedded-wallet-store.ts` change.
 *
 * @example
 * ```ts
 * const { user, recovery }: EmbeddedWalletState = embeddedWallet.state;
 * ```
 */
export type EmbeddedWalletState = EmbeddedWalletSetup & EmbeddedWalletStatus;

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
