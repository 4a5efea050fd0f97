import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.js';
import { migrate } from '../database/migrations.js';
import { createPgliteDatabase } from '../database/pglite-database.js';
import { checkNewSponsorship, recordSponsorship } from './record-sponsorship.js';

// The statements that decide what a sponsorship is charged, on the schema the server migrates: a
// quota without room undoes the whole record, and step two's read answers a recorded transaction
// as recorded and names a full quota.

let database: Database;
beforeAll(async () => {
  database = await createPgliteDatabase();
  await migrate(database);
}, 30_000);
afterAll(() => database?.close());

const NOW = Date.parse('2026-12-04T12:00:00Z');
const quotas = {
  perSender: { transactions: 5, lamports: 100_000n },
  perIp: { transactions: 2, lamports: 100_000n },
  perEnvironment: { transactions: 100, lamports: 1_000_000n },
  quotaLockWaitMs: 500,
};
let next = 0;
const subjects = () => {
  next += 1;
  return { sender: `sender-${next}`, clientIp: `ip-${next}`, environmentId: `env-${next}` };
};
const record = (who: ReturnType<typeof subjects>, signature: string) => ({
  ...who,
  signature,
  feeLamports: 5000n,
});

async function counts(who: ReturnType<typeof subjects>) {
  const { rows } = await database.query<{ scope: string; transactions: number }>(
    `SELECT scope, transactions FROM sponsorship_usage
     WHERE (scope, subject) IN (('sender', $1), ('ip', $2), ('environment', $3))`,
    [who.sender, who.clientIp, who.environmentId],
  );
  return Object.fromEntries(rows.map((row) => [row.scope, row.transactions]));
}
const recorded = async (signature: string) =>
  (await database.query('SELECT 1 FROM sponsored_transactions WHERE signature = $1', [signature]))
    .rows.length;
/** Step two's read, with the quotas above. */
const check = (
  request: ReturnType<typeof subjects> & { signature: string },
  fee: bigint,
  at = NOW,
) => checkNewSponsorship(database, request, fee, quotas, at);

describe('recordSponsorship', () => {
  it('records a transaction and counts it once against each quota, however often it is asked', async () => {
    const who = subjects();
    await recordSponsorship(database, record(who, 'sig-a'), quotas, NOW);
    await recordSponsorship(database, record(who, 'sig-a'), quotas, NOW);
    expect(await counts(who)).toEqual({ sender: 1, ip: 1, environment: 1 });
    expect(await recorded('sig-a')).toBe(1);
  });

  it('refuses 429 QUOTA_EXCEEDED for the full quota, and undoes the record and the other counts', async () => {
    const who = subjects();
    await recordSponsorship(database, record(who, 'sig-b1'), quotas, NOW);
    await recordSponsorship(database, record(who, 'sig-b2'), quotas, NOW);
    const refused = recordSponsorship(database, record(who, 'sig-b3'), quotas, NOW);
    await expect(refused).rejects.toMatchObject({
      status: 429,
      code: 'QUOTA_EXCEEDED',
      message: 'The daily sponsorship quota for this client address is used up',
    });
    expect(await counts(who)).toEqual({ sender: 2, ip: 2, environment: 2 });
    expect(await recorded('sig-b3')).toBe(0);
  });
});

describe('checkNewSponsorship', () => {
  it('answers a recorded transaction as recorded, whatever the quotas', async () => {
    const who = subjects();
    await recordSponsorship(database, record(who, 'sig-d'), quotas, NOW);
    const full = { ...quotas, perSender: { transactions: 0, lamports: 0n } };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await checkNewSponsorship(
        database,
        { ...who, signature: 'sig-d' },
        5000n,
        full,
        NOW,
      );
      expect(answer).toEqual({ recorded: true });
    }
  });

  it('refuses a request over a quota with QUOTA_EXCEEDED naming it', async () => {
    const who = subjects();
    await recordSponsorship(database, record(who, 'sig-e1'), quotas, NOW);
    await recordSponsorship(database, record(who, 'sig-e2'), quotas, NOW);
    const overIp = check({ ...who, signature: 'sig-e3' }, 5000n);
    await expect(overIp).rejects.toMatchObject({
      code: 'QUOTA_EXCEEDED',
      message: 'The daily sponsorship quota for this client address is used up',
    });
    // A fee over what is left of the sender's lamports, from a fresh address.
    const overLamports = check({ ...subjects(), sender: who.sender, signature: 'sig-e4' }, 95_001n);
    await expect(overLamports).rejects.toMatchObject({
      message: 'The daily sponsorship quota for this sender is used up',
    });
  });

  it('counts a new day from zero', async () => {
    const who = subjects();
    await recordSponsorship(database, record(who, 'sig-f1'), quotas, NOW);
    await recordSponsorship(database, record(who, 'sig-f2'), quotas, NOW);
    const tomorrow = NOW + 24 * 3600 * 1000;
    expect(await check({ ...who, signature: 'sig-f3' }, 5000n, tomorrow)).toEqual({
      recorded: false,
    });
  });
});
