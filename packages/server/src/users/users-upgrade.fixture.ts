import type { Database } from '../database/database.js';
import { migrate } from '../database/migrations.js';

/** The first migration that knows users: the schema before it is what an upgrade starts from. */
export const USERS_MIGRATION = 3;

/** Brings a new database to the schema a server of the release before users left (steps 1–2). */
export async function migrateToBeforeUsers(database: Database): Promise<void> {
  await migrate(database, { through: USERS_MIGRATION - 1 });
}

/** Embedded users as the old server recorded them: a proven email, its sub-organization and user. */
export const OLD_EMBEDDED_USERS = Array.from({ length: 5 }, (_, index) => ({
  email: `user${index}@example.com`,
  organization_id: `sub-org-${index}`,
  user_id: `custody-user-${index}`,
  created_at: new Date(Date.UTC(2026, 0, 1 + index, 12, 0, index)),
}));

/** Writes {@link OLD_EMBEDDED_USERS} as the old server did. */
export async function seedOldEmbeddedUsers(database: Database): Promise<void> {
  for (const row of OLD_EMBEDDED_USERS) {
    await database.query(
      'INSERT INTO embedded_users (email, organization_id, user_id, created_at) VALUES ($1, $2, $3, $4)',
      [row.email, row.organization_id, row.user_id, row.created_at.toISOString()],
    );
  }
}

/**
 * What the upgrade must have made of every old row: one user of its own (dated as the row)
 * holding its email and its embedded wallet, with the provider's ids kept. Answers the rows it
 * found, old row by old row, for one `toEqual`.
 */
export async function readUpgradedUsers(database: Database) {
  const { rows } = await database.query<{
    email: string;
    user_created_at: Date;
    credentials: unknown;
  }>(
    `SELECT e.email, u.created_at AS user_created_at,
       (SELECT json_agg(json_build_object(
          'kind', c.kind, 'value', c.value, 'chain', c.chain,
          'turnkey_sub_organization_id', c.turnkey_sub_organization_id,
          'turnkey_user_id', c.turnkey_user_id,
          'is_session_key_compatible', c.is_session_key_compatible,
          'wallet_name', c.wallet_name,
          'created_at', (extract(epoch FROM c.created_at) * 1000)::bigint::text,
          'last_verified_at', (extract(epoch FROM c.last_verified_at) * 1000)::bigint::text
        ) ORDER BY c.kind) FROM verified_credentials c WHERE c.user_id = u.id) AS credentials
     FROM embedded_users e
     JOIN verified_credentials owner ON owner.kind = 'email' AND owner.value = e.email
     JOIN users u ON u.id = owner.user_id
     ORDER BY e.email`,
  );
  return rows.map((row) => ({
    email: row.email,
    userCreatedAt: new Date(row.user_created_at).toISOString(),
    credentials:
      typeof row.credentials === 'string' ? JSON.parse(row.credentials) : row.credentials,
  }));
}

/** {@link readUpgradedUsers}' answer when nothing was lost. */
export function expectedUpgradedUsers() {
  return OLD_EMBEDDED_USERS.map((row) => ({
    email: row.email,
    userCreatedAt: row.created_at.toISOString(),
    credentials: [
      {
        kind: 'email',
        value: row.email,
        chain: null,
        turnkey_sub_organization_id: null,
        turnkey_user_id: null,
        is_session_key_compatible: false,
        wallet_name: null,
        created_at: String(row.created_at.getTime()),
        last_verified_at: String(row.created_at.getTime()),
      },
      {
        kind: 'embedded-wallet',
        value: row.organization_id,
        chain: 'solana',
        turnkey_sub_organization_id: row.organization_id,
        turnkey_user_id: row.user_id,
        is_session_key_compatible: true,
        wallet_name: 'turnkeyhd',
        created_at: String(row.created_at.getTime()),
        last_verified_at: String(row.created_at.getTime()),
      },
    ],
  }));
}

/** Every user and credential row, to show an attempt changed nothing. */
export async function snapshotUsers(database: Database) {
  const users = await database.query('SELECT * FROM users ORDER BY id');
  const credentials = await database.query('SELECT * FROM verified_credentials ORDER BY id');
  return { users: users.rows, credentials: credentials.rows };
}
