import type { Config } from '../config/config.js';
import type { LatchkeyError } from '../errors/latchkey-error.js';
import type { SessionState } from './session-state.js';

/**
 * Parameters of {@link verifyMfa}: a code the authenticator app shows, a recovery code, or
 * `{ passkey: true }` to ask the browser for one of the user's passkey factors.
 *
 * @example
 * ```ts
 * const parameters: VerifyMfaParameters = { code: '492039' };
 * ```
 */
export type VerifyMfaParameters = { code: string } | { recoveryCode: string } | { passkey: true };

/** What {@link verifyMfa} returns: the session, which now says when it proved a factor. */
export type VerifyMfaReturnType = SessionState;

/** What {@link verifyMfa} can throw. */
export type VerifyMfaErrorType = LatchkeyError;

/**
 * Proves a second factor for this session: the server then allows the actions it guards (email
 * recovery, linking and unlinking, removing a factor) for its window, 15 minutes
 * by default. A code is accepted once; a recovery code is used up; a passkey answers a challenge
 * of the server's, once.
 *
 * @throws {LatchkeyError} 'Not signed in'; 'The code is wrong or was already used'; 'The passkey
 *   could not be verified'; the product API's errors (429 after too many tries).
 * @throws {UserCancellationError} when the user dismissed the browser's passkey prompt.
 * @example
 * ```ts
 * await verifyMfa(config, { code: '492039' });
 * await unlinkCredential(config, { credentialId });
 * ```
 */
export async function verifyMfa(
  config: Config,
  parameters: VerifyMfaParameters,
): Promise<VerifyMfaReturnType> {
  return (await import('./prove-mfa.js')).proveMfa(config, parameters);
}
