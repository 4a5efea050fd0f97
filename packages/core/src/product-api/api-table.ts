import type {
  EmailLoginChallenge,
  EmailLoginCredential,
  StartEmailLoginBody,
  VerifyEmailLoginBody,
} from './email-login-messages.js';
import type { EmailRecoveryStarted, StartEmailRecoveryBody } from './email-recovery-messages.js';
import type { EmbeddedUser, EmbeddedUserRequest } from './embedded-user-messages.js';
import type { EmbeddedKeyExport, ExportEmbeddedKeyBody } from './export-messages.js';
import type { VerifyEmailLinkBody } from './link-messages.js';
import type {
  ConfirmTotpEnrollmentBody,
  MfaFactors,
  MfaVerified,
  RecoveryCodes,
  RemoveMfaFactorBody,
  StartTotpEnrollmentBody,
  TotpEnrolled,
  TotpEnrollment,
  VerifyMfaBody,
} from './mfa-messages.js';
import type { OAuthLogin, OAuthLoginBody } from './oauth-login-messages.js';
import type {
  ConfirmPasskeyEnrollmentBody,
  PasskeyCheck,
  PasskeyEnrollment,
  StartPasskeyCheckBody,
  StartPasskeyEnrollmentBody,
} from './passkey-factor-messages.js';
import type {
  PasskeySession,
  PasskeySignInBody,
  RefreshSessionBody,
  Session,
  SignedOut,
  SignedOutEverywhere,
  SignInChallenge,
  SignInChallengeBody,
  UnlinkCredentialBody,
  WalletSignInBody,
} from './session-messages.js';
import type {
  OptimizeTransactionBody,
  SignSponsoredTransactionBody,
  SponsoredTransactionAnswer,
} from './sponsorship-messages.js';

/**
 * What a route reads besides its body: `'environment'`, the host app's environment token alone;
 * `'session'`, that and the user's session tokens (`LATCHKEY_SESSION_HEADER` or the session
 * cookies, and a refresh token in the body).
 *
 * @example
 * ```ts
 * const auth: ApiAuth = API_ROUTES.refreshSession.auth; // 'session'
 * ```
 */
export type ApiAuth = 'environment' | 'session';

/**
 * One row of {@link API_ROUTES}: a `POST` of JSON at `path` under the base URL, what it reads
 * besides its body, and, as types only (never set), the body it takes besides `environmentId`
 * and the answer of its 200.
 *
 * @example
 * ```ts
 * const row: ApiRoute<StartEmailLoginBody, EmailLoginChallenge> = API_ROUTES.startEmailLogin;
 * ```
 */
export interface ApiRoute<
  body extends object,
  answer extends object,
  auth extends ApiAuth = ApiAuth,
> {
  readonly path: `/${string}`;
  readonly auth: auth;
  /** Type only: what the call sends besides `environmentId`. */
  readonly body?: body;
  /** Type only: what the call answers with a 200. */
  readonly answer?: answer;
}

/** A row read with the environment's token alone. */
const environmentRoute = <body extends object, answer extends object>(path: `/${string}`) =>
  ({ path, auth: 'environment' }) as ApiRoute<body, answer, 'environment'>;
/** A row that reads the user's session tokens too. */
const sessionRoute = <body extends object, answer extends object>(path: `/${string}`) =>
  ({ path, auth: 'session' }) as ApiRoute<body, answer, 'session'>;

/**
 * The product API, one row per call: the SDK's client sends each row and `@latchkey/server`
 * mounts each, both typed from here, so a row one side does not follow fails to typecheck.
 *
 * @example
 * ```ts
 * await fetch(`${baseUrl}${API_ROUTES.startEmailLogin.path}`, { method: 'POST', body });
 * ```
 */
