import { refreshSession } from '../sessions/refresh-session.js';
import type { Route } from './api-route.js';
import { requireSessions } from './server-context.js';

/** A new access token for a refresh token, which is replaced (see `refreshSession`). */
export const refreshSessionRoute: Route<'refreshSession'> = {
  needs: 'sessions',
  answer: (server, { environmentId, issuer, refreshToken, database }) =>
    refreshSession(database, requireSessions(server), { issuer, environmentId, refreshToken }),
};
