import type { RegistrationResponseJSON, TotpEnrolled } from '@latchkey/core/product-api';
import { base64urlnopad } from '@scure/base';
import { verifyRegistrationResponse } from '@simplewebauthn/server';
import { finishEnrollment } from '../mfa/finish-enrollment.js';
import { takePasskeyChallenge } from '../mfa/passkey-challenges.js';
import { passkeyFactorInvalid } from '../mfa/passkey-factor-invalid.js';
import { ServerError } from '../server-error.js';
import { requireSignedIn } from '../sessions/require-signed-in.js';
import type { Route } from './api-route.js';
import { requireSessions } from './server-context.js';

/**
 * A passkey as a second factor, step two: the browser's new credential, verified against the
 * challenge this session was given (taken: used once) for the page and relying party it was
 * given for, is in force, and proven for this session. A passkey already a factor, of this user
 * or another, is 409 `MFA_ALREADY_ENROLLED`.
 */
export const confirmPasskeyEnrollmentRoute: Route<'confirmPasskeyEnrollment'> = {
  needs: 'sessions',
  answer: async (server, request) => {
    const { body, environmentId, issuer, accessToken, database, clientAddress } = request;
    const sessions = requireSessions(server);
    const nowMs = server.now();
    return database.transaction(async (tx): Promise<TotpEnrolled> => {
      const signedIn = await requireSignedIn(tx, sessions, {
        token: accessToken,
        issuer,
        environmentId,
        lockUser: 'update',
      });
      const challenge = await takePasskeyChallenge(tx, {
        sessionId: signedIn.sessionId,
        purpose: 'enroll',
        answer: body.registration,
        nowMs,
      });
      if (!challenge) throw passkeyFactorInvalid();
      let credential: { id: string; publicKey: Uint8Array; counter: number; transports?: string[] };
      try {
        const verified = await verifyRegistrationResponse({
          response: body.registration as RegistrationResponseJSON,
          expectedChallenge: challenge.challenge,
          expectedOrigin: challenge.origin,
          expectedRPID: challenge.rpId,
          requireUserVerification: false,
        });
        if (!verified.verified) throw passkeyFactorInvalid();
        credential = verified.registrationInfo.credential;
      } catch (error) {
        throw passkeyFactorInvalid(error);
      }
      const at = new Date(nowMs).toISOString();
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO mfa_factors (user_id, kind, name, credential_id, public_key, sign_count,
           rp_id, transports, created_at, confirmed_at)
         VALUES ($1, 'passkey', $2, $3, $4, $5, $6, $7, $8, $8)
         ON CONFLICT (credential_id) WHERE credential_id IS NOT NULL DO NOTHING RETURNING id`,
        [
          signedIn.userId,
          challenge.name ?? 'Security key',
          credential.id,
          base64urlnopad.encode(credential.publicKey),
          credential.counter,
          challenge.rpId,
          credential.transports?.join(',') ?? null,
          at,
        ],
      );
      const factorId = rows[0]?.id;
      if (factorId === undefined) {
        throw new ServerError(
          409,
          'MFA_ALREADY_ENROLLED',
          'This passkey is already a second factor',
        );
      }
      return finishEnrollment(tx, sessions, {
        signedIn,
        factorId,
        method: 'passkey',
        issuer,
        environmentId,
        clientAddress,
        device: request.device,
        nowMs,
      });
    });
  },
};
