import type { Config } from '../config/config.js';
import { getSession } from './get-session.js';
import { readSession } from './read-session.js';
import { sessionOf } from './session-of.js';
import { applySession, sessionHeaders } from './session-runtime.js';
import type { SessionState } from './session-state.js';
import { signedInToken } from './signed-in-token.js';

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

/**
 * Removes a credential (a wallet, an email, a passkey) from the signed-in user; never the last
 * one. Answers with the session, without it.
 *
 * @throws {LatchkeyError} 'You are not signed in.'; `LATCHKEY_ERROR__SESSION__LAST_CREDENTIAL`
 *   ('This is the only way you sign in; link another before removing it.'); the product API's
 *   errors.
 * @example
 * ```ts
 * await unlinkCredential(config, { credentialId: wallet.id });
 * ```
 */
export async function unlinkCredential(
  config: Config,
  parameters: UnlinkCredentialParameters,
): Promise<SessionState> {
  const runtime = sessionOf(config);
  const token = await signedInToken(config);
  const answer = await runtime.post(
    'unlinkCredential',
    { credentialId: parameters.credentialId },
    undefined,
    sessionHeaders(runtime, token),
  );
  await applySession(runtime, readSession(answer));
  return getSession(config);
}
