import type { Config } from '../config/create-config.js';
import type { Connector, CreateConnectorsFn } from '../connectors/connector.js';
import type { CustodySignature } from '../custody/custody-activity.js';
import type { AddPasskeyParameters } from './add-passkey.js';
import type { AddWalletParameters, AddWalletReturnType } from './add-wallet.js';
import type {
  SendEmailCodeParameters,
  SignInWithEmailCodeParameters,
} from './email-code-sign-in.js';
import type {
  RecoverWithEmailCodeParameters,
  StartEmailRecoveryParameters,
} from './email-recovery.js';
import type { EmbeddedWalletHandle } from './embedded-wallet-state.js';
import type { EmbeddedWalletUser } from './embedded-wallet-user.js';
import type { ExportKeyParameters, ExportKeyReturnType } from './export-key.js';
import type {
  LinkOAuthAccountParameters,
  LinkOAuthAccountReturnType,
} from './link-oauth-account.js';
import type { SignInWithOAuthParameters } from './oauth-sign-in-parameters.js';
import type { RecoverWithPasskeyParameters } from './recover-with-passkey.js';
import type { SignInWithPasskeyParameters } from './sign-in-with-passkey.js';
import type { SignRawPayloadParameters } from './sign-raw-payload.js';
import type { SignUpWithPasskeyParameters } from './sign-up-with-passkey.js';

/**
 * An embedded wallet, from `createEmbeddedWallet`: its connectors for the config, and each
 * flow as a method — the same as the flow action of that name called with this wallet
 * (`embeddedWallet.signInWithPasskey(p)` is `signInWithPasskey(embeddedWallet, p)`). A login
 * connects the user's wallet on the config given to it or to `createEmbeddedWallet`.
 *
 * @example
 * ```ts
 * const embeddedWallet: EmbeddedWallet = createEmbeddedWallet({ appName: 'Acme', organizationId, productApi });
 * const user = await embeddedWallet.signInWithPasskey({ config });
 * ```
 */
export interface EmbeddedWallet extends EmbeddedWalletHandle {
  /** For `createConfig({ connectors })`: one connector per Solana wallet of the signed-in user. */
  readonly connectors: CreateConnectorsFn;
  /** The signed-in user, when there is one. */
  getUser(): EmbeddedWalletUser | undefined;
  /**
   * The id of the user's Solana wallet connector, to pass to `connect`.
   *
   * @throws {LatchkeyError} 'User address not found' when the user has no Solana wallet.
   */
  connectorIdOf(user: EmbeddedWalletUser): string;
  /** Registers a passkey and signs the user up (their sub-organization and wallet). */
  signUpWithPasskey(parameters: SignUpWithPasskeyParameters): Promise<EmbeddedWalletUser>;
  /** Signs in with an existing passkey; see `signInWithPasskey`. */
  signInWithPasskey(parameters?: SignInWithPasskeyParameters): Promise<EmbeddedWalletUser>;
  /** Emails the user a one-time code (signing a new email up first). */
  sendEmailCode(parameters: SendEmailCodeParameters): Promise<void>;
  /** The email a code was sent to and not yet used, while it is still good (after a reload too). */
  getPendingEmailCode(): Promise<{ email: string } | undefined>;
  /**
   * Signs in with the emailed code; see `signInWithEmailCode`.
   *
   * @throws {LatchkeyError} 'The code is invalid or expired.'
   */
  signInWithEmailCode(parameters: SignInWithEmailCodeParameters): Promise<EmbeddedWalletUser>;
  /**
   * Signs in (or up) with Google, Apple or another configured OpenID provider: in a popup on
   * desktops (call it straight from the click), by redirect on phones.
   */
  signInWithOAuth(parameters: SignInWithOAuthParameters): Promise<EmbeddedWalletUser>;
  /**
   * Links a Google, Apple or other OpenID account to the signed-in user, in a popup (call it
   * straight from the click); see `linkOAuthAccount`.
   */
  linkOAuthAccount(parameters: LinkOAuthAccountParameters): Promise<LinkOAuthAccountReturnType>;
  /**
   * Finishes a sign-in back from a provider by redirect, connecting on `config` (default: the
   * wallet's): the user, or `undefined` when the page did not come back from one or the sign-in
   * failed (logged as a warning). Runs once per page — the config starts it when it first reads
   * the wallet's connectors; a call hands over that run, to await it.
   */
  resumeOAuth(config?: Config): Promise<EmbeddedWalletUser | undefined>;
  /** The OpenID providers this wallet offers, in the order configured: their ids and names. */
  getOAuthProviders(): readonly { readonly id: string; readonly name: string }[];
  /** Whether an email recovery session is open: type email, and not past its expiry. */
  isRecoverySessionActive(now?: number): Promise<boolean>;
  /** Email recovery, step 1: a recovery code is emailed, sealed to a new recovery frame. */
  startEmailRecovery(parameters: StartEmailRecoveryParameters): Promise<void>;
  /** The email a recovery code was sent to on this page, while one is awaited. */
  getPendingRecovery(): { email: string } | undefined;
  /**
   * Email recovery, step 2: the code, a new passkey, and the user signed in; see
   * `recoverWithEmailCode`.
   *
   * @throws {CustodyError} 'The code is invalid or expired.'
   * @throws {LatchkeyError} 'Cannot proceed with your request' when no recovery was started.
   */
  recoverWithEmailCode(parameters: RecoverWithEmailCodeParameters): Promise<EmbeddedWalletUser>;
  /** Signs in with a passkey kept elsewhere and notes the recovery; see `recoverWithPasskey`. */
  recoverWithPasskey(parameters?: RecoverWithPasskeyParameters): Promise<EmbeddedWalletUser>;
  /**
   * Adds a passkey to the signed-in user during an email recovery session.
   *
   * @throws {LatchkeyError} 'Cannot proceed with your request' outside a recovery session.
   */
  addPasskey(parameters?: AddPasskeyParameters): Promise<void>;
  /**
   * Shows the Solana wallet's private key (or phrase) inside the provider's export frame.
   *
   * @throws {CustodyError} 'No turnkey account' when nobody is signed in.
   */
  exportKey(parameters: ExportKeyParameters): Promise<ExportKeyReturnType>;
  /**
   * Gives the user another embedded wallet, named, with its own connector; see `addWallet`.
   *
   * @throws {CustodyError} 'No turnkey account' when nobody is signed in.
   */
  addWallet(parameters: AddWalletParameters): Promise<AddWalletReturnType>;
  /**
   * Signs a raw payload with one of the user's accounts, Solana or EVM; see `signRawPayload`.
   *
   * @throws {CustodyError} 'No turnkey account' for an address that is not the user's.
   */
  signRawPayload(parameters: SignRawPayloadParameters): Promise<CustodySignature>;
  /**
   * Signs the user out (revoking their session key and sign-in credentials at the provider),
   * after disconnecting `connector` when given; see `signOut`.
   */
  signOut(connector?: Connector): Promise<void>;
}
