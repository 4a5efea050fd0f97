import type { Config } from '../config/config.js';
import type { LatchkeyError } from '../errors/latchkey-error.js';
import type { SessionState } from './session-state.js';

/**
 * Parameters of {@link unlinkCredential}.
 *
 * @example
 * ```ts
 * const parameters: UnlinkCredentialParameters = { credentialId: credentials[1].id };
 * ```
 */
export interface UnlinkCredentialParameters {
  /** The credential's `id`, as the session lists it. */
  credentialId: string;
}

/** What {@link unlinkCredential} returns: the session, without the credential. */
export type UnlinkCredentialReturnType = SessionState;

/** What {@link unlinkCredential} can throw. */
export type UnlinkCredentialErrorType = LatchkeyError;

/**
 * Removes a credential (a wallet, an email, a passkey) from the signed-in user; never the last
 * one. Answers with the session, without it.
 *
 * @throws {LatchkeyError} 'Not signed in'; `LATCHKEY_ERROR__SESSION__LAST_CREDENTIAL`
 *   ('Cannot remove your only credential'); the product API's
 *   errors.
 * @example
 * ```ts
 * await unlinkCredential(config, { credentialId: wallet.id });
 * ```
 */
export async function unlinkCredential(
  config: Config,
  parameters: UnlinkCredentialParameters,
): Promise<UnlinkCredentialReturnType> {
  return (await import('./remove-credential.js')).removeCredential(config, parameters);
}
