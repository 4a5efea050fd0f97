import { invalidRequest } from '../server-error.js';
import { verifyOwnAccessToken } from '../sessions/access-token.js';
import { isRefreshTokenSpelling } from '../sessions/refresh-token.js';
import { revokeSession } from '../sessions/revoke-session.js';
import { isStoredId } from '../users/user-id.js';
import type { Route } from './api-route.js';
import { requireSessions } from './server-context.js';

/**
 * Signs the session out, found by its refresh token or its access token: revoked for every
 * instance. Answers the same whether or not there was one to revoke, so signing out twice is fine;
 * only a token this server could not have issued is refused (400).
 */
export const signOutRoute: Route<'signOut'> = {
  needs: 'sessions',
  answer: async (server, { environmentId, issuer, refreshToken, accessToken, database }) => {
    const sessions = requireSessions(server);
    if (refreshToken !== undefined && !isRefreshTokenSpelling(refreshToken)) {
      throw invalidRequest('refreshToken is not a refresh token this server issues');
    }
    const claims = accessToken
      ? await verifyOwnAccessToken(sessions, accessToken, { issuer, environmentId }).catch(
          () => undefined,
        )
      : undefined;
    await revokeSession(
      database,
      {
        refreshToken,
        sessionId: claims && isStoredId(claims.sid) ? claims.sid : undefined,
        environmentId,
      },
      server.now(),
    );
    return { signedOut: true } as const;
  },
};
