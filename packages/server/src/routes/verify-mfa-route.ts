import type { Session } from '@latchkey/core/product-api';
import { rememberDevice } from '../mfa/known-devices.js';
import { markSessionMfa, proveSecondFactor } from '../mfa/prove-second-factor.js';
import { recordMfaProvenAddress, takeMfaTry } from '../mfa/take-mfa-try.js';
import { completeHeldSignIn } from '../sessions/complete-held-sign-in.js';
import { requireSignedIn } from '../sessions/require-signed-in.js';
import { resumeHeldSignIn } from '../sessions/resume-held-sign-in.js';
import { signedInAnswer } from '../sessions/session-answer.js';
import type { Route } from './api-route.js';
import { requireSessions } from './server-context.js';

/**
 * Proves a second factor for this session (a code of the authenticator app, a recovery code, or
 * a passkey factor's answer to the session's challenge):
 * the guarded actions count it for the server's window, and the device it came from is
 * remembered as the user's. The try is counted first, on its own, so a wrong code's stays
 * counted. With `pendingSignIn`, it completes a sign-in held for a second factor instead, and
 * answers as that sign-in's route would have.
 */
export const verifyMfaRoute: Route<'verifyMfa'> = {
  needs: 'sessions',
  answer: async (server, request) => {
    const { body, environmentId, issuer, accessToken, database, clientAddress } = request;
    const sessions = requireSessions(server);
    if (body.pendingSignIn !== undefined) {
      const { session, resume } = await completeHeldSignIn(server, sessions, request);
      return resumeHeldSignIn(server, session, resume);
    }
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
      await rememberDevice(tx, { userId: signedIn.userId, device: request.device, nowMs });
      const mfa = { method, at: nowMs };
      return signedInAnswer(tx, sessions, { issuer, environmentId, signedIn, mfa });
    });
  },
};
