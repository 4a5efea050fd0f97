import { inspect } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../../../../scripts/test-postgres.js';
import { readDatabaseLimits, resolveDatabaseLimits } from './database-limits.js';
import { toDatabaseServerError } from './database-server-error.js';
import { DatabaseUnavailableError } from './database-unavailable.js';
import { MIGRATIONS, migrate } from './migrations.js';
import { openDatabase } from './open-database.js';
import { createPostgresDatabase } from './postgres-database.js';

let postgres: TestPostgres;
// What would have taken the process down (an unhandled 'error' event of a pg client).
const crashes: unknown[] = [];
const recordCrash = (error: unknown) => crashes.push(error);
beforeAll(async () => {
  process.on('uncaughtException', recordCrash);
  postgres = await startTestPostgres();
}, 60_000);
afterAll(async () => {
  process.off('uncaughtException', recordCrash);
  await postgres?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createPostgresDatabase', () => {
  it('a connection dropped inside a transaction fails that transaction with DatabaseUnavailableError, not the process, and the pool reconnects', async () => {
    const database = createPostgresDatabase({ connectionString: postgres.url });
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    const failed = database.transaction(async (tx) => {
      const { rows } = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      // Between two statements, as a restart does it: the server ends this session (57P01).
      await admin.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid]);
      await sleep(200);
      return tx.query('SELECT 1');
    });
    const error = await failed.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect((error as DatabaseUnavailableError).reason).toBe('unreachable');
    const answer = toDatabaseServerError(error);
    expect([answer?.status, answer?.code]).toEqual([503, 'DATABASE_UNAVAILABLE']);
    // Logged in one line, the driver's words and code kept.
    expect(inspect(answer)).toMatch(
      /^\[ServerError: The database is unavailable; try again shortly \[database unreachable: .*\]\]$/,
    );
    expect(crashes.map(String)).toEqual([]);
    expect(await database.transaction((tx) => tx.query('SELECT 1 AS one'))).toEqual({
      rows: [{ one: 1 }],
    });
    await admin.end();
    await database.close();
  });

  it('an exhausted pool refuses at the checkout timeout, and a row lock is waited for no longer than lock_timeout', async () => {
    const database = createPostgresDatabase({
      connectionString: postgres.url,
      limits: {
        maxConnections: 2,
        maxTransactionConnections: 1,
        checkoutTimeoutMs: 300,
        lockTimeoutMs: 400,
      },
    });
    await database.query('CREATE TABLE IF NOT EXISTS hot (id int PRIMARY KEY, n int)');
    await database.query('INSERT INTO hot VALUES (1, 0) ON CONFLICT DO NOTHING');
    let release: () => void = () => undefined;
    const held = database.transaction(async (tx) => {
      await tx.query('SELECT * FROM hot WHERE id = 1 FOR UPDATE');
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await sleep(100);
    // The one transaction connection is taken: the next transaction waits 300 ms, then 503.
    let started = performance.now();
    const exhausted = await database
      .transaction((tx) => tx.query('SELECT 1'))
      .catch((caught: unknown) => caught);
    expect((exhausted as DatabaseUnavailableError).reason).toBe('pool-exhausted');
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(performance.now() - started).toBeLessThan(1000);
    // A single statement still has a connection of its own, and waits on the row for 400 ms.
    expect(await database.query('SELECT 2 AS two')).toEqual({ rows: [{ two: 2 }] });
    started = performance.now();
    const locked = await database
      .query('UPDATE hot SET n = n + 1 WHERE id = 1')
      .catch((caught: unknown) => caught);
    expect((locked as DatabaseUnavailableError).reason).toBe('lock-timeout');
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    expect(performance.now() - started).toBeLessThan(1500);
    release();
    await held;
    await database.close();
  });
});

describe('a database that goes silent', () => {
  it('(its backend stopped: no answer, no reset) fails the statement at the client’s own timeout, statement plus connect timeout, and the broken connection is not reused', async () => {
    const database = createPostgresDatabase({
      connectionString: postgres.url,
      limits: { statementTimeoutMs: 300, connectTimeoutMs: 300, maxConnections: 1 },
    });
    let stopped = 0;
    let started = 0;
    const failed = await database
      .transaction(async (tx) => {
        const { rows } = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        stopped = Number(rows[0]?.pid);
        process.kill(stopped, 'SIGSTOP');
        started = performance.now();
        return tx.query('SELECT 1');
      })
      .catch((caught: unknown) => caught);
    const waited = performance.now() - started;
    process.kill(stopped, 'SIGCONT');
    expect((failed as DatabaseUnavailableError).reason).toBe('timeout');
    expect(waited).toBeGreaterThanOrEqual(550);
    expect(waited).toBeLessThan(1500);
    // The one pooled connection was destroyed: the next statement has a new backend.
    const { rows } = await database.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    expect(rows[0]?.pid).not.toBe(stopped);
    await database.close();
  });
});

