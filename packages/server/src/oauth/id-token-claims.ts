import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Database, DatabaseQueries } from '../database/database.js';
import { OAUTH_ERRORS } from './oauth-errors.js';

/**
 * One sign-in's hold on an ID token: taken before the custody provider sees the token, so of
 * parallel uses only one goes on; spent in the transaction that starts the session; released
 * when the sign-in fails after taking it, so the user may try the same token again.
 */
export interface IdTokenClaim {
  /** Marks the token signed in, in the session's transaction. */
  spend(tx: DatabaseQueries, atMs: number): Promise<void>;
  /** Lets the token go again (a sign-in that failed after the claim); never throws. */
  release(database: Database): Promise<void>;
}

/**
 * Claims an ID token for one sign-in, kept until it expires. A token is claimed by what its
 * issuer signed — the SHA-256 of its header and payload — never by its spelling: another
 * signature for the same claims (an ECDSA signature's twin, a respelled last character) is the
 * same token. The token itself is never stored.
 *
 * @throws {ServerError} 401 `OAUTH_TOKEN_REUSED` when the token was used or is being used.
 */
export async function claimIdToken(
  queries: DatabaseQueries,
  idToken: string,
  expiresAtMs: number,
): Promise<IdTokenClaim> {
  const signingInput = idToken.slice(0, idToken.lastIndexOf('.'));
  const tokenHash = bytesToHex(sha256(utf8ToBytes(signingInput)));
  // Tokens claimed before this key (a release that hashed the whole string) are still known by
  // that hash until they expire, within the hour.
  const wholeTokenHash = bytesToHex(sha256(utf8ToBytes(idToken)));
  const claimId = crypto.randomUUID();
  const { rows } = await queries.query(
    `INSERT INTO used_id_tokens (token_hash, claim_id, expires_at)
     SELECT $1, $2, $3 WHERE NOT EXISTS (SELECT 1 FROM used_id_tokens WHERE token_hash = $4)
     ON CONFLICT (token_hash) DO NOTHING RETURNING 1`,
    [tokenHash, claimId, new Date(expiresAtMs).toISOString(), wholeTokenHash],
  );
  if (rows.length === 0) throw OAUTH_ERRORS.tokenReused();
  return {
    async spend(tx, atMs) {
      const spent = await tx.query(
        `UPDATE used_id_tokens SET signed_in_at = $3
         WHERE token_hash = $1 AND claim_id = $2 AND signed_in_at IS NULL RETURNING 1`,
        [tokenHash, claimId, new Date(atMs).toISOString()],
      );
      if (spent.rows.length === 0) throw OAUTH_ERRORS.tokenReused();
    },
    async release(database) {
      await database
        .query(
          'DELETE FROM used_id_tokens WHERE token_hash = $1 AND claim_id = $2 AND signed_in_at IS NULL',
          [tokenHash, claimId],
        )
        .catch(() => undefined);
    },
  };
}
