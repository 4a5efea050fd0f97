import type { DatabaseQueries } from '../database/database.js';
import { insertCredential } from './insert-credential.js';
import { credentialValue, type NewCredential } from './new-credential.js';
import type { UserCredential } from './user-credential.js';
import { CREDENTIAL_COLUMNS, type CredentialRow, toUserCredential } from './user-credential.js';

/**
 * The user holding a credential just proven, made with it on their first sign-in; the
 * credential's `last_verified_at` moves to `at` (and an embedded wallet's address is kept once
 * known). Two first sign-ins with one credential at the same time end with one user.
 */
export async function signInUser(
  tx: DatabaseQueries,
  credential: NewCredential,
  at: Date,
): Promise<{ userId: string; credential: UserCredential }> {
  const { kind, value } = credentialValue(credential);
  const address = credential.kind === 'embedded-wallet' ? (credential.address ?? null) : null;
  const touch = async () => {
    const { rows } = await tx.query<CredentialRow>(
      `UPDATE verified_credentials SET last_verified_at = $3, address = COALESCE(address, $4)
       WHERE kind = $1 AND value = $2 RETURNING ${CREDENTIAL_COLUMNS}`,
      [kind, value, at.toISOString(), address],
    );
    return rows[0] ? toUserCredential(rows[0]) : undefined;
  };
  const held = await touch();
  if (held) return { userId: held.userId, credential: held };
  const userId = crypto.randomUUID();
  const stored = await insertCredential(tx, userId, credential, at, { makeUser: true });
  if (stored) return { userId, credential: stored };
  // Another sign-in made the user first (its insert committed while ours waited): use theirs.
  await tx.query('DELETE FROM users WHERE id = $1', [userId]);
  const theirs = await touch();
  if (!theirs) throw new Error(`the ${kind} credential vanished during sign-in`);
  return { userId: theirs.userId, credential: theirs };
}
