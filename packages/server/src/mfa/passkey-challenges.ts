import { base64urlnopad } from '@scure/base';
import type { DatabaseQueries } from '../database/database.js';

/** How long a passkey ceremony's challenge is good for: the browser's own timeout, 5 minutes. */
export const PASSKEY_CHALLENGE_SECONDS = 300;

/** What a passkey ceremony is for. */
export type PasskeyCeremony = 'enroll' | 'verify';

/** A challenge the server gave, as its answer must match it. */
export interface PasskeyChallenge {
  readonly challenge: string;
  readonly origin: string;
  readonly rpId: string;
  readonly name: string | null;
}

/**
 * A new challenge for a session's passkey ceremony (32 random bytes, base64url), in place of any
 * the session held for the same purpose: a session holds one at a time, so asking again and
 * again stores nothing more.
 */
export async function newPasskeyChallenge(
  tx: DatabaseQueries,
  request: {
    sessionId: string;
    purpose: PasskeyCeremony;
    origin: string;
    rpId: string;
    name?: string;
    nowMs: number;
  },
): Promise<{ challenge: string; expiresAt: number }> {
  const challenge = base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(32)));
  const expiresAt = request.nowMs + PASSKEY_CHALLENGE_SECONDS * 1000;
  await tx.query('DELETE FROM mfa_passkey_challenges WHERE session_id = $1 AND purpose = $2', [
    request.sessionId,
    request.purpose,
  ]);
  await tx.query(
    `INSERT INTO mfa_passkey_challenges (challenge, session_id, purpose, origin, rp_id, name,
       expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      challenge,
      request.sessionId,
      request.purpose,
      request.origin,
      request.rpId,
      request.name ?? null,
      new Date(expiresAt).toISOString(),
    ],
  );
  return { challenge, expiresAt };
}

/**
 * Takes (deletes) the challenge a passkey's answer signed — read from its `clientDataJSON` —
 * if this session was given it for this purpose and it has not expired. Used once: whichever
 * answer takes it first, the row is gone for every other (the transaction rolls it back only
 * when the answer then fails its checks).
 *
 * @returns `undefined` for an answer that names no such challenge.
 */
export async function takePasskeyChallenge(
  tx: DatabaseQueries,
  request: { sessionId: string; purpose: PasskeyCeremony; answer: unknown; nowMs: number },
): Promise<PasskeyChallenge | undefined> {
  const challenge = signedChallenge(request.answer);
  if (challenge === undefined) return undefined;
  const { rows } = await tx.query<{ origin: string; rp_id: string; name: string | null }>(
    `DELETE FROM mfa_passkey_challenges
     WHERE challenge = $1 AND session_id = $2 AND purpose = $3 AND expires_at > $4
     RETURNING origin, rp_id, name`,
    [challenge, request.sessionId, request.purpose, new Date(request.nowMs).toISOString()],
  );
  const row = rows[0];
  return row && { challenge, origin: row.origin, rpId: row.rp_id, name: row.name };
}

// The challenge in a WebAuthn answer's client data, as the browser wrote it.
function signedChallenge(answer: unknown): string | undefined {
  const encoded = (answer as { response?: { clientDataJSON?: unknown } } | null)?.response
    ?.clientDataJSON;
  if (typeof encoded !== 'string' || encoded.length > 4096) return undefined;
  try {
    const clientData = JSON.parse(new TextDecoder().decode(base64urlnopad.decode(encoded)));
    return typeof clientData?.challenge === 'string' ? clientData.challenge : undefined;
  } catch {
    return undefined;
  }
}
