import type { TotpEnrolled } from '@latchkey/core/product-api';
import { readMfaFactors, storeRecoveryCodes, toMfaFactor } from '../mfa/mfa-factors.js';
import { markSessionMfa, mfaCodeInvalid } from '../mfa/prove-second-factor.js';
import { hashRecoveryCode, newRecoveryCodes } from '../mfa/recovery-codes.js';
import { recordMfaProvenAddress } from '../mfa/take-mfa-try.js';
import { totpCodeStep } from '../mfa/totp-codes.js';
import { ServerError } from '../server-error.js';
import { requireSignedIn } from '../sessions/require-signed-in.js';
import { signedInAnswer } from '../sessions/session-answer.js';
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
      const { rows: codes } = await tx.query(
        'SELECT 1 FROM mfa_recovery_codes WHERE user_id = $1 LIMIT 1',
        [userId],
      );
      const recoveryCodes = codes.length === 0 ? newRecoveryCodes() : [];
      if (recoveryCodes.length > 0) {
        const hashes = recoveryCodes.map((code) => hashRecoveryCode(code) as string);
        await storeRecoveryCodes(tx, userId, hashes, nowMs);
      }
      await markSessionMfa(tx, signedIn.sessionId, 'totp', nowMs);
      await recordMfaProvenAddress(tx, { userId, clientAddress, nowMs });
      const factor = (await readMfaFactors(tx, userId)).find((row) => row.id === factorId);
      const mfa = { method: 'totp', at: nowMs } as const;
      const session = await signedInAnswer(tx, sessions, { issuer, environmentId, signedIn, mfa });
      return { factor: toMfaFactor(factor as never), session, recoveryCodes };
    });
  },
};
