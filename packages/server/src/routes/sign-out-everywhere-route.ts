import { requireSignedIn } from '../sessions/require-signed-in.js';
import type { Route } from './api-route.js';
import { requireSessions } from './server-context.js';

/**
 * Signs the user out everywhere: every session of theirs, this one included, and every sign-in
 * held for a second factor, is revoked for every instance (a device's access token still
 * verifies at a host's backend until it expires, minutes away; nothing refreshes it), and every
 * device is forgotten, so each proves the second factor again at its next sign-in (when the host
 * asks for one on a new device). Needs a live session: an ended one cannot end others.
 */
export const signOutEverywhereRoute: Route<'signOutEverywhere'> = {
  needs: 'sessions',
  answer: async (server, { environmentId, issuer, accessToken, database }) => {
    const sessions = requireSessions(server);
    return database.transaction(async (tx) => {
      const signedIn = await requireSignedIn(tx, sessions, {
        token: accessToken,
        issuer,
        environmentId,
        lockUser: 'update',
      });
      const { rows } = await tx.query(
        `UPDATE sessions SET revoked_at = $2, revoked_reason = 'signed out everywhere'
         WHERE user_id = $1 AND revoked_at IS NULL RETURNING 1`,
        [signedIn.userId, new Date(server.now()).toISOString()],
      );
      await tx.query('DELETE FROM known_devices WHERE user_id = $1', [signedIn.userId]);
      return { signedOut: true, sessions: rows.length } as const;
    });
  },
};
