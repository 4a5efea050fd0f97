import type { Config } from '../config/config.js';
import type { LatchkeyError } from '../errors/latchkey-error.js';
import type { MfaFactors } from '../product-api/mfa-messages.js';

/** What {@link listMfaFactors} returns: the factors, recovery codes left, what is guarded. */
export type ListMfaFactorsReturnType = MfaFactors;

/** What {@link listMfaFactors} can throw. */
export type ListMfaFactorsErrorType = LatchkeyError;

/**
 * The signed-in user's second factors (authenticator apps, passkeys), how many unused recovery
 * codes they hold, and which actions the server asks a factor for, within what window.
 *
 * @throws {LatchkeyError} 'Not signed in'; the product API's errors.
 * @example
 * ```ts
 * const { factors, recoveryCodesLeft } = await listMfaFactors(config);
 * ```
 */
export async function listMfaFactors(config: Config): Promise<ListMfaFactorsReturnType> {
  return (await import('./read-mfa-factors-call.js')).fetchMfaFactors(config);
}
