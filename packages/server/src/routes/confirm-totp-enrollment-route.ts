import type { TotpEnrolled } from '@latchkey/core/product-api';
import { finishEnrollment } from '../mfa/finish-enrollment.js';
import { readMfaFactors } from '../mfa/mfa-factors.js';
import { mfaCodeInvalid } from '../mfa/prove-second-factor.js';
import { totpCodeStep } from '../mfa/totp-codes.js';
import { ServerError } from '../server-error.js';
import { requireSignedIn } from '../sessions/require-signed-in.js';
import type { Route } from './api-route.js';
import { requireSessions } from './server-context.js';

/**
 * An authenticator app, step two: a code from it puts the enrolment in force, which proves the
 * factor for this session too. Under the user's lock, so of two confirmations racing only the
 * first counts (one app per user: the second is 409 `MFA_ALREADY_ENROLLED`). A user's first
 * factor comes with ten recovery codes, answered once.
 */
export const confirmTotpEnrollmentRoute: Route<'confirmTotpEnrollment'> = {
  needs: 'sessions',
  answer: async (server, request) => {
    const { body, environmentId, issuer, accessToken, database, clientAddress } = request;
    const sessions = requireSessions(server);
    const nowMs = server.now();
    const factorId = typeof body.factorId === 'string' ? body.factorId : '';
    return database.transaction(async (tx): Promise<TotpEnrolled> => {
      const signedIn = await requireSignedIn(tx, sessions, {
        token: accessToken,
        issuer,
        environmentId,
        lockUser: 'update',
      });
      const { userId } = signedIn;
      const held = await readMfaFactors(tx, userId);
      if (held.some((factor) => factor.kind === 'totp')) {
        throw new ServerError(
          409,
          'MFA_ALREADY_ENROLLED',
          'An authenticator app is already set up: remove it first',
        );
      }
      const { rows } = await tx.query<{ secret: string }>(
        `SELECT secret FROM mfa_factors WHERE id::text = $1 AND user_id = $2
           AND kind = 'totp' AND confirmed_at IS NULL AND expires_at > $3`,
        [factorId, userId, new Date(nowMs).toISOString()],
      );
      const pending = rows[0];
      if (!pending) {
        throw new ServerError(404, 'NOT_FOUND', 'No such enrolment: it expired or was replaced');
      }
      const step = totpCodeStep(pending.secret, body.code, nowMs);
      if (step === undefined) throw mfaCodeInvalid();
      const at = new Date(nowMs).toISOString();
      await tx.query(
        `UPDATE mfa_factors SET confirmed_at = $2, expires_at = NULL, last_step = $3,
           last_used_at = $2 WHERE id = $1`,
        [factorId, at, step],
      );
      return finishEnrollment(tx, sessions, {
        signedIn,
        factorId,
        method: 'totp',
        issuer,
        environmentId,
        clientAddress,
        device: request.device,
        nowMs,
      });
    });
  },
};
