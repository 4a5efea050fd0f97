import type { DatabaseQueries } from '../database/database.js';

/**
 * The ways a user proves who they are: an external Solana wallet, an embedded wallet (its
 * custody sub-organization), a proven email, a passkey, an OpenID provider's account.
 */
export type CredentialKind = 'solana-wallet' | 'embedded-wallet' | 'email' | 'passkey' | 'oauth';

/**
 * A verified credential as the server keeps it (a row of `verified_credentials`). `value` names
 * it: a wallet's address, the embedded wallet's sub-organization id, the normalized email, the
 * passkey's credential id, an OpenID account's issuer and subject (`<issuer> <subject>`). One
 * user holds it.
 */
export interface UserCredential {
  readonly id: string;
  readonly userId: string;
  readonly kind: CredentialKind;
  readonly value: string;
  /** 'solana' for wallets; `null` for an email or a passkey. */
  readonly chain: string | null;
  readonly turnkeySubOrganizationId: string | null;
  /** The custody provider's user in the sub-organization (embedded wallets only). */
  readonly turnkeyUserId: string | null;
  readonly isSessionKeyCompatible: boolean;
  readonly walletName: string | null;
  /** An embedded wallet's address, once known; an external wallet's is its `value`. */
  readonly address: string | null;
  /** An OpenID account's provider (the server's id for it) and email, when known. */
  readonly oauthProvider: string | null;
  readonly oauthEmail: string | null;
  readonly createdAt: Date;
  readonly lastVerifiedAt: Date;
}

/** The columns a {@link UserCredential} is read from, for a `SELECT` or a `RETURNING`. */
export const CREDENTIAL_COLUMNS =
  'id, user_id, kind, value, chain, turnkey_sub_organization_id, turnkey_user_id, is_session_key_compatible, wallet_name, address, oauth_provider, oauth_email, created_at, last_verified_at';

/** One row read through {@link CREDENTIAL_COLUMNS}. */
export interface CredentialRow {
  [column: string]: unknown;
  id: string;
  user_id: string;
  kind: CredentialKind;
  value: string;
  chain: string | null;
  turnkey_sub_organization_id: string | null;
  turnkey_user_id: string | null;
  is_session_key_compatible: boolean;
  wallet_name: string | null;
  address: string | null;
  oauth_provider: string | null;
  oauth_email: string | null;
  created_at: Date;
  last_verified_at: Date;
}

/** A row as a {@link UserCredential}. */
export function toUserCredential(row: CredentialRow): UserCredential {
  return {
    id: row.id,
    userId: row.user_id,
    kind: row.kind,
    value: row.value,
    chain: row.chain,
    turnkeySubOrganizationId: row.turnkey_sub_organization_id,
    turnkeyUserId: row.turnkey_user_id,
    isSessionKeyCompatible: row.is_session_key_compatible,
    walletName: row.wallet_name,
    address: row.address,
    oauthProvider: row.oauth_provider,
    oauthEmail: row.oauth_email,
    createdAt: new Date(row.created_at),
    lastVerifiedAt: new Date(row.last_verified_at),
  };
}

/** Every credential a user holds, oldest first. */
export async function readUserCredentials(
  queries: DatabaseQueries,
  userId: string,
): Promise<UserCredential[]> {
  const { rows } = await queries.query<CredentialRow>(
    `SELECT ${CREDENTIAL_COLUMNS} FROM verified_credentials WHERE user_id = $1
     ORDER BY created_at, id`,
    [userId],
  );
  return rows.map(toUserCredential);
}
