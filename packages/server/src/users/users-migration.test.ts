import { describe, expect, it } from 'vitest';
import { MIGRATIONS, migrate } from '../database/migrations.js';
import { createPgliteDatabase } from '../database/pglite-database.js';
import { findUserByCredential } from './find-user-by-credential.js';
import {
  expectedUpgradedUsers,
  migrateToBeforeUsers,
  OLD_EMBEDDED_USERS,
  readUpgradedUsers,
  seedOldEmbeddedUsers,
  USERS_MIGRATION,
} from './users-upgrade.fixture.js';

// Each test opens its own PGlite, seconds on a busy machine.
describe('the users migration on PGlite', { timeout: 30_000 }, () => {
  it('makes every embedded user a user holding its email and its embedded wallet; the old table stays', async () => {
    const database = await createPgliteDatabase();
    await migrateToBeforeUsers(database);
    await seedOldEmbeddedUsers(database);
    const before = await database.query('SELECT * FROM embedded_users ORDER BY email');

    expect(await migrate(database)).toEqual(
      MIGRATIONS.filter((step) => step.version >= USERS_MIGRATION).map((step) => step.version),
    );

    expect(await readUpgradedUsers(database)).toEqual(expectedUpgradedUsers());
    const users = await database.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM users',
    );
    expect(users.rows).toEqual([{ count: OLD_EMBEDDED_USERS.length }]);
    expect(await database.query('SELECT * FROM embedded_users ORDER BY email')).toEqual(before);
    // The email and the sub-organization name the same user.
    const [first] = OLD_EMBEDDED_USERS;
    const byEmail = await findUserByCredential(database, {
      kind: 'email',
      email: 'USER0@example.com',
    });
    const byWallet = await findUserByCredential(database, {
      kind: 'embedded-wallet',
      subOrganizationId: first?.organization_id as string,
    });
    expect(byEmail?.userId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/);
    expect(byWallet).toEqual(byEmail);
    await database.close();
  });

  it('on a new database, makes the tables whose constraints hold a credential to one user and one shape', async () => {
    const database = await createPgliteDatabase();
    await migrate(database);
    const { rows } = await database.query<{ id: string }>(
      'INSERT INTO users DEFAULT VALUES RETURNING id',
    );
    const userId = rows[0]?.id;
    const insert = (kind: string, value: string, chain: string | null, organization?: string) =>
      database.query(
        `INSERT INTO verified_credentials (user_id, kind, value, chain, turnkey_sub_organization_id)
         VALUES ($1, $2, $3, $4, $5)`,
        [userId, kind, value, chain, organization ?? null],
      );
    await insert('solana-wallet', 'Address111', 'solana');
    // The same credential again, even for the same user: refused by its unique key.
    await expect(insert('solana-wallet', 'Address111', 'solana')).rejects.toThrow(/unique/);
    await expect(insert('twitter', 'ada', null)).rejects.toThrow(/check/);
    await expect(insert('email', 'ada@example.com', 'solana')).rejects.toThrow(/check/);
    await expect(insert('solana-wallet', 'Address222', null)).rejects.toThrow(/check/);
    await expect(insert('embedded-wallet', 'sub-org', 'solana', 'other')).rejects.toThrow(/check/);
    await expect(insert('email', '', null)).rejects.toThrow(/check/);
    await insert('embedded-wallet', 'sub-org', 'solana', 'sub-org');
    // Deleting a user deletes what they held.
    await database.query('DELETE FROM users WHERE id = $1', [userId]);
    expect((await database.query('SELECT id FROM verified_credentials')).rows).toEqual([]);
    await database.close();
  });
});
