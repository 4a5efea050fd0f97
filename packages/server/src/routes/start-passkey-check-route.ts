import type { PasskeyCheck } from '@latchkey/core/product-api';
import { base64urlnopad } from '@scure/base';
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import { newPasskeyChallenge, PASSKEY_CHALLENGE_SECONDS } from '../mfa/passkey-challenges.js';
import { passkeyRelyingParty } from '../mfa/passkey-relying-party.js';
import { ServerError } from '../server-error.js';
import { findHeldSignIn } from '../sessions/complete-held-sign-in.js';
import { requireSignedIn } from '../sessions/require-signed-in.js';
import type { Route } from './api-route.js';
import { requireSessions } from './server-context.js';

/**
 * A challenge for the signed-in user's passkey factors made for this page's relying party, which
 * `verifyMfa` takes the answer to: the options for the browser's `navigator.credentials.get`.
 * With `pendingSignIn`, for the user of a sign-in held for a second factor instead.
 *
 * @throws {ServerError} 404 `NOT_FOUND` when the user has no passkey factor for this page.
 */
export const startPasskeyCheckRoute: Route<'startPasskeyCheck'> = {
  needs: 'sessions',
  answer: async (server, { body, environmentId, issuer, accessToken, database, origin }) => {
    const party = passkeyRelyingParty(origin, server.mfa);
    const nowMs = server.now();
    return database.transaction(async (tx): Promise<PasskeyCheck> => {
      const { pendingSignIn } = body;
      const signedIn =
        pendingSignIn === undefined
          ? await requireSignedIn(tx, requireSessions(server), {
              token: accessToken,
              issuer,
              environmentId,
            })
          : await findHeldSignIn(tx, { pendingSignIn, environmentId, nowMs });
      const { rows: held } = await tx.query<{ credential_id: string; transports: string | null }>(
        `SELECT credential_id, transports FROM mfa_factors
         WHERE user_id = $1 AND kind = 'passkey' AND rp_id = $2 AND confirmed_at IS NOT NULL`,
        [signedIn.userId, party.rpId],
      );
      if (held.length === 0) {
        throw new ServerError(404, 'NOT_FOUND', 'No passkey is set up as a second factor here');
      }
      const { challenge, expiresAt } = await newPasskeyChallenge(tx, {
        sessionId: signedIn.sessionId,
        purpose: 'verify',
        ...party,
        nowMs,
      });
      const options = await generateAuthenticationOptions({
        rpID: party.rpId,
        challenge: new Uint8Array(base64urlnopad.decode(challenge)),
        timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
        userVerification: 'preferred',
        allowCredentials: held.map((factor) => ({
          id: factor.credential_id,
          transports: factor.transports?.split(',') ?? [],
        })),
      });
      return { options, expiresAt };
    });
  },
};
