import type { LatchkeyServer } from '@latchkey/server';
import { startLatchkeyServer, startOnce } from '@latchkey/server/node';
import { LATCHKEY_BASE_PATH } from './latchkey-base-path';
import { readLatchkeySettings } from './read-latchkey-settings';

// Kept on globalThis, not in this module: `next dev` evaluates modules again after an edit, and a
// second PGlite opened on the same folder would corrupt it.
const shared = globalThis as { latchkeyServer?: (() => Promise<LatchkeyServer>) | undefined };

/**
 * This process's product server (`@latchkey/server`), made on the first request rather than at
 * build time: `next build` must not open the database or need the deployment's secrets. Started as
 * `latchkey-server` starts (the same checks, the same summary and warnings in the log); a failed
 * start is not kept, so a database that was not up yet is tried again on the next request.
 *
 * @throws {Error} from the settings (a malformed variable, no `LATCHKEY_TRUST_PROXY`), the
 * production guard or the database.
 * @example
 * ```ts
 * const response = await (await getLatchkeyServer()).fetch(request);
 * ```
 */
export function getLatchkeyServer(): Promise<LatchkeyServer> {
  shared.latchkeyServer ??= startOnce(createServer);
  return shared.latchkeyServer();
}

async function createServer(): Promise<LatchkeyServer> {
  const settings = await readLatchkeySettings();
  if (settings.trustProxy === false) {
    // Said at start rather than by a 500 on every request that counts a client.
    throw new Error(
      'LATCHKEY_TRUST_PROXY is required here: a route handler sees no socket address, so the per-address limits read the client from X-Forwarded-For (1 behind one proxy; see .env)',
    );
  }
  const { server, summary, warnings } = await startLatchkeyServer(settings, {
    basePath: LATCHKEY_BASE_PATH,
    // A PostgreSQL not up yet is waited for (LATCHKEY_DB_STARTUP_WAIT_MS): say so.
    onWaiting: (message) => console.log(`latchkey: ${message}`),
  });
  for (const line of summary) console.log(`latchkey: ${line}`);
  for (const line of warnings) console.warn(`latchkey: warning: ${line}`);
  return server;
}
