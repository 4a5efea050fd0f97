import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLatchkeyServer } from '../create-latchkey-server.js';
import { createPgliteDatabase } from '../database/pglite-database.js';
import { type RequestTarget, raceSponsorships } from '../testing/quota-race.fixture.js';
import {
  type SponsorshipStack,
  startSponsorshipStack,
} from '../testing/sponsorship-stack.fixture.js';
import { sponsorshipTotals } from '../testing/sponsorship-totals.fixture.js';
import type { SponsorshipPolicy } from './sponsorship-policy.js';

// Quotas under load on the embedded database (PGlite, persisted on disk): exactly the quota is
// sponsored however the requests race, each one recorded, and a restart keeps every record.

let stack: SponsorshipStack;
let dataDir: string;
const policy: Partial<SponsorshipPolicy> = {
  perSender: { transactions: 50, lamports: 10_000_000n },
  perIp: { transactions: 1_000, lamports: 250_000n },
};

beforeAll(async () => {
  stack = await startSponsorshipStack();
  dataDir = mkdtempSync(join(tmpdir(), 'latchkey-server-'));
});
afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start() {
  const database = await createPgliteDatabase({ dataDir });
  const server = await createLatchkeyServer({
    database,
    environments: { 'env-test': { authToken: 'token-test' } },
    sponsorship: { feePayer: stack.feePayer, rpcUrl: stack.sandbox.urls.rpc, policy },
  });
  const target: RequestTarget = (request, clientIp) => server.fetch(request, { clientIp });
  return { database, server, target };
}

describe('sponsorship quotas on PGlite', () => {
  it('sponsors exactly the quota of 200 racing requests and keeps every record across a restart', {
    timeout: 120_000,
  }, async () => {
    const first = await start();
    const sender = await stack.funded(10_000_000_000n);
    const perSender = await raceSponsorships(stack, [first.target], {
      count: 200,
      senders: [sender],
      clientIp: (index) => `198.51.100.${index % 200}`,
    });
    expect(perSender.other).toEqual([]);
    expect([perSender.sponsored, perSender.refused]).toEqual([50, 150]);

    // The address quota counts lamports: 250,000 at 10,000 a transaction is 25, over many senders.
    const senders = await Promise.all([1, 2, 3, 4, 5].map(() => stack.funded(10_000_000_000n)));
    const perIp = await raceSponsorships(stack, [first.target], {
      count: 200,
      senders,
      clientIp: () => '203.0.113.9',
    });
    expect(perIp.other).toEqual([]);
    expect([perIp.sponsored, perIp.refused]).toEqual([25, 175]);
    const before = await sponsorshipTotals(first.database);
    expect(before).toEqual({ records: 75, fees: 750_000n });
    await first.server.close();

    // A new process on the same data: every record is there and the quotas still hold.
    const second = await start();
    expect(await sponsorshipTotals(second.database)).toEqual(before);
    const again = await raceSponsorships(stack, [second.target], {
      count: 1,
      senders: [sender],
      clientIp: () => '198.51.100.250',
    });
    expect(again.refused).toBe(1);
    await second.server.close();
  });
});
