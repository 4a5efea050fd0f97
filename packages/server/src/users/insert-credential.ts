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
  const insert = credentialInsert({ userId, credential, at, makeUser: options.makeUser });
  const { rows } = await tx.query<CredentialRow>(
    `WITH ${insert.sql} SELECT ${CREDENTIAL_COLUMNS} FROM stored`,
    insert.parameters,
  );
  return rows[0] ? toUserCredential(rows[0]) : undefined;
}

/**
 * {@link insertCredential}'s statement as common table expressions: `stored` (the credential's
 * row with {@link CREDENTIAL_COLUMNS}, none when it was held already), after `made_user` with
 * `makeUser`. Its parameters are numbered from `firstParameter` (default 1), for a statement that
 * goes on with the stored credential.
 */
export function credentialInsert(parameters: {
  userId: string;
  credential: NewCredential;
  at: Date;
  makeUser?: boolean | undefined;
  firstParameter?: number | undefined;
}): { sql: string; parameters: unknown[] } {
  const { credential } = parameters;
  const n = (parameters.firstParameter ?? 1) - 1;
  const p = (index: number) => `$${n + index}`;
  const { kind, value } = credentialValue(credential);
  const wallet = kind === 'solana-wallet' || kind === 'embedded-wallet';
  const embedded = credential.kind === 'embedded-wallet' ? credential : undefined;
  const walletName =
    credential.kind === 'solana-wallet' || credential.kind === 'embedded-wallet'
      ? (credential.walletName ?? (embedded ? 'turnkeyhd' : null))
      : null;
  return {
    sql: `${parameters.makeUser ? `made_user AS (INSERT INTO users (id, created_at) VALUES (${p(1)}, ${p(9)})), ` : ''}stored AS (
       INSERT INTO verified_credentials (user_id, kind, value, chain, turnkey_sub_organization_id,
         turnkey_user_id, is_session_key_compatible, wallet_name, address, oauth_provider,
         oauth_email, created_at, last_verified_at)
       VALUES (${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}, ${p(7)}, ${p(8)}, ${p(10)},
         ${p(11)}, ${p(12)}, ${p(9)}, ${p(9)})
       ON CONFLICT (kind, value) DO NOTHING
       RETURNING ${CREDENTIAL_COLUMNS})`,
    parameters: [
      parameters.userId,
      kind,
      value,
      wallet ? 'solana' : null,
      embedded?.subOrganizationId ?? null,
      embedded?.custodyUserId ?? null,
      // An embedded wallet's calls are stamped by a session key; an external wallet signs itself.
      embedded !== undefined,
      walletName,
      parameters.at.toISOString(),
      embedded?.address ?? null,
      credential.kind === 'oauth' ? (credential.provider ?? null) : null,
      credential.kind === 'oauth' ? (credential.email?.slice(0, 320) ?? null) : null,
    ],
  };
}
