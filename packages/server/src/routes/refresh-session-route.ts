import { refreshSession } from '../sessions/refresh-session.js';
import { requireSessions } from './server-context.js';
import type { SessionRoute } from './session-request.js';

/**
 * A new access token for a refresh token, which is replaced (see `refreshSession`).
 *
 * @example
 * ```ts
 * const session = await refreshSessionRoute.answer(server, request);
 * ```
 */
export const refreshSessionRoute: SessionRoute<'refreshSession'> = {
  needs: 'sessions',
  answer: (server, { environmentId, issuer, refreshToken, database }) =>
    refreshSession(database, requireSessions(server), { issuer, environmentId, refreshToken }),
};
