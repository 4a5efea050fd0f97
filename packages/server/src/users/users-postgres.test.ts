import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../../../../scripts/test-postgres.js';
import type { Database } from '../database/database.js';
import { MIGRATIONS, migrate } from '../database/migrations.js';
import { createPostgresDatabase } from '../database/postgres-database.js';
import { createUserWithCredential } from './create-user-with-credential.js';
import { findUserByCredential } from './find-user-by-credential.js';
import { linkCredential } from './link-credential.js';
import { unlinkCredential } from './unlink-credential.js';
import { readUserCredentials } from './user-credential.js';
import {
  expectedUpgradedUsers,
  migrateToBeforeUsers,
  readUpgradedUsers,
  seedOldEmbeddedUsers,
  USERS_MIGRATION,
} from './users-upgrade.fixture.js';

let postgres: TestPostgres;
const opened: Database[] = [];
beforeAll(async () => {
  postgres = await startTestPostgres();
}, 60_000);
afterAll(async () => {
  for (const database of opened) await database.close();
  await postgres?.stop();
});

// A database of its own per test, reached by `instances` pools: two server instances.
async function freshDatabase(name: string, instances: number): Promise<Database[]> {
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = postgres.url.replace(/\/postgres$/, `/${name}`);
  const pools = Array.from({ length: instances }, () =>
    createPostgresDatabase({ connectionString: url }),
  );
  opened.push(...pools);
  return pools;
}

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'done',
    (error: { code?: string }) => error.code ?? String(error),
  );

describe('users on PostgreSQL', () => {
  it('the upgrade makes every embedded user a user with its email and embedded wallet, nothing lost', async () => {
    const [database] = (await freshDatabase('users_upgrade', 1)) as [Database];
    await migrateToBeforeUsers(database);
    await seedOldEmbeddedUsers(database);
    expect(await migrate(database)).toEqual(
      MIGRATIONS.filter((step) => step.version >= USERS_MIGRATION).map((step) => step.version),
    );
    expect(await readUpgradedUsers(database)).toEqual(expectedUpgradedUsers());
    expect(await migrate(database)).toEqual([]);
  });

  it('two instances linking one wallet to two users at once: exactly one wins, the other is refused', async () => {
    const [one, two] = (await freshDatabase('users_link_race', 2)) as [Database, Database];
    await migrate(one);
    for (let round = 0; round < 10; round++) {
      const ada = await createUserWithCredential(one, { kind: 'email', email: `a${round}@x.io` });
      const bob = await createUserWithCredential(two, { kind: 'email', email: `b${round}@x.io` });
      const wallet = { kind: 'solana-wallet', address: `Contested${round}` } as const;
      const outcomes = await Promise.all([
        outcome(linkCredential(one, ada.userId, wallet)),
        outcome(linkCredential(two, bob.userId, wallet)),
      ]);
      expect(outcomes.sort()).toEqual(['CREDENTIAL_LINKED_ELSEWHERE', 'done']);
      // The winner holds the wallet beside its email; the loser kept only its email.
      const holder = await findUserByCredential(one, wallet);
      const loser = holder?.userId === ada.userId ? bob : ada;
      expect([ada.userId, bob.userId]).toContain(holder?.userId);
      expect(holder?.credentials.map((credential) => credential.kind).sort()).toEqual([
        'email',
        'solana-wallet',
      ]);
      expect(await readUserCredentials(two, loser.userId)).toEqual(loser.credentials);
      const { rows } = await one.query(
        "SELECT user_id FROM verified_credentials WHERE kind = 'solana-wallet' AND value = $1",
        [wallet.address],
      );
      expect(rows).toEqual([{ user_id: holder?.userId }]);
    }
  });

  it('two instances unlinking both of a user’s two credentials at once: one is refused, one stays', async () => {
    const [one, two] = (await freshDatabase('users_unlink_race', 2)) as [Database, Database];
    await migrate(one);
    for (let round = 0; round < 10; round++) {
      const made = await createUserWithCredential(one, { kind: 'email', email: `u${round}@x.io` });
      const wallet = await linkCredential(one, made.userId, {
        kind: 'solana-wallet',
        address: `Wallet${round}`,
      });
      const outcomes = await Promise.all([
        outcome(unlinkCredential(one, made.userId, made.credentials[0]?.id as string)),
        outcome(unlinkCredential(two, made.userId, wallet.id)),
      ]);
      expect(outcomes.sort()).toEqual(['LAST_CREDENTIAL', 'done']);
      const { rows } = await one.query(
        'SELECT count(*)::int AS n FROM verified_credentials WHERE user_id = $1',
        [made.userId],
      );
      expect(rows).toEqual([{ n: 1 }]);
    }
  });
});
