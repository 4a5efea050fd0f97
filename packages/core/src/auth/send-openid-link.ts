import type { Config } from '../config/config.js';
import type { OAuthLoginBody } from '../product-api/oauth-login-messages.js';
import { withSecondFactor } from './mfa-prompt.js';
import { readSession } from './read-session.js';
import { sessionOf } from './session-of.js';
import { applySession, sessionHeaders } from './session-runtime.js';
import type { SessionState } from './session-state.js';
import { signedInToken } from './signed-in-token.js';

/**
 * Sends an OpenID account's proof (the provider's code with its PKCE verifier, or an ID token)
 * to be linked to the signed-in user; the session answered, listing it, becomes the current one.
 * A second factor the server asks for is proven before the code is used, so the same body is
 * sent again.
 *
 * @throws {LatchkeyError} 'Not signed in'; the product API's errors ('Linked to another
 *   account', the `OAUTH_*` refusals).
 */
export async function sendOpenIdLink(config: Config, body: OAuthLoginBody): Promise<SessionState> {
  const runtime = sessionOf(config);
  const answer = await withSecondFactor(config, async () =>
    runtime.post(
      'linkOpenId',
      body,
      undefined,
      sessionHeaders(runtime, await signedInToken(config)),
    ),
  );
  await applySession(runtime, readSession(answer));
  return runtime.store.getState().session as SessionState;
}
