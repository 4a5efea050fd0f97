import { forgetCustodyEmail } from '../linking/forget-custody-email.js';
import { requireRecentMfa } from '../mfa/require-recent-mfa.js';
import { requireSignedIn } from '../sessions/require-signed-in.js';
import { signedInAnswer } from '../sessions/session-answer.js';
import { removeCredential } from '../users/unlink-credential.js';
import type { Route } from './api-route.js';
import { requireSessions } from './server-context.js';

/**
 * Removes one of the signed-in user's credentials (never the last, nor the one this session was
 * signed in with) and answers the session with a token that no longer lists it. Every session
 * the credential proved ends with it; an email stops reaching the user's wallet. The acting session is checked under the user's lock, so of
 * two sessions unlinking each other's credential only the first acts.
 */
export const unlinkCredentialRoute: Route<'unlinkCredential'> = {
  needs: 'sessions',
  answer: async (server, { body, environmentId, issuer, accessToken, database }) => {
    const sessions = requireSessions(server);
    const credentialId = typeof body.credentialId === 'string' ? body.credentialId : '';
    return database.transaction(async (tx) => {
      const signedIn = await requireSignedIn(tx, sessions, {
        token: accessToken,
        issuer,
        environmentId,
        lockUser: 'update',
      });
      await requireRecentMfa(tx, server.mfa, {
        userId: signedIn.userId,
        sessionId: signedIn.sessionId,
        action: 'unlinkCredential',
        nowMs: server.now(),
      });
      const { removed } = await removeCredential(tx, signedIn.userId, credentialId, server.now(), {
        signedInWith: signedIn.credentialId,
      });
      if (removed.kind === 'email') {
        await forgetCustodyEmail(tx, server.custody, removed.value, server.now);
      }
      return signedInAnswer(tx, sessions, { issuer, environmentId, signedIn });
    });
  },
};
