import type { Session } from '@latchkey/core/product-api';
import { markSessionMfa, proveSecondFactor } from '../mfa/prove-second-factor.js';
import { recordMfaProvenAddress, takeMfaTry } from '../mfa/take-mfa-try.js';
import { requireSignedIn } from '../sessions/require-signed-in.js';
import { signedInAnswer } from '../sessions/session-answer.js';
import type { Route } from './api-route.js';
import { requireSessions } from './server-context.js';

/**
 * Proves a second factor for this session (a code of the authenticator app, a recovery code, or
 * a passkey factor's answer to the session's challenge):
 * the guarded actions count it for the server's window. The try is counted first, on its own,
 * so a wrong code's stays counted.
 */
export const verifyMfaRoute: Route<'verifyMfa'> = {
  needs: 'sessions',
  answer: async (server, request) => {
    const { body, environmentId, issuer, accessToken, database, clientAddress } = request;
    const sessions = requireSessions(server);
    const nowMs = server.now();
    const token = { token: accessToken, issuer, environmentId };
    const { userId } = await requireSignedIn(database, sessions, token);
    await takeMfaTry(database, server.mfa, { userId, clientAddress, nowMs });
    return database.transaction(async (tx): Promise<Session> => {
      const signedIn = await requireSignedIn(tx, sessions, { ...token, lockUser: 'share' });
      const method = await proveSecondFactor(tx, {
        userId: signedIn.userId,
        code: body.code,
        recoveryCode: body.recoveryCode,
        passkey: body.passkey,
        sessionId: signedIn.sessionId,
        nowMs,
      });
      await markSessionMfa(tx, signedIn.sessionId, method, nowMs);
      await recordMfaProvenAddress(tx, { userId: signedIn.userId, clientAddress, nowMs });
      const mfa = { method, at: nowMs };
      return signedInAnswer(tx, sessions, { issuer, environmentId, signedIn, mfa });
    });
  },
};
