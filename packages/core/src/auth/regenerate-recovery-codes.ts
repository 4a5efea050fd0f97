import type { Config } from '../config/config.js';
import type { LatchkeyError } from '../errors/latchkey-error.js';

/** What {@link regenerateRecoveryCodes} returns: ten new codes, to show the user once. */
export type RegenerateRecoveryCodesReturnType = readonly string[];

/** What {@link regenerateRecoveryCodes} can throw. */
export type RegenerateRecoveryCodesErrorType = LatchkeyError;

/**
 * Ten new single-use recovery codes in place of the old ones, which stop working. Asks for a
 * recent second factor (the registered prompt, when there is one).
 *
 * @throws {LatchkeyError} 'Not signed in'; 'Verify your second factor first'; the product API's
 *   errors.
 * @example
 * ```ts
 * const codes = await regenerateRecoveryCodes(config);
 * ```
 */
export async function regenerateRecoveryCodes(
  config: Config,
): Promise<RegenerateRecoveryCodesReturnType> {
  return (await import('./renew-recovery-codes.js')).renewRecoveryCodes(config);
}
