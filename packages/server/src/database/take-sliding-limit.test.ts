import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.js';
import { migrate } from './migrations.js';
import { createPgliteDatabase } from './pglite-database.js';
import { takeRateLimit } from './rate-limit.js';
import { takeSlidingLimit } from './take-sliding-limit.js';

let database: Database;
beforeAll(async () => {
  database = await createPgliteDatabase();
  await migrate(database);
}, 30_000);
afterAll(() => database?.close());

const limit = { max: 100, windowSeconds: 3600 };
const hour = 3_600_000;
const boundary = Math.ceil(Date.now() / hour) * hour;

async function burst(take: typeof takeSlidingLimit, subject: string, at: number, count: number) {
  let passed = 0;
  for (let i = 0; i < count; i += 1) {
    if (await take(database, 'test', subject, limit, at + i)) passed += 1;
  }
  return passed;
}

describe('takeSlidingLimit', () => {
  it('lets 100 through in any hour, across the hour’s edge too (a fixed window let 200)', async () => {
    // 100 just before xx:00, 100 just after: a fixed window counts them in two hours.
    expect(await burst(takeRateLimit, 'fixed', boundary - 30_000, 100)).toBe(100);
    expect(await burst(takeRateLimit, 'fixed', boundary + 30_000, 100)).toBe(100);
    expect(await burst(takeSlidingLimit, 'sliding', boundary - 30_000, 100)).toBe(100);
    expect(await burst(takeSlidingLimit, 'sliding', boundary + 30_000, 100)).toBe(0);
    // The first burst leaves the window an hour after it came, not at the hour's edge.
    expect(await burst(takeSlidingLimit, 'sliding', boundary - 30_000 + hour - 1000, 100)).toBe(0);
    expect(await burst(takeSlidingLimit, 'sliding', boundary - 30_000 + hour + 100, 100)).toBe(100);
  });

  it('never passes the limit under concurrent takes', async () => {
    const at = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        takeSlidingLimit(database, 'test', 'race', limit, at + i),
      ),
    );
    expect(answers.filter(Boolean)).toHaveLength(100);
  });

  it('refuses everything for a limit of 0', async () => {
    expect(
      await takeSlidingLimit(database, 'test', 'zero', { max: 0, windowSeconds: 60 }, Date.now()),
    ).toBe(false);
  });
});
