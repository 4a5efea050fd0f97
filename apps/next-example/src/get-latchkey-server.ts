import { createLatchkeyServer, type LatchkeyServer, openDatabase } from '@latchkey/server';
import { LATCHKEY_BASE_PATH } from './latchkey-base-path';
import { readLatchkeySettings } from './read-latchkey-settings';

// Kept on globalThis, not in this module: `next dev` evaluates modules again after an edit, and a
// second PGlite opened on the same folder would corrupt it.
const shared = globalThis as { latchkeyServer?: Promise<LatchkeyServer> | undefined };

/**
 * This process's product server (`@latchkey/server`), made on the first request rather than at
 * build time: `next build` must not open the database or need the deployment's secrets.
 *
 * @throws {Error} from the settings (a missing variable) or the database.
 * @example
 * ```ts
 * const response = await (await getLatchkeyServer()).fetch(request);
 * ```
 */
export function getLatchkeyServer(): Promise<LatchkeyServer> {
  shared.latchkeyServer ??= createServer().catch((error: unknown) => {
    // Not kept: a database that was not up yet is tried again on the next request.
    shared.latchkeyServer = undefined;
    throw error;
  });
  return shared.latchkeyServer;
}

async function createServer(): Promise<LatchkeyServer> {
  const settings = await readLatchkeySettings();
  return createLatchkeyServer({
    ...settings,
    database: await openDatabase(settings),
    basePath: LATCHKEY_BASE_PATH,
  });
}
