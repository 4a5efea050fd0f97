import type { Config } from '../config/config.js';
import type { LatchkeyError } from '../errors/latchkey-error.js';
import type { ConfirmTotpEnrollmentReturnType } from './confirm-totp-enrollment.js';

/**
 * Parameters of {@link addPasskeyFactor}.
 *
 * @example
 * ```ts
 * const parameters: AddPasskeyFactorParameters = { name: 'YubiKey' };
 * ```
 */
export interface AddPasskeyFactorParameters {
  /** The user's label for it. Default 'Security key'. */
  name?: string;
}

/**
 * What {@link addPasskeyFactor} returns: the factor, the session (which proved it), and for a
 * first factor ten recovery codes to show the user once.
 */
export type AddPasskeyFactorReturnType = ConfirmTotpEnrollmentReturnType;

/** What {@link addPasskeyFactor} can throw. */
export type AddPasskeyFactorErrorType = LatchkeyError;

/**
 * Adds a passkey (a security key, or the device's own) as a second factor: the browser asks the
 * user to make one for this site, the server verifies it and puts it in force, which also proves
 * it for this session. A user who holds a factor proves it first (the registered prompt). A
 * first factor comes with ten single-use recovery codes: show them once.
 *
 * @throws {LatchkeyError} 'Not signed in'; 'Verify your second factor first'; 'The passkey could
 *   not be verified'; a `WebAuthnError` for a failed ceremony; the product API's errors (409
 *   `MFA_ALREADY_ENROLLED`).
 * @throws {UserCancellationError} when the user dismissed the browser's prompt.
 * @example
 * ```ts
 * const { factor, recoveryCodes } = await addPasskeyFactor(config, { name: 'YubiKey' });
 * ```
 */
export async function addPasskeyFactor(
  config: Config,
  parameters: AddPasskeyFactorParameters = {},
): Promise<AddPasskeyFactorReturnType> {
  return (await import('./enrol-passkey-factor.js')).enrolPasskeyFactor(config, parameters);
}
