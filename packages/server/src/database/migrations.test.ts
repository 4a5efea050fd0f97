import { describe, expect, it } from 'vitest';
import { MIGRATIONS, migrate } from './migrations.js';
import { createPgliteDatabase } from './pglite-database.js';
import { pruneExpired } from './prune-expired.js';
import { takeRateLimit } from './rate-limit.js';

// Each test opens its own PGlite, seconds on a busy machine.
describe('migrate', { timeout: 20_000 }, () => {
  it('applies every step once and records it', async () => {
    const database = await createPgliteDatabase();
    expect(await migrate(database)).toEqual(MIGRATIONS.map((step) => step.version));
    expect(await migrate(database)).toEqual([]);
    const { rows } = await database.query('SELECT version FROM latchkey_migrations');
    expect(rows).toEqual(MIGRATIONS.map((step) => ({ version: step.version })));
    await database.close();
  });
});

describe('takeRateLimit and pruneExpired', () => {
  it('lets `max` through per window, then none until the next window; old windows are pruned', async () => {
    const database = await createPgliteDatabase();
    await migrate(database);
    const limit = { max: 2, windowSeconds: 60 };
    const start = Date.UTC(2026, 10, 24, 12, 0, 0);
    const take = (at: number) => takeRateLimit(database, 'test', 'subject', limit, at);
    expect([await take(start), await take(start + 1000), await take(start + 2000)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(await take(start + 60_000)).toBe(true);
    expect(
      await takeRateLimit(database, 'test', 'subject', { max: 0, windowSeconds: 60 }, start),
    ).toBe(false);
    expect(await pruneExpired(database, start + 2 * 24 * 3600 * 1000)).toEqual({
      counters: 2,
      challenges: 0,
      sessions: 0,
    });
    await database.close();
  });
});
