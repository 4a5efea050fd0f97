import type { Config } from '../config/config.js';
import type { LatchkeyError } from '../errors/latchkey-error.js';
import type { TotpEnrollment } from '../product-api/mfa-messages.js';

/**
 * Parameters of {@link startTotpEnrollment}.
 *
 * @example
 * ```ts
 * const parameters: StartTotpEnrollmentParameters = { name: 'Phone' };
 * ```
 */
export interface StartTotpEnrollmentParameters {
  /** The user's label for the app (at most 64 characters). Default 'Authenticator app'. */
  name?: string;
}

/** What {@link startTotpEnrollment} returns: the secret, its `otpauth://` URI, the enrolment. */
export type StartTotpEnrollmentReturnType = TotpEnrollment;

/** What {@link startTotpEnrollment} can throw. */
export type StartTotpEnrollmentErrorType = LatchkeyError;

/**
 * Starts setting up an authenticator app as a second factor: the server makes a secret, answered
 * as text and as the `otpauth://` URI to draw as a QR code. It is in force once
 * {@link confirmTotpEnrollment} sends a code the app shows (within 10 minutes). A user who holds
 * a factor already proves it first; a first factor needs a sign-in within the server's window.
 *
 * @throws {LatchkeyError} 'Not signed in'; 'Verify your second factor first'; the product API's
 *   errors (403 `RECENT_SIGN_IN_REQUIRED` for a first factor on an old session).
 * @example
 * ```ts
 * const { factorId, uri, secret } = await startTotpEnrollment(config, { name: 'Phone' });
 * ```
 */
export async function startTotpEnrollment(
  config: Config,
  parameters: StartTotpEnrollmentParameters = {},
): Promise<StartTotpEnrollmentReturnType> {
  return (await import('./begin-totp-enrollment.js')).beginTotpEnrollment(config, parameters);
}
