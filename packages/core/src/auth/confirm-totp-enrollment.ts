import type { Config } from '../config/config.js';
import type { LatchkeyError } from '../errors/latchkey-error.js';
import type { MfaFactor } from '../product-api/mfa-messages.js';
import type { SessionState } from './session-state.js';

/**
 * Parameters of {@link confirmTotpEnrollment}.
 *
 * @example
 * ```ts
 * const parameters: ConfirmTotpEnrollmentParameters = { factorId, code: '492039' };
 * ```
 */
export interface ConfirmTotpEnrollmentParameters {
  /** From {@link startTotpEnrollment}. */
  factorId: string;
  /** The 6 digits the app shows now. */
  code: string;
}

/**
 * What {@link confirmTotpEnrollment} returns: the factor, the session (which proved it), and for
 * a first factor ten recovery codes to show the user once.
 */
export interface ConfirmTotpEnrollmentReturnType {
  readonly factor: MfaFactor;
  /** Empty when the user already held recovery codes. */
  readonly recoveryCodes: readonly string[];
  readonly session: SessionState;
}

/** What {@link confirmTotpEnrollment} can throw. */
export type ConfirmTotpEnrollmentErrorType = LatchkeyError;

/**
 * Puts an authenticator app in force with a code it shows, which also proves it for this session.
 * A first factor comes with ten single-use recovery codes: show them once, the server keeps only
 * their hashes.
 *
 * @throws {LatchkeyError} 'Not signed in'; 'The code is wrong or was already used'; the
 *   product API's errors (409 `MFA_ALREADY_ENROLLED`).
 * @example
 * ```ts
 * const { recoveryCodes } = await confirmTotpEnrollment(config, { factorId, code: '492039' });
 * ```
 */
export async function confirmTotpEnrollment(
  config: Config,
  parameters: ConfirmTotpEnrollmentParameters,
): Promise<ConfirmTotpEnrollmentReturnType> {
  return (await import('./finish-totp-enrollment.js')).finishTotpEnrollment(config, parameters);
}