describe('migrate on PostgreSQL', () => {
  it('waits for another instance migrating longer than lock_timeout, then applies every step once', async () => {
    const database = createPostgresDatabase({
      connectionString: postgres.url,
      limits: { lockTimeoutMs: 200 },
    });
    const other = new pg.Client({ connectionString: postgres.url });
    await other.connect();
    await other.query('BEGIN');
    // The lock migrate takes (MIGRATION_LOCK_KEY), held as an instance migrating would.
    await other.query('SELECT pg_advisory_xact_lock(7146932001)');
    const migrating = migrate(database);
    await sleep(800);
    await other.query('COMMIT');
    await other.end();
    expect(await migrating).toEqual(MIGRATIONS.map((step) => step.version));
    // The session's own lock_timeout is back for what follows.
    expect(await database.query('SHOW lock_timeout')).toEqual({
      rows: [{ lock_timeout: '200ms' }],
    });
    await database.close();
  });
});

describe('openDatabase', () => {
  it('waits for a PostgreSQL that is not up yet, saying so, and starts once it is', async () => {
    await postgres.halt();
    const said: string[] = [];
    const opening = openDatabase({
      databaseUrl: postgres.url.replace('latchkey@', 'latchkey:secret-password@'),
      onWaiting: (message) => said.push(message),
    });
    await sleep(1500);
    await postgres.resume();
    const database = await opening;
    expect(await database.query('SELECT 1 AS one')).toEqual({ rows: [{ one: 1 }] });
    await database.close();
    const port = new URL(postgres.url).port;
    expect(said.length).toBeGreaterThanOrEqual(2);
    expect(said[0]).toMatch(
      new RegExp(
        `^waiting for PostgreSQL at 127\\.0\\.0\\.1:${port}/postgres \\(.*ECONNREFUSED.*\\); retrying in 0\\.25 s$`,
      ),
    );
    expect(said.join('\n')).not.toContain('secret-password');
  });

  it('gives up after startupWaitMs naming the database, and at once on a refusal waiting cannot fix', async () => {
    await postgres.halt();
    const started = performance.now();
    await expect(
      openDatabase({ databaseUrl: postgres.url, limits: { startupWaitMs: 700 } }),
    ).rejects.toThrow(
      /^PostgreSQL at 127\.0\.0\.1:\d+\/postgres did not answer within 0\.7 s: .*ECONNREFUSED/,
    );
    expect(performance.now() - started).toBeLessThan(2000);
    await postgres.resume();
    const said: string[] = [];
    await expect(
      openDatabase({
        databaseUrl: postgres.url.replace(/\/postgres$/, '/no_such_database'),
        onWaiting: (message) => said.push(message),
      }),
    ).rejects.toThrow('database "no_such_database" does not exist');
    expect(said).toEqual([]);
  });
});

describe('database limits', () => {
  it('are read from LATCHKEY_DB_* variables, each error naming its variable, and default to bounded waits', () => {
    expect(
      readDatabaseLimits({ LATCHKEY_DB_POOL_SIZE: '20', LATCHKEY_DB_LOCK_TIMEOUT_MS: ' 500 ' }),
    ).toEqual({ maxConnections: 20, lockTimeoutMs: 500 });
    expect(() => readDatabaseLimits({ LATCHKEY_DB_STATEMENT_TIMEOUT_MS: '5s' })).toThrow(
      'LATCHKEY_DB_STATEMENT_TIMEOUT_MS must be a positive whole number; got 5s',
    );
    expect(() => readDatabaseLimits({ LATCHKEY_DB_POOL_SIZE: '0' })).toThrow(
      'LATCHKEY_DB_POOL_SIZE must be a positive whole number; got 0',
    );
    expect(resolveDatabaseLimits({ maxConnections: 20 })).toEqual({
      maxConnections: 20,
      maxTransactionConnections: 10,
      connectTimeoutMs: 5000,
      checkoutTimeoutMs: 5000,
      statementTimeoutMs: 5000,
      lockTimeoutMs: 1000,
      idleInTransactionTimeoutMs: 10_000,
      startupWaitMs: 60_000,
    });
  });
});
