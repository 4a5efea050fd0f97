import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.js';
import { createPgliteDatabase } from '../database/pglite-database.js';
import { ServerError } from '../server-error.js';
import { requestDatabase } from './request-database.js';

let database: Database;
beforeAll(async () => {
  database = await createPgliteDatabase();
  await database.query('CREATE TABLE spent (id int PRIMARY KEY)');
}, 20_000);
afterAll(() => database?.close());

const gone = new ServerError(499, 'CLIENT_CLOSED_REQUEST', 'gone');
const countSpent = async () =>
  (await database.query<{ n: number }>('SELECT count(*)::int AS n FROM spent')).rows[0]?.n;

describe('requestDatabase', () => {
  it('rolls back a transaction whose request aborted while its work ran, throwing the reason', async () => {
    const aborting = new AbortController();
    const scoped = requestDatabase(database, aborting.signal);
    const spending = scoped.database.transaction(async (tx) => {
      await tx.query('INSERT INTO spent VALUES (1)');
      aborting.abort(gone);
      return 'committed';
    });
    await expect(spending).rejects.toBe(gone);
    expect(await countSpent()).toBe(0);
    expect(scoped.committing).toBe(0);
  });

  it('starts no statement or transaction once aborted', async () => {
    const aborting = new AbortController();
    const scoped = requestDatabase(database, aborting.signal);
    aborting.abort(gone);
    await expect(scoped.database.query('INSERT INTO spent VALUES (2)')).rejects.toBe(gone);
    await expect(
      scoped.database.transaction((tx) => tx.query('INSERT INTO spent VALUES (3)')),
    ).rejects.toBe(gone);
    expect(await countSpent()).toBe(0);
  });

  it('commits when not aborted', async () => {
    const scoped = requestDatabase(database, new AbortController().signal);
    await scoped.database.transaction(async (tx) => {
      await tx.query('INSERT INTO spent VALUES (4)');
    });
    expect(await countSpent()).toBe(1);
    expect(scoped.committing).toBe(0);
  });
});
