import { type RunningCustodyServer, startCustodyServer } from '@latchkey/sandbox';
import { createLatchkeyServer, type LatchkeyServer } from '../create-latchkey-server.js';
import { createPgliteDatabase } from '../database/pglite-database.js';
import type { EmbeddedLimits } from '../embedded/embedded-limits.js';
import type { LatchkeyServerOptions } from '../latchkey-server-options.js';
import { custodyParametersOf } from './custody-parameters.fixture.js';

/**
 * For tests: the sandbox's custody server (Turnkey's API, verifying every stamp) and a product
 * server on in-memory PGlite acting as its parent organization, with `post` to call a route as
 * the SDK does (environment `acme`, token `pk_acme`).
 */
export async function startEmbeddedServer(
  limits: Partial<EmbeddedLimits> = {},
  now: () => number = Date.now,
  options: Pick<LatchkeyServerOptions, 'mfa'> = {},
) {
  const custody: RunningCustodyServer = await startCustodyServer({ host: '127.0.0.1', port: 0 });
  const database = await createPgliteDatabase();
  const server: LatchkeyServer = await createLatchkeyServer({
    database,
    environments: { acme: { authToken: 'pk_acme' } },
    custody: custodyParametersOf(custody),
    embeddedLimits: limits,
    now,
    ...options,
  });
  return {
    custody,
    server,
    /** Resolves once the recovery emails started so far are sent (they go after the answer). */
    settled: () => server.settled(),
    async post(
      path: string,
      body: Record<string, unknown>,
      clientIp = '198.51.100.20',
      headers: Record<string, string> = {},
    ) {
      const response = await server.fetch(
        new Request(`http://server/api/v0${path}`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Authorization: 'Bearer pk_acme',
            ...headers,
          },
          body: JSON.stringify({ environmentId: 'acme', ...body }),
        }),
        { clientIp },
      );
      // biome-ignore lint/suspicious/noExplicitAny: tests read the JSON as it comes.
      return { status: response.status, body: (await response.json()) as Record<string, any> };
    },
    async stop() {
      await server.close();
      await custody.close();
    },
  };
}

/** The running stack {@link startEmbeddedServer} gives. */
export type EmbeddedServerStack = Awaited<ReturnType<typeof startEmbeddedServer>>;
