import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../../../../scripts/test-postgres.js';
import { createLatchkeyServer } from '../create-latchkey-server.js';
import { createPostgresDatabase } from '../database/postgres-database.js';
import { type RunningNodeServer, serveNode } from '../node/serve-node.js';
import { type RequestTarget, raceSponsorships } from '../testing/quota-race.fixture.js';
import {
  type SponsorshipStack,
  startSponsorshipStack,
} from '../testing/sponsorship-stack.fixture.js';
import { sponsorshipTotals } from '../testing/sponsorship-totals.fixture.js';

// Production's shape: a real PostgreSQL (Debian's package) and two server instances, each with
// its own connection pool and HTTP port, as behind a load balancer. The quota holds across them
// to the transaction, and restarting both loses nothing.

let stack: SponsorshipStack;
let postgres: TestPostgres;

beforeAll(async () => {
  [stack, postgres] = await Promise.all([startSponsorshipStack(), startTestPostgres()]);
}, 60_000);
afterAll(async () => {
  await stack?.stop();
  await postgres?.stop();
});

async function startInstance(
  perEnvironment = { transactions: 10_000, lamports: 100_000_000n },
): Promise<RunningNodeServer> {
  const server = await createLatchkeyServer({
    database: createPostgresDatabase({ connectionString: postgres.url }),
    environments: {
      'env-test': { authToken: 'token-test' },
      'env-capped': { authToken: 'token-capped' },
    },
    // The test plays the load balancer in front of both: it names the client in X-Forwarded-For.
    trustProxy: true,
    sponsorship: {
      feePayer: stack.feePayer,
      rpcUrl: stack.sandbox.urls.rpc,
      policy: {
        perSender: { transactions: 50, lamports: 10_000_000n },
        perIp: { transactions: 1_000, lamports: 250_000n },
        perEnvironment,
      },
    },
  });
  return serveNode(server, { port: 0 });
}

/** Over HTTP, with the client address a load balancer would add. */
const over =
  (instance: RunningNodeServer): RequestTarget =>
  async (request, clientIp) =>
    fetch(`${instance.url}${new URL(request.url).pathname}`, {
      method: 'POST',
      headers: { ...Object.fromEntries(request.headers), 'X-Forwarded-For': clientIp },
      body: await request.text(),
    });

describe('two instances on one PostgreSQL', () => {
  it("share the quotas exactly under racing requests — per sender, per address and the app's daily cap — and keep every record through a restart", {
    timeout: 180_000,
  }, async () => {
    const instances = await Promise.all([startInstance(), startInstance()]);
    const targets = instances.map(over);
    const sender = await stack.funded(10_000_000_000n);
    const perSender = await raceSponsorships(stack, targets, {
      count: 200,
      senders: [sender],
      clientIp: (index) => `198.51.100.${index % 200}`,
    });
    expect(perSender.other).toEqual([]);
    expect([perSender.sponsored, perSender.refused]).toEqual([50, 150]);

    // One client address for every sender: its quota (250,000 lamports at 10,000 each) is 25.
    const senders = await Promise.all([1, 2, 3, 4, 5].map(() => stack.funded(10_000_000_000n)));
    const perIp = await raceSponsorships(stack, targets, {
      count: 200,
      senders,
      clientIp: () => '203.0.113.9',
    });
    expect(perIp.other).toEqual([]);
    expect([perIp.sponsored, perIp.refused]).toEqual([25, 175]);

    const database = createPostgresDatabase({ connectionString: postgres.url });
    const before = await sponsorshipTotals(database);
    expect(before).toEqual({ records: 75, fees: 750_000n });
    await Promise.all(instances.map((instance) => instance.close()));

    const restarted = await Promise.all([startInstance(), startInstance()]);
    expect(await sponsorshipTotals(database)).toEqual(before);
    const again = await raceSponsorships(stack, restarted.map(over), {
      count: 4,
      senders: [sender],
      clientIp: (index) => `192.0.2.${index}`,
    });
    expect(again.refused).toBe(4);
    expect(await sponsorshipTotals(database)).toEqual(before);
    await Promise.all(restarted.map((instance) => instance.close()));

    // The app's daily cap, raced over two instances from 60 senders at 60 addresses: exactly 10.
    const capped = await Promise.all(
      [1, 2].map(() => startInstance({ transactions: 10, lamports: 10_000_000n })),
    );
    const many = await Promise.all(Array.from({ length: 60 }, () => stack.funded(100_000_000n)));
    const app = await raceSponsorships(stack, capped.map(over), {
      count: 60,
      senders: many,
      clientIp: (index) => `2001:db8:${index + 100}::7`,
      environment: { environmentId: 'env-capped', authToken: 'token-capped' },
    });
    expect(app.other).toEqual([]);
    expect([app.sponsored, app.refused]).toEqual([10, 50]);
    expect(await sponsorshipTotals(database)).toEqual({
      records: before.records + 10,
      fees: before.fees + 100_000n,
    });
    await Promise.all(capped.map((instance) => instance.close()));
    await database.close();
  });
});
