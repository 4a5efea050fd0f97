import type { Config } from '../config/config.js';
import { withSecondFactor } from './mfa-prompt.js';
import { readSession } from './read-session.js';
import { sessionOf } from './session-of.js';
import { applySession, sessionHeaders } from './session-runtime.js';
import type { SessionState } from './session-state.js';
import { signedInToken } from './signed-in-token.js';

/**
 * What `unlinkCredential` does, loaded with the session code: the server removes the credential
 * from the signed-in user (never the last one).
 *
 * @throws {LatchkeyError} 'Not signed in'; `LATCHKEY_ERROR__SESSION__LAST_CREDENTIAL`
 *   ('Cannot remove your only credential'); the product API's
 *   errors.
 * @example
 * ```ts
 * await removeCredential(config, { credentialId: wallet.id });
 * ```
 */
export async function removeCredential(
  config: Config,
  parameters: { credentialId: string },
): Promise<SessionState> {
  const runtime = sessionOf(config);
  const answer = await withSecondFactor(config, async () =>
    runtime.post(
      'unlinkCredential',
      { credentialId: parameters.credentialId },
      undefined,
      sessionHeaders(runtime, await signedInToken(config)),
    ),
  );
  await applySession(runtime, readSession(answer));
  return runtime.store.getState().session as SessionState;
}
