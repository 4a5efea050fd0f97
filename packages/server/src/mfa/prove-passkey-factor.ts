import type { AuthenticationResponseJSON } from '@latchkey/core/product-api';
import { base64urlnopad } from '@scure/base';
import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { DatabaseQueries } from '../database/database.js';
import { takePasskeyChallenge } from './passkey-challenges.js';
import { passkeyFactorInvalid } from './passkey-factor-invalid.js';

/**
 * Checks a passkey factor's answer to the challenge `startPasskeyCheck` gave this session: the
 * challenge is taken (used once), the passkey must be one of the user's factors, and its
 * signature must verify for the page's origin and the factor's relying party with a counter
 * that did not go back (a synced passkey's stays 0). Run it in the transaction that acts on it.
 *
 * @throws {ServerError} 400 `MFA_PASSKEY_INVALID`.
 */
export async function provePasskeyFactor(
  tx: DatabaseQueries,
  request: { userId: string; sessionId: string; passkey: unknown; nowMs: number },
): Promise<void> {
  const { userId, sessionId, nowMs } = request;
  const challenge = await takePasskeyChallenge(tx, {
    sessionId,
    purpose: 'verify',
    answer: request.passkey,
    nowMs,
  });
  const credentialId = (request.passkey as { id?: unknown }).id;
  if (!challenge || typeof credentialId !== 'string') throw passkeyFactorInvalid();
  const { rows } = await tx.query<{
    id: string;
    public_key: string;
    sign_count: string | number;
    rp_id: string;
    transports: string | null;
  }>(
    `SELECT id, public_key, sign_count, rp_id, transports FROM mfa_factors
     WHERE credential_id = $1 AND user_id = $2 AND kind = 'passkey'
       AND confirmed_at IS NOT NULL FOR UPDATE`,
    [credentialId, userId],
  );
  const factor = rows[0];
  if (!factor) throw passkeyFactorInvalid();
  let newCounter: number;
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: request.passkey as AuthenticationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: challenge.origin,
      expectedRPID: factor.rp_id,
      credential: {
        id: credentialId,
        publicKey: new Uint8Array(base64urlnopad.decode(factor.public_key)),
        counter: Number(factor.sign_count),
        transports: (factor.transports?.split(',') ?? []) as never,
      },
      requireUserVerification: false,
    });
    if (!verified) throw passkeyFactorInvalid();
    newCounter = authenticationInfo.newCounter;
  } catch (error) {
    throw passkeyFactorInvalid(error);
  }
  await tx.query('UPDATE mfa_factors SET sign_count = $2, last_used_at = $3 WHERE id = $1', [
    factor.id,
    newCounter,
    new Date(nowMs).toISOString(),
  ]);
}