export const API_ROUTES = Object.freeze({
  /** Sponsorship, step one: the fee payer put in front of an unsigned transaction. */
  optimizeTransaction: environmentRoute<OptimizeTransactionBody, SponsoredTransactionAnswer>(
    '/solana/optimizeTransaction',
  ),
  /** Sponsorship, step two: the fee payer's signature on what the sender signed. */
  signSponsoredTransaction: environmentRoute<
    SignSponsoredTransactionBody,
    SponsoredTransactionAnswer
  >('/solana/signSponsoredTransaction'),
  /** Passkey sign-up for an embedded wallet. */
  createEmbeddedUser: environmentRoute<EmbeddedUserRequest, EmbeddedUser>('/embedded/users'),
  /** Email login, step one: a one-time code emailed. */
  startEmailLogin: environmentRoute<StartEmailLoginBody, EmailLoginChallenge>(
    '/embedded/email-login',
  ),
  /** Email login, step two: the code traded for a credential. */
  verifyEmailLogin: environmentRoute<VerifyEmailLoginBody, EmailLoginCredential>(
    '/embedded/email-login/verify',
  ),
  /** Email recovery: a recovery code emailed to a proven email. */
  startEmailRecovery: environmentRoute<StartEmailRecoveryBody, EmailRecoveryStarted>(
    '/embedded/email-recovery',
  ),
  /** OpenID sign-in (Google, Apple, …): an ID token or code logs the browser's session key in. */
  oauthLogin: environmentRoute<OAuthLoginBody, OAuthLogin>('/embedded/oauth-login'),
  /** Sign-In With Solana, step one: the input to sign, with a single-use nonce. */
  createSignInChallenge: sessionRoute<SignInChallengeBody, SignInChallenge>('/auth/challenge'),
  /** Sign-In With Solana, step two: the signed message traded for a session. */
  signInWithWallet: sessionRoute<WalletSignInBody, Session>('/auth/wallet'),
  /** A passkey sign-in: a `whoami` stamped with the passkey, forwarded to the custody provider. */
  signInWithPasskey: sessionRoute<PasskeySignInBody, PasskeySession>('/auth/passkey'),
  /** A new access token for the refresh token, which is replaced (rotation). */
  refreshSession: sessionRoute<RefreshSessionBody, Session>('/auth/refresh'),
  /** Revokes the session: its refresh token and every one rotated from it. */
  signOut: sessionRoute<RefreshSessionBody, SignedOut>('/auth/sign-out'),
  /** Revokes every session of the signed-in user, this one included, on every device. */
  signOutEverywhere: sessionRoute<Record<string, never>, SignedOutEverywhere>(
    '/auth/sign-out-everywhere',
  ),
  /** A second wallet for the signed-in user: a sign-in round with their access token. */
  linkWallet: sessionRoute<WalletSignInBody, Session>('/auth/link/wallet'),
  /** An email for the signed-in user, step one: a one-time code emailed to it. */
  startEmailLink: sessionRoute<StartEmailLoginBody, EmailLoginChallenge>('/auth/link/email'),
  /** An email for the signed-in user, step two: the code links it (and reaches their wallet). */
  verifyEmailLink: sessionRoute<VerifyEmailLinkBody, Session>('/auth/link/email/verify'),
  /** An OpenID account (Google, Apple, …) for the signed-in user: its ID token or code. */
  linkOpenId: sessionRoute<OAuthLoginBody, Session>('/auth/link/openid'),
  /**
   * The signed-in user's embedded key or recovery phrase, sealed to the export frame by the
   * server's own user at the custody provider (a guarded action: a recent second factor).
   */
  exportEmbeddedKey: sessionRoute<ExportEmbeddedKeyBody, EmbeddedKeyExport>('/auth/export'),
  /**
   * Removes a credential from the signed-in user (never the last, nor the one the session was
   * signed in with); every session it signed in ends.
   */
  unlinkCredential: sessionRoute<UnlinkCredentialBody, Session>('/auth/unlink'),
  /** The signed-in user's second factors, recovery codes left, and what the server guards. */
  listMfaFactors: sessionRoute<Record<string, never>, MfaFactors>('/auth/mfa/factors'),
  /** An authenticator app, step one: a secret and its `otpauth://` URI, not yet in force. */
  startTotpEnrollment: sessionRoute<StartTotpEnrollmentBody, TotpEnrollment>('/auth/mfa/totp'),
  /** An authenticator app, step two: a code from it puts it in force (and proves it). */
  confirmTotpEnrollment: sessionRoute<ConfirmTotpEnrollmentBody, TotpEnrolled>(
    '/auth/mfa/totp/confirm',
  ),
  /** A passkey as a second factor, step one: the options for the browser's ceremony. */
  startPasskeyEnrollment: sessionRoute<StartPasskeyEnrollmentBody, PasskeyEnrollment>(
    '/auth/mfa/passkey',
  ),
  /** Step two: the new passkey, verified, is in force (and proven for this session). */
  confirmPasskeyEnrollment: sessionRoute<ConfirmPasskeyEnrollmentBody, TotpEnrolled>(
    '/auth/mfa/passkey/confirm',
  ),
  /** A challenge for the user's passkey factors, which `verifyMfa` takes the answer to. */
  startPasskeyCheck: sessionRoute<StartPasskeyCheckBody, PasskeyCheck>('/auth/mfa/passkey/check'),
  /** Proves a second factor for this session: what the guarded actions ask for. */
  verifyMfa: sessionRoute<VerifyMfaBody, MfaVerified>('/auth/mfa/verify'),
  /** Removes a second factor (a guarded action: it asks for a factor itself). */
  removeMfaFactor: sessionRoute<RemoveMfaFactorBody, MfaFactors>('/auth/mfa/remove'),
  /** Ten new recovery codes in place of the old (asks for a recent factor). */
  regenerateRecoveryCodes: sessionRoute<Record<string, never>, RecoveryCodes>(
    '/auth/mfa/recovery-codes',
  ),
});

/**
 * A product API call's name: a row of {@link API_ROUTES}.
 *
 * @example
 * ```ts
 * const name: ApiRouteName = 'verifyEmailLogin';
 * ```
 */
export type ApiRouteName = keyof typeof API_ROUTES;

/**
 * The names of the rows that read `auth` (see {@link ApiAuth}).
 *
 * @example
 * ```ts
 * const name: ApiRouteNameWith<'session'> = 'refreshSession';
 * ```
 */
export type ApiRouteNameWith<auth extends ApiAuth> = {
  [name in ApiRouteName]: (typeof API_ROUTES)[name]['auth'] extends auth ? name : never;
}[ApiRouteName];

/**
 * What a call sends besides `environmentId`.
 *
 * @example
 * ```ts
 * const body: ApiBody<'startEmailLogin'> = { email };
 * ```
 */
export type ApiBody<name extends ApiRouteName> = NonNullable<(typeof API_ROUTES)[name]['body']>;

/**
 * The JSON a call answers with a 200.
 *
 * @example
 * ```ts
 * const challenge: ApiAnswer<'startEmailLogin'> = { otpId, organizationId };
 * ```
 */
export type ApiAnswer<name extends ApiRouteName> = NonNullable<(typeof API_ROUTES)[name]['answer']>;

/**
 * The JSON body a call sends: its own fields and the host app's environment.
 *
 * @example
 * ```ts
 * const body: ApiRequestBody<'startEmailLogin'> = { environmentId: 'env_acme', email };
 * ```
 */
export type ApiRequestBody<name extends ApiRouteName> = {
  readonly environmentId: string;
} & ApiBody<name>;
