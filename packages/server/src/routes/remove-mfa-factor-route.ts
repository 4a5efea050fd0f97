import { mfaFactorList } from '../mfa/mfa-factor-list.js';
import { requireRecentMfa } from '../mfa/require-recent-mfa.js';
import { ServerError } from '../server-error.js';
import { requireSignedIn } from '../sessions/require-signed-in.js';
import type { Route } from './api-route.js';
import { requireSessions } from './server-context.js';

/**
 * Removes one of the signed-in user's second factors, once the session proved a factor recently
 * (when the host guards `removeFactor`, as by default). With the last factor go the recovery
 * codes: nothing is left to recover.
 */
export const removeMfaFactorRoute: Route<'removeMfaFactor'> = {
  needs: 'sessions',
  answer: async (server, { body, environmentId, issuer, accessToken, database }) => {
    const nowMs = server.now();
    const factorId = typeof body.factorId === 'string' ? body.factorId : '';
    return database.transaction(async (tx) => {
      const signedIn = await requireSignedIn(tx, requireSessions(server), {
        token: accessToken,
        issuer,
        environmentId,
        lockUser: 'update',
      });
      const { userId, sessionId } = signedIn;
      await requireRecentMfa(tx, server.mfa, { userId, sessionId, action: 'removeFactor', nowMs });
      const { rows } = await tx.query(
        `DELETE FROM mfa_factors WHERE id::text = $1 AND user_id = $2 AND confirmed_at IS NOT NULL
         RETURNING 1`,
        [factorId, userId],
      );
      if (rows.length === 0) throw new ServerError(404, 'NOT_FOUND', 'No such factor');
      const { rows: left } = await tx.query(
        'SELECT 1 FROM mfa_factors WHERE user_id = $1 AND confirmed_at IS NOT NULL LIMIT 1',
        [userId],
      );
      if (left.length === 0) {
        await tx.query('DELETE FROM mfa_recovery_codes WHERE user_id = $1', [userId]);
      }
      return mfaFactorList(tx, server.mfa, userId);
    });
  },
};
