import { createServer, type Server, type Socket } from 'node:net';
import { startCustodyServer, startSolanaRpc } from '@latchkey/sandbox';
import { generateKeyPairSigner } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { startTestPostgres } from '../../../../scripts/test-postgres.js';
import { createLatchkeyServer, type LatchkeyServer } from '../create-latchkey-server.js';
import { openDatabase } from '../database/open-database.js';
import { createPgliteDatabase } from '../database/pglite-database.js';

// `/ready` against the real parts it checks: Debian's PostgreSQL stopped, the sandbox's custody
// server stopped or hung, an unfunded fee payer on the sandbox's RPC. `/health` stays "process
// alive" throughout.

async function probe(server: LatchkeyServer, path = '/ready') {
  const started = performance.now();
  const response = await server.fetch(new Request(`http://server${path}`), {
    clientIp: '127.0.0.1',
  });
  const text = await response.text();
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    // biome-ignore lint/suspicious/noExplicitAny: tests read the JSON as it comes.
    body: (path.endsWith('/ready') ? JSON.parse(text) : text) as any,
    ms: performance.now() - started,
  };
}

/** A port that accepts connections and never answers: a hung upstream. */
async function startHungServer() {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('GET /ready', { timeout: 60_000 }, () => {
  it("fails with the database's check when Debian's PostgreSQL stops, within the deadline, while /health stays ok", {
    timeout: 60_000,
  }, async () => {
    const postgres = await startTestPostgres();
    const server = await createLatchkeyServer({
      database: await openDatabase({ databaseUrl: postgres.url }),
      environments: { acme: { authToken: 'pk_acme' } },
      readiness: { deadlineMs: 1000, cacheMs: 0 },
    });
    try {
      const up = await probe(server);
      expect(up.status).toBe(200);
      expect(up.cacheControl).toBe('no-store');
      expect(up.body).toEqual({
        ready: true,
        checks: { database: { ok: true, ms: expect.any(Number) } },
      });
      expect((await probe(server, '/api/v0/ready')).status).toBe(200);

      await postgres.stop();
      const down = await probe(server);
      console.log(
        `/ready with PostgreSQL stopped: ${down.status} in ${down.ms.toFixed(0)} ms, ${JSON.stringify(down.body.checks.database)}`,
      );
      expect(down.status).toBe(503);
      expect(down.cacheControl).toBe('no-store');
      expect(down.body.ready).toBe(false);
      expect(down.body.checks.database).toMatchObject({ ok: false, reason: expect.any(String) });
      expect(down.ms).toBeLessThan(2000);
      // The process is alive: /health says so, for the orchestrator's liveness probe.
      const health = await probe(server, '/health');
      expect(health).toMatchObject({ status: 200, body: 'ok' });
    } finally {
      await server.close().catch(() => undefined);
      await postgres.stop();
    }
  });

  it('reports the custody provider: reachable, stopped, and hung (answered at the deadline)', {
    timeout: 60_000,
  }, async () => {
    const custody = await startCustodyServer({ host: '127.0.0.1', port: 0 });
    const hung = await startHungServer();
    const custodyParameters = {
      organizationId: custody.admin.rootOrganizationId,
      apiPublicKey: custody.admin.rootApiKey.publicKey,
      apiPrivateKey: custody.admin.rootApiKey.privateKey,
    };
    const make = async (baseUrl: string) =>
      createLatchkeyServer({
        database: await createPgliteDatabase(),
        environments: { acme: { authToken: 'pk_acme' } },
        custody: { ...custodyParameters, baseUrl },
        readiness: { deadlineMs: 800, cacheMs: 0 },
      });
    const server = await make(custody.url);
    const hungServer = await make(hung.url);
    try {
      const up = await probe(server);
      expect(up.status).toBe(200);
      expect(up.body.checks).toMatchObject({ database: { ok: true }, custody: { ok: true } });

      const stuck = await probe(hungServer);
      console.log(
        `/ready with a hung custody provider: ${stuck.status} in ${stuck.ms.toFixed(0)} ms`,
      );
      expect(stuck.status).toBe(503);
      expect(stuck.body.checks).toMatchObject({
        database: { ok: true },
        custody: { ok: false, reason: 'TIMEOUT' },
      });
      expect(stuck.ms).toBeGreaterThanOrEqual(750);
      expect(stuck.ms).toBeLessThan(2000);

      await custody.close();
      const down = await probe(server);
      expect(down.status).toBe(503);
      expect(down.body.checks.custody).toMatchObject({ ok: false });
      expect(down.body.checks.custody.reason).not.toBe('TIMEOUT');
    } finally {
      await Promise.all([server.close(), hungServer.close(), hung.close()]);
    }
  });

  it('fails while the fee payer holds less than the threshold on the RPC, passes once funded', {
    timeout: 60_000,
  }, async () => {
    const solana = await startSolanaRpc({ host: '127.0.0.1', rpcPort: 0, wsPort: 0, slotMs: 20 });
    const feePayer = await generateKeyPairSigner();
    const server = await createLatchkeyServer({
      database: await createPgliteDatabase(),
      environments: { acme: { authToken: 'pk_acme' } },
      sponsorship: { feePayer, rpcUrl: solana.urls.rpc },
      readiness: { minFeePayerLamports: 50_000_000n, cacheMs: 0 },
    });
    try {
      const unfunded = await probe(server);
      expect(unfunded.status).toBe(503);
      expect(unfunded.body.checks.feePayer).toEqual({
        ok: false,
        ms: expect.any(Number),
        reason: 'UNDERFUNDED',
        lamports: '0',
        minLamports: '50000000',
      });

      await solana.airdrop(feePayer.address, 20_000_000n);
      expect((await probe(server)).body.checks.feePayer).toMatchObject({
        ok: false,
        lamports: '20000000',
      });

      await solana.airdrop(feePayer.address, 30_000_000n);
      const funded = await probe(server);
      expect(funded.status).toBe(200);
      expect(funded.body).toMatchObject({
        ready: true,
        checks: { database: { ok: true }, feePayer: { ok: true, lamports: '50000000' } },
      });
      // No key material in the answer: the fee payer appears by balance only.
      expect(JSON.stringify(funded.body)).not.toContain(feePayer.address);

      await solana.stop();
      const rpcDown = await probe(server);
      expect(rpcDown.status).toBe(503);
      expect(rpcDown.body.checks.feePayer).toMatchObject({ ok: false });
    } finally {
      await server.close();
      await solana.stop();
    }
  });

  it('asks the dependencies at most once per cacheMs, however often it is asked', {
    timeout: 60_000,
  }, async () => {
    const custody = await startCustodyServer({ host: '127.0.0.1', port: 0 });
    const server = await createLatchkeyServer({
      database: await createPgliteDatabase(),
      environments: { acme: { authToken: 'pk_acme' } },
      custody: {
        baseUrl: custody.url,
        organizationId: custody.admin.rootOrganizationId,
        apiPublicKey: custody.admin.rootApiKey.publicKey,
        apiPrivateKey: custody.admin.rootApiKey.privateKey,
      },
      readiness: { cacheMs: 1000 },
    });
    const whoamis = () =>
      custody.admin.requests().filter((request) => request.path.endsWith('/whoami')).length;
    try {
      const burst = await Promise.all(Array.from({ length: 50 }, () => probe(server)));
      expect(burst.every((answer) => answer.status === 200)).toBe(true);
      const again = await Promise.all(Array.from({ length: 50 }, () => probe(server)));
      expect(again.every((answer) => answer.status === 200)).toBe(true);
      console.log(`100 /ready probes within the cache: ${whoamis()} whoami at the custody server`);
      expect(whoamis()).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await probe(server);
      expect(whoamis()).toBe(2);
    } finally {
      await server.close();
      await custody.close();
    }
  });
});
