import type { DatabaseQueries } from '../database/database.js';
import { credentialValue, type NewCredential } from './new-credential.js';
import {
  CREDENTIAL_COLUMNS,
  type CredentialRow,
  toUserCredential,
  type UserCredential,
} from './user-credential.js';

/**
 * Stores `credential` for `userId`, verified at `at`, unless anyone holds it already.
 * Concurrent inserts of one credential wait on its unique key: exactly one stores it. With
 * `makeUser`, the user row (`userId`, made at `at`) is inserted by the same statement: a first
 * sign-in's user and credential in one round trip (the caller removes the user when the
 * credential turned out to be held).
 *
 * @returns The stored credential, or `undefined` when it was held already (by anyone).
 */
export async function insertCredential(
  tx: DatabaseQueries,
  userId: string,
  credential: NewCredential,
  at: Date,
  options: { makeUser?: boolean } = {},
): Promise<UserCredential | undefined> {
  const { kind, value } = credentialValue(credential);
  const wallet = kind === 'solana-wallet' || kind === 'embedded-wallet';
  const embedded = credential.kind === 'embedded-wallet' ? credential : undefined;
  const walletName =
    credential.kind === 'solana-wallet' || credential.kind === 'embedded-wallet'
      ? (credential.walletName ?? (embedded ? 'turnkeyhd' : null))
      : null;
  const { rows } = await tx.query<CredentialRow>(
    `${options.makeUser ? 'WITH made AS (INSERT INTO users (id, created_at) VALUES ($1, $9))' : ''}
     INSERT INTO verified_credentials (user_id, kind, value, chain, turnkey_sub_organization_id,
       turnkey_user_id, is_session_key_compatible, wallet_name, address, oauth_provider, oauth_email,
       created_at, last_verified_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $10, $11, $12, $9, $9)
     ON CONFLICT (kind, value) DO NOTHING
     RETURNING ${CREDENTIAL_COLUMNS}`,
    [
      userId,
      kind,
      value,
      wallet ? 'solana' : null,
      embedded?.subOrganizationId ?? null,
      embedded?.custodyUserId ?? null,
      // An embedded wallet's calls are stamped by a session key; an external wallet signs itself.
      embedded !== undefined,
      walletName,
      at.toISOString(),
      embedded?.address ?? null,
      credential.kind === 'oauth' ? (credential.provider ?? null) : null,
      credential.kind === 'oauth' ? (credential.email?.slice(0, 320) ?? null) : null,
    ],
  );
  return rows[0] ? toUserCredential(rows[0]) : undefined;
}
