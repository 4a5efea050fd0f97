import { hasMfaFactor, storeRecoveryCodes } from '../mfa/mfa-factors.js';
import { hashRecoveryCode, newRecoveryCodes } from '../mfa/recovery-codes.js';
import { requireRecentMfa } from '../mfa/require-recent-mfa.js';
import { ServerError } from '../server-error.js';
import { requireSignedIn } from '../sessions/require-signed-in.js';
import type { Route } from './api-route.js';
import { requireSessions } from './server-context.js';

/**
 * Ten new recovery codes in place of the old, answered once: the session must have proven a
 * factor recently, whatever the host guards (new codes are new ways past the second factor).
 */
export const regenerateRecoveryCodesRoute: Route<'regenerateRecoveryCodes'> = {
  needs: 'sessions',
  answer: async (server, { environmentId, issuer, accessToken, database }) => {
    const nowMs = server.now();
    return database.transaction(async (tx) => {
      const signedIn = await requireSignedIn(tx, requireSessions(server), {
        token: accessToken,
        issuer,
        environmentId,
        lockUser: 'update',
      });
      const { userId, sessionId } = signedIn;
      if (!(await hasMfaFactor(tx, userId))) {
        throw new ServerError(404, 'NOT_FOUND', 'No second factor is set up');
      }
      await requireRecentMfa(tx, server.mfa, { userId, sessionId, action: 'always', nowMs });
      const recoveryCodes = newRecoveryCodes();
      const hashes = recoveryCodes.map((code) => hashRecoveryCode(code) as string);
      await storeRecoveryCodes(tx, userId, hashes, nowMs);
      return { recoveryCodes };
    });
  },
};
