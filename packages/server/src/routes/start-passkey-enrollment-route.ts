import type { PasskeyEnrollment } from '@latchkey/core/product-api';
import { base64urlnopad } from '@scure/base';
import { generateRegistrationOptions } from '@simplewebauthn/server';
import { accountLabel } from '../mfa/account-label.js';
import { factorName } from '../mfa/factor-name.js';
import { newPasskeyChallenge, PASSKEY_CHALLENGE_SECONDS } from '../mfa/passkey-challenges.js';
import { passkeyRelyingParty } from '../mfa/passkey-relying-party.js';
import { requireRecentMfa } from '../mfa/require-recent-mfa.js';
import { requireSignedIn } from '../sessions/require-signed-in.js';
import type { Route } from './api-route.js';
import { requireSessions } from './server-context.js';

/**
 * A passkey as a second factor, step one: the options for the browser's
 * `navigator.credentials.create`, with a challenge for this session and page (the user's passkey
 * factors excluded, so an authenticator is not added twice). As for an authenticator app, a user
 * who already holds a factor must have proven it recently.
 */
export const startPasskeyEnrollmentRoute: Route<'startPasskeyEnrollment'> = {
  needs: 'sessions',
  answer: async (server, { body, environmentId, issuer, accessToken, database, origin }) => {
    const name = factorName(body.name, 'Security key');
    const party = passkeyRelyingParty(origin, server.mfa);
    const nowMs = server.now();
    return database.transaction(async (tx): Promise<PasskeyEnrollment> => {
      const signedIn = await requireSignedIn(tx, requireSessions(server), {
        token: accessToken,
        issuer,
        environmentId,
        lockUser: 'update',
      });
      const { userId, sessionId } = signedIn;
      await requireRecentMfa(tx, server.mfa, { userId, sessionId, action: 'always', nowMs });
      const { rows: held } = await tx.query<{ credential_id: string; transports: string | null }>(
        `SELECT credential_id, transports FROM mfa_factors
         WHERE user_id = $1 AND kind = 'passkey' AND confirmed_at IS NOT NULL`,
        [userId],
      );
      const { challenge, expiresAt } = await newPasskeyChallenge(tx, {
        sessionId,
        purpose: 'enroll',
        ...party,
        name,
        nowMs,
      });
      const label = await accountLabel(tx, userId);
      const options = await generateRegistrationOptions({
        rpName: server.mfa.issuer,
        rpID: party.rpId,
        userName: label,
        userID: new TextEncoder().encode(userId),
        challenge: new Uint8Array(base64urlnopad.decode(challenge)),
        timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
        attestationType: 'none',
        excludeCredentials: held.map((factor) => ({
          id: factor.credential_id,
          transports: factor.transports?.split(',') ?? [],
        })),
        // A second factor the user holds, not a sign-in: no resident key is needed, and the
        // authenticator's own PIN or biometric is welcome but not asked for.
        authenticatorSelection: { residentKey: 'discouraged', userVerification: 'preferred' },
      });
      return { options, expiresAt };
    });
  },
};
