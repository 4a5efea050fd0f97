import { requireSignedIn } from '../sessions/require-signed-in.js';
import { sessionAnswer } from '../sessions/session-answer.js';
import { unlinkCredential } from '../users/unlink-credential.js';
import { requireSessions } from './server-context.js';
import type { SessionRoute } from './session-request.js';

/**
 * Removes one of the signed-in user's credentials (never the last) and answers the session with
 * a token that no longer lists it.
 *
 * @example
 * ```ts
 * const session = await unlinkCredentialRoute.answer(server, request);
 * ```
 */
export const unlinkCredentialRoute: SessionRoute<'unlinkCredential'> = {
  needs: 'sessions',
  answer: async (server, { body, environmentId, issuer, accessToken, database }) => {
    const sessions = requireSessions(server);
    const signedIn = await requireSignedIn(database, sessions, {
      token: accessToken,
      issuer,
      environmentId,
    });
    const credentialId = typeof body.credentialId === 'string' ? body.credentialId : '';
    await unlinkCredential(database, signedIn.userId, credentialId);
    return sessionAnswer(database, sessions, {
      issuer,
      session: {
        id: signedIn.sessionId,
        userId: signedIn.userId,
        environmentId,
        lastCredentialId: signedIn.lastCredentialId,
        expiresAt: signedIn.expiresAt,
      },
      refreshToken: undefined,
    });
  },
};
