import type { KeyPairSigner } from '@solana/kit';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../../../../scripts/test-postgres.js';
import { createLatchkeyServer, type LatchkeyServer } from '../create-latchkey-server.js';
import type { Database } from '../database/database.js';
import { createPostgresDatabase } from '../database/postgres-database.js';
import { type RunningNodeServer, serveNode } from '../node/serve-node.js';
import {
  cosignRequest,
  optimizeRequest,
  type SponsorshipStack,
  signWith,
  startSponsorshipStack,
} from '../testing/sponsorship-stack.fixture.js';
import { sponsorshipTotals } from '../testing/sponsorship-totals.fixture.js';

// Sponsorships stuck behind another session's FOR UPDATE on the app's quota row (Debian's
// PostgreSQL), with a quota lock wait long enough that they are still waiting when the row is
// let go. Clients that gave up by then must not be signed, counted or recorded; one that stayed
// gets its answer. And a request still waiting at its deadline is answered 503 then, and its
// work is rolled back when the row is let go.
const QUOTA_LOCK_WAIT_MS = 5000;
const DEADLINE_MS = 1500;

let stack: SponsorshipStack;
let postgres: TestPostgres;
let patient: LatchkeyServer;
let hurried: LatchkeyServer;
let running: RunningNodeServer;
let database: Database;

const sponsorship = () => ({
  feePayer: stack.feePayer,
  rpcUrl: stack.sandbox.urls.rpc,
  policy: {
    perSender: { transactions: 1000, lamports: 1_000_000_000n },
    perIp: { transactions: 1000, lamports: 1_000_000_000n },
    quotaLockWaitMs: QUOTA_LOCK_WAIT_MS,
  },
});
const limits = { lockTimeoutMs: QUOTA_LOCK_WAIT_MS, statementTimeoutMs: QUOTA_LOCK_WAIT_MS * 2 };

