import type { TotpEnrollment } from '@latchkey/core/product-api';
import { accountLabel } from '../mfa/account-label.js';
import { factorName } from '../mfa/factor-name.js';
import { requireRecentMfa } from '../mfa/require-recent-mfa.js';
import { newTotpSecret, totpUri } from '../mfa/totp-codes.js';
import { requireSignedIn } from '../sessions/require-signed-in.js';
import type { Route } from './api-route.js';
import { requireSessions } from './server-context.js';

/** How long an enrolment waits for its first code. */
const ENROLLMENT_SECONDS = 600;

/**
 * An authenticator app, step one: a new secret, kept as an enrolment not yet in force (the
 * user's earlier unconfirmed ones are dropped). A user who already holds a factor must have
 * proven it recently: a stolen session cannot add a factor of its own.
 */
export const startTotpEnrollmentRoute: Route<'startTotpEnrollment'> = {
  needs: 'sessions',
  answer: async (server, { body, environmentId, issuer, accessToken, database }) => {
    const name = factorName(body.name, 'Authenticator app');
    const nowMs = server.now();
    return database.transaction(async (tx): Promise<TotpEnrollment> => {
      const signedIn = await requireSignedIn(tx, requireSessions(server), {
        token: accessToken,
        issuer,
        environmentId,
        lockUser: 'update',
      });
      const { userId, sessionId } = signedIn;
      await requireRecentMfa(tx, server.mfa, { userId, sessionId, action: 'always', nowMs });
      await tx.query('DELETE FROM mfa_factors WHERE user_id = $1 AND confirmed_at IS NULL', [
        userId,
      ]);
      const secret = newTotpSecret();
      const expiresAt = nowMs + ENROLLMENT_SECONDS * 1000;
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO mfa_factors (user_id, kind, name, secret, created_at, expires_at)
         VALUES ($1, 'totp', $2, $3, $4, $5) RETURNING id`,
        [userId, name, secret, new Date(nowMs).toISOString(), new Date(expiresAt).toISOString()],
      );
      const label = await accountLabel(tx, userId);
      return {
        factorId: (rows[0] as { id: string }).id,
        secret,
        uri: totpUri(secret, { issuer: server.mfa.issuer, label }),
        expiresAt,
      };
    });
  },
};
