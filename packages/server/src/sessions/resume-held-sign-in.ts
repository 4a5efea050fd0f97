import type { EmailLoginCredential, OAuthLogin, Session } from '@latchkey/core/product-api';
import { logInFrameKey } from '../embedded/email-login.js';
import { logInOAuthKey } from '../oauth/oauth-login.js';
import { requireCustody, type ServerContext } from '../routes/server-context.js';
import type { HeldResume } from './held-sign-in.js';

/**
 * What a held sign-in still had to do once its second factor is proven, and the answer its own
 * route would have given: a wallet's session as it is; an email login's frame key logged in
 * with the custody provider's verification token and sealed to the frame; an OpenID sign-in's
 * browser key logged in with its ID token.
 *
 * @throws {ServerError} 502 `CUSTODY_ERROR` (the session's tokens are then never given out).
 */
export async function resumeHeldSignIn(
  server: ServerContext,
  session: Session,
  resume: HeldResume,
): Promise<Session | EmailLoginCredential | OAuthLogin> {
  if (resume.kind === 'wallet') return session;
  const custody = requireCustody(server);
  const user = { organizationId: resume.organizationId, userId: resume.custodyUserId };
  if (resume.kind === 'email') {
    const credentialBundle = await logInFrameKey(custody, { ...resume, now: server.now() });
    return { ...user, credentialBundle, session };
  }
  await logInOAuthKey(custody, { ...resume, now: server.now() });
  return { ...user, created: false, session };
}
