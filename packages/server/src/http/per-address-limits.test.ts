import { type RunningCustodyServer, startCustodyServer } from '@latchkey/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLatchkeyServer, type LatchkeyServerOptions } from '../create-latchkey-server.js';
import { createPgliteDatabase } from '../database/pglite-database.js';
import { serveNode } from '../node/serve-node.js';
import { recordAttack } from '../testing/record-attack.fixture.js';

// The per-address limits end to end, against the sandbox's custody server: a client that rotates
// its IPv6 address inside its /64, or writes a new X-Forwarded-For each time, still meets the
// limit; a server that cannot tell the client refuses instead of counting everyone together.

let custody: RunningCustodyServer;
let tick = 0;
beforeAll(async () => {
  custody = await startCustodyServer({ host: '127.0.0.1', port: 0 });
});
afterAll(() => custody?.close());

/** A product server whose email codes are limited to 2 per client address. */
async function limitedServer(options: Partial<LatchkeyServerOptions> = {}) {
  return createLatchkeyServer({
    database: await createPgliteDatabase(),
    environments: { acme: { authToken: 'pk_acme' } },
    custody: {
      baseUrl: custody.url,
      organizationId: custody.admin.rootOrganizationId,
      apiPublicKey: custody.admin.rootApiKey.publicKey,
      apiPrivateKey: custody.admin.rootApiKey.privateKey,
      pollIntervalMs: 20,
    },
    embeddedLimits: { sendPerIp: { max: 2, windowSeconds: 3600 } },
    // A new millisecond per call: the custody server refuses the same signed body twice.
    now: () => Date.now() + ++tick,
    ...options,
  });
}

const codeRequest = (email: string, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Authorization: 'Bearer pk_acme', ...headers },
  body: JSON.stringify({ environmentId: 'acme', email }),
});

// Each test opens its own PGlite, seconds on a busy machine.
describe('per-address limits', { timeout: 60_000 }, () => {
  it('count every address of one IPv6 /64 as one client', { timeout: 60_000 }, async () => {
    const server = await limitedServer();
    try {
      const statuses: number[] = [];
      for (let index = 1; index <= 6; index++) {
        const response = await server.fetch(
          new Request(
            'http://server/api/v0/embedded/email-login',
            codeRequest(`r${index}@example.com`),
          ),
          { clientIp: `2001:db8:77:1::${index.toString(16)}` },
        );
        statuses.push(response.status);
      }
      expect(statuses).toEqual([200, 200, 429, 429, 429, 429]);
      recordAttack('IPv6 rotation inside one /64 against a limit', 4, 4);
      // The next /64 is another client.
      const neighbour = await server.fetch(
        new Request('http://server/api/v0/embedded/email-login', codeRequest('n@example.com')),
        { clientIp: '2001:db8:77:2::1' },
      );
      expect(neighbour.status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('ignore X-Forwarded-For from a socket that is not a trusted proxy (Node adapter)', {
    timeout: 60_000,
  }, async () => {
    const running = await serveNode(await limitedServer({ trustProxy: ['10.0.0.0/8'] }), {
      port: 0,
    });
    try {
      const statuses: number[] = [];
      for (let index = 1; index <= 6; index++) {
        const response = await fetch(
          `${running.url}/api/v0/embedded/email-login`,
          codeRequest(`s${index}@example.com`, { 'X-Forwarded-For': `198.51.100.${index}` }),
        );
        statuses.push(response.status);
      }
      // The socket (127.0.0.1) is not in 10.0.0.0/8, so every request is 127.0.0.1's.
      expect(statuses).toEqual([200, 200, 429, 429, 429, 429]);
      recordAttack('rotating spoofed X-Forwarded-For through the Node adapter', 4, 4);
    } finally {
      await running.close();
    }
  });

  it('refuse, with a typed 500 and a log line, when no client address can be learned', {
    timeout: 60_000,
  }, async () => {
    const logged: unknown[] = [];
    const server = await limitedServer({ onError: (error) => logged.push(error) });
    try {
      const answers = [];
      for (let index = 0; index < 3; index++) {
        const response = await server.fetch(
          new Request(
            'http://server/api/v0/embedded/email-login',
            codeRequest(`u${index}@example.com`, { 'X-Forwarded-For': '198.51.100.9' }),
          ),
        );
        answers.push({ status: response.status, body: (await response.json()) as unknown });
      }
      for (const answer of answers) {
        expect(answer).toMatchObject({
          status: 500,
          body: {
            error: {
              code: 'CLIENT_ADDRESS_UNKNOWN',
              message:
                'The server cannot tell the client’s address, which its per-address limits need',
            },
          },
        });
      }
      expect(logged).toHaveLength(3);
      // No code went out: nothing was counted in a shared bucket.
      expect(custody.admin.outbox().filter((mail) => /^u\d@/.test(mail.to))).toEqual([]);
      recordAttack('requests without a client address (one shared bucket)', 3, 3);
    } finally {
      await server.close();
    }
  });
});
