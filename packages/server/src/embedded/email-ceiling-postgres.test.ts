import { type RunningCustodyServer, startCustodyServer } from '@latchkey/sandbox';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../../../../scripts/test-postgres.js';
import { createLatchkeyServer, type LatchkeyServer } from '../create-latchkey-server.js';
import { createPostgresDatabase } from '../database/postgres-database.js';
import { recordAttack } from '../testing/record-attack.fixture.js';

// The email's shared ceiling under load, as a host runs it: two instances on one PostgreSQL,
// 200 requests for one email at once from 200 addresses. 100 means 100: no more answered 200,
// no more codes sent. (The owner's own address beyond it: email-lockout.test.ts.)

let postgres: TestPostgres;
let custody: RunningCustodyServer;
const servers: LatchkeyServer[] = [];
let tick = 0;

beforeAll(async () => {
  postgres = await startTestPostgres();
  custody = await startCustodyServer({ host: '127.0.0.1', port: 0 });
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('CREATE DATABASE ceiling');
  await admin.end();
  const url = postgres.url.replace(/\/postgres$/, '/ceiling');
  for (let i = 0; i < 2; i += 1) {
    servers.push(
      await createLatchkeyServer({
        database: createPostgresDatabase({ connectionString: url }),
        environments: { acme: { authToken: 'pk_acme' } },
        custody: {
          baseUrl: custody.url,
          organizationId: custody.admin.rootOrganizationId,
          apiPublicKey: custody.admin.rootApiKey.publicKey,
          apiPrivateKey: custody.admin.rootApiKey.privateKey,
          pollIntervalMs: 20,
        },
        // The custody server refuses the same signed body twice: a new millisecond per call.
        now: () => Date.now() + ++tick,
        onError: () => {},
      }),
    );
  }
}, 60_000);
afterAll(async () => {
  for (const server of servers) await server.close();
  await custody?.close();
  await postgres?.stop();
});

const startLogin = (server: LatchkeyServer, email: string, clientIp: string) =>
  server
    .fetch(
      new Request('http://server/api/v0/embedded/email-login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer pk_acme' },
        body: JSON.stringify({ environmentId: 'acme', email }),
      }),
      { clientIp },
    )
    .then(async (response) => ({ status: response.status, body: await response.json() }));

describe('the email ceiling on two instances', () => {
  it('200 concurrent sends from 200 addresses: exactly 100 answered and sent', async () => {
    const email = 'crowd@example.com';
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        startLogin(
          servers[i % 2] as LatchkeyServer,
          email,
          `198.18.${Math.floor(i / 100)}.${(i % 100) + 1}`,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(100);
    expect(statuses.filter((status) => status === 429)).toHaveLength(100);
    expect(custody.admin.outbox().filter((message) => message.to === email)).toHaveLength(100);
    recordAttack('200 concurrent code requests for one email on two instances', 100, 100);
  }, 60_000);
});
