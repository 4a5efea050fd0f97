import type { Config } from '../config/config.js';
import type { LatchkeyError } from '../errors/latchkey-error.js';
import type { MfaFactors } from '../product-api/mfa-messages.js';

/**
 * Parameters of {@link removeMfaFactor}.
 *
 * @example
 * ```ts
 * const parameters: RemoveMfaFactorParameters = { factorId: factors[0].id };
 * ```
 */
export interface RemoveMfaFactorParameters {
  factorId: string;
}

/** What {@link removeMfaFactor} returns: the factors left. */
export type RemoveMfaFactorReturnType = MfaFactors;

/** What {@link removeMfaFactor} can throw. */
export type RemoveMfaFactorErrorType = LatchkeyError;

/**
 * Removes one of the user's second factors, once a factor was proven recently (the registered
 * prompt asks, or it throws 'Verify your second factor first'). With the last one go the
 * recovery codes.
 *
 * @throws {LatchkeyError} 'Not signed in'; 'Verify your second factor first'; the product API's
 *   errors.
 * @example
 * ```ts
 * const { factors } = await removeMfaFactor(config, { factorId });
 * ```
 */
export async function removeMfaFactor(
  config: Config,
  parameters: RemoveMfaFactorParameters,
): Promise<RemoveMfaFactorReturnType> {
  return (await import('./drop-mfa-factor.js')).dropMfaFactor(config, parameters);
}