beforeAll(async () => {
  [stack, postgres] = await Promise.all([startSponsorshipStack(), startTestPostgres()]);
  const environments = { 'env-test': { authToken: 'token-test' } };
  patient = await createLatchkeyServer({
    database: createPostgresDatabase({ connectionString: postgres.url, limits }),
    environments,
    sponsorship: sponsorship(),
  });
  hurried = await createLatchkeyServer({
    database: createPostgresDatabase({ connectionString: postgres.url, limits }),
    environments,
    sponsorship: sponsorship(),
    requestDeadlineMs: DEADLINE_MS,
  });
  running = await serveNode(patient, { port: 0 });
  database = createPostgresDatabase({ connectionString: postgres.url });
}, 60_000);
afterAll(async () => {
  await running?.close();
  await hurried?.close();
  await database?.close();
  await stack?.stop();
  await postgres?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Step one through the in-process server, signed by the sender: step two's body. */
async function signedByItsSender(sender: KeyPairSigner): Promise<string> {
  const unsigned = await stack.transfer(sender, sender.address, 1000n);
  const response = await patient.fetch(optimizeRequest(sender.address, stack.toBase64(unsigned)), {
    clientIp: '127.0.0.1',
  });
  const { transaction } = (await response.json()) as { transaction: string };
  return stack.toBase64(await signWith(transaction, [sender]));
}

/** Holds the app's quota row from another session until the returned function lets it go. */
async function holdTheAppsQuotaRow(): Promise<() => Promise<void>> {
  const holder = new pg.Client({ connectionString: postgres.url });
  await holder.connect();
  await holder.query('BEGIN');
  const { rows } = await holder.query(
    "SELECT * FROM sponsorship_usage WHERE scope = 'environment' AND subject = 'env-test' FOR UPDATE",
  );
  expect(rows).toHaveLength(1);
  return async () => {
    await holder.query('ROLLBACK');
    await holder.end();
  };
}

async function recordsOf(senders: readonly KeyPairSigner[]) {
  const addresses = senders.map((sender) => sender.address);
  const { rows } = await database.query<{ records: number }>(
    'SELECT count(*)::int AS records FROM sponsored_transactions WHERE sender = ANY($1)',
    [addresses],
  );
  const { rows: usage } = await database.query<{ counted: number }>(
    `SELECT coalesce(sum(transactions), 0)::int AS counted FROM sponsorship_usage
     WHERE scope = 'sender' AND subject = ANY($1)`,
    [addresses],
  );
  return { records: rows[0]?.records, counted: usage[0]?.counted };
}

describe('sponsorships whose client is gone, or whose deadline has passed, behind a held quota row', () => {
  it('sixteen clients that give up are neither signed, counted nor recorded once the row is let go; the one that stays is answered', {
    timeout: 60_000,
  }, async () => {
    const [first, ...senders] = await Promise.all(Array.from({ length: 18 }, () => stack.funded()));
    const stayer = senders.pop() as KeyPairSigner;
    // The app's quota row exists once one sponsorship is recorded.
    const firstSigned = await signedByItsSender(first as KeyPairSigner);
    const made = await fetch(
      cosignRequest((first as KeyPairSigner).address, firstSigned, {
        baseUrl: running.url,
      }),
    );
    expect(made.status).toBe(200);
    const before = await sponsorshipTotals(database);
    const bodies = await Promise.all(senders.map(signedByItsSender));
    const stayerBody = await signedByItsSender(stayer);

    const letGo = await holdTheAppsQuotaRow();
    const givingUp = senders.map(async (sender, index) => {
      const controller = new AbortController();
      const asked = fetch(
        cosignRequest(sender.address, bodies[index] as string, { baseUrl: running.url }),
        { signal: controller.signal },
      );
      await sleep(800);
      controller.abort();
      return asked.then(
        (response) => `answered ${response.status}`,
        (error: Error) => error.name,
      );
    });
    const staying = fetch(cosignRequest(stayer.address, stayerBody, { baseUrl: running.url }));
    // Every client has given up, all of them still waiting on the row (for up to 5 s).
    expect(await Promise.all(givingUp)).toEqual(senders.map(() => 'AbortError'));
    expect(running.inFlight).toBe(senders.length + 1);
    // The clients' aborts close their sockets at once, but the server learns of each close on its
    // next turn of the event loop; on a busy machine that can come after the row is let go. Give
    // it that turn (the handlers wait on the row for up to 5 s), so what is tested is the rule —
    // a request whose client is gone does not commit — not how fast a busy loop reads a FIN.
    await sleep(500);
    await letGo();

    const answer = await staying;
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { transaction?: string }).transaction).toBeTypeOf('string');
    // The abandoned handlers ran on past the row (they are not cut) and then refused to commit.
    for (let waited = 0; running.inFlight > 0 && waited < 5000; waited += 50) await sleep(50);
    expect(running.inFlight).toBe(0);
    expect(await recordsOf(senders)).toEqual({ records: 0, counted: 0 });
    expect(await recordsOf([stayer])).toEqual({ records: 1, counted: 1 });
    const after = await sponsorshipTotals(database);
    expect(after.records).toBe(before.records + 1);
  });

  it('a request still behind the row at its deadline is answered 503 DEADLINE_EXCEEDED then, and nothing of it is recorded once the row is let go', {
    timeout: 30_000,
  }, async () => {
    const sender = await stack.funded();
    const body = await signedByItsSender(sender);
    const letGo = await holdTheAppsQuotaRow();
    const startedAt = performance.now();
    const response = await hurried.fetch(cosignRequest(sender.address, body), {
      clientIp: '198.51.100.7',
    });
    const tookMs = performance.now() - startedAt;
    const answered = (await response.json()) as { error?: { code: string } };
    expect([response.status, answered.error?.code]).toEqual([503, 'DEADLINE_EXCEEDED']);
    expect(response.headers.get('Retry-After')).toBe('1');
    expect(tookMs).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
    expect(tookMs).toBeLessThan(DEADLINE_MS + 1000);
    await letGo();
    // Its handler was still waiting on the row: let it reach its commit, which it must refuse.
    await sleep(1000);
    expect(await recordsOf([sender])).toEqual({ records: 0, counted: 0 });
    console.log(
      `deadline: answered 503 after ${Math.round(tookMs)} ms (deadline ${DEADLINE_MS} ms)`,
    );
  });
});
