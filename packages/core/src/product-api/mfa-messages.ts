import type { EmailLoginCredential } from './email-login-messages.js';
import type { MfaFactorKind } from './mfa-method.js';
import type { OAuthLogin } from './oauth-login-messages.js';
import type { AuthenticationResponseJSON } from './passkey-factor-messages.js';
import type { Session } from './session-messages.js';

/**
 * An action the host's server can guard with a second factor (its `mfa.require` option): a
 * session must have proven one within the server's window (default 15 minutes) before it may
 * act, or it is answered `MFA_REQUIRED`. Only users who enrolled a factor are asked.
 *
 * @example
 * ```ts
 * const guarded: MfaAction[] = ['emailRecovery', 'removeFactor'];
 * ```
 */
export type MfaAction =
  | 'emailRecovery'
  | 'linkCredential'
  | 'unlinkCredential'
  | 'removeFactor'
  | 'exportKey'
  | 'signInNewDevice';

/**
 * One of the signed-in user's second factors, as `listMfaFactors` shows it (its secret never).
 *
 * @example
 * ```ts
 * const { factors }: MfaFactors = await listMfaFactors(config);
 * const app = factors.find((factor: MfaFactor) => factor.kind === 'totp');
 * ```
 */
export interface MfaFactor {
  readonly id: string;
  readonly kind: MfaFactorKind;
  /** The user's own label ('Phone'), or the kind's when they gave none. */
  readonly name: string;
  /** Epoch milliseconds. */
  readonly createdAt: number;
  /** Epoch milliseconds; absent when never used since enrolment. */
  readonly lastUsedAt?: number;
}

/**
 * What `listMfaFactors` answers: the user's factors, how many unused recovery codes they hold,
 * and what the server guards with a factor, within which window.
 *
 * @example
 * ```ts
 * const { factors, recoveryCodesLeft, required }: MfaFactors = await listMfaFactors(config);
 * ```
 */
export interface MfaFactors {
  readonly factors: readonly MfaFactor[];
  readonly recoveryCodesLeft: number;
  readonly required: readonly MfaAction[];
  /** How long a proven factor counts for those actions, in seconds. */
  readonly windowSeconds: number;
}

/**
 * The body of `startTotpEnrollment` besides `environmentId`.
 *
 * @example
 * ```ts
 * const body: StartTotpEnrollmentBody = { name: 'Phone' };
 * ```
 */
export interface StartTotpEnrollmentBody {
  /** A label of the user's (at most 64 characters). Default 'Authenticator app'. */
  readonly name?: string;
}

/**
 * What `startTotpEnrollment` answers: an enrolment not yet in force, its secret (base32, for
 * typing into an app) and the `otpauth://` URI a QR code carries. It counts once confirmed with a
 * code from the app, within 10 minutes.
 *
 * @example
 * ```ts
 * const { factorId, uri }: TotpEnrollment = await startTotpEnrollment(config, { name: 'Phone' });
 * ```
 */
export interface TotpEnrollment {
  readonly factorId: string;
  readonly secret: string;
  readonly uri: string;
  /** Epoch milliseconds: confirm before then. */
  readonly expiresAt: number;
}

/**
 * The body of `confirmTotpEnrollment` besides `environmentId`: the enrolment and a code the app
 * shows now.
 *
 * @example
 * ```ts
 * const body: ConfirmTotpEnrollmentBody = { factorId, code: '492039' };
 * ```
 */
export interface ConfirmTotpEnrollmentBody {
  readonly factorId: string;
  readonly code: string;
}

/**
 * What `confirmTotpEnrollment` (and `confirmPasskeyEnrollment`) answers: the factor, in force; the session, which has just proven
 * it; and, for a user's first factor, ten single-use recovery codes, shown this once (the server
 * keeps only their hashes).
 *
 * @example
 * ```ts
 * const { recoveryCodes }: TotpEnrolled = await confirmTotpEnrollment(config, { factorId, code });
 * ```
 */
export interface TotpEnrolled {
  readonly factor: MfaFactor;
  readonly session: Session;
  /** Empty when the user already held recovery codes. */
  readonly recoveryCodes: readonly string[];
}

/**
 * The body of `verifyMfa` besides `environmentId`: a code from the authenticator app, one of
 * the recovery codes (used up by it), or a passkey factor's answer to `startPasskeyCheck`'s
 * challenge.
 *
 * @example
 * ```ts
 * const body: VerifyMfaBody = { code: '492039' };
 * ```
 */
export interface VerifyMfaBody {
  readonly code?: string;
  readonly recoveryCode?: string;
  readonly passkey?: AuthenticationResponseJSON;
  /**
   * A sign-in the server held for a second factor (`MFA_REQUIRED`'s `pendingSignIn`): proven
   * here, it completes, and the answer is the sign-in's own. No session is needed.
   */
  readonly pendingSignIn?: string;
}

/**
 * The body of `removeMfaFactor` besides `environmentId`.
 *
 * @example
 * ```ts
 * const body: RemoveMfaFactorBody = { factorId };
 * ```
 */
export interface RemoveMfaFactorBody {
  readonly factorId: string;
}

/**
 * What `regenerateRecoveryCodes` answers: ten new single-use codes, shown this once; the old
 * ones no longer work.
 *
 * @example
 * ```ts
 * const { recoveryCodes }: RecoveryCodes = await regenerateRecoveryCodes(config);
 * ```
 */
export interface RecoveryCodes {
  readonly recoveryCodes: readonly string[];
}

/**
 * What `verifyMfa` answers: the session, which now says when it proved a factor — or, for a
 * held sign-in (`pendingSignIn`), what that sign-in's own route answers (a wallet's session; an
 * email login's or an OpenID sign-in's user, with the session).
 *
 * @example
 * ```ts
 * const answer: MfaVerified = await post('verifyMfa', { code: '492039' });
 * ```
 */
export type MfaVerified = Session | EmailLoginCredential | OAuthLogin;
