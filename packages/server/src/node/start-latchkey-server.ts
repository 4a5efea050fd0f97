import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createLatchkeyServer, type LatchkeyServer } from '../create-latchkey-server.js';
import type { Database } from '../database/database.js';
import { openDatabase } from '../database/open-database.js';
import { checkProductionSettings } from '../http/check-production-settings.js';
import { checkRpcReachable } from './check-rpc-reachable.js';
import { describeServerStart, type ServerSettings } from './describe-server-start.js';

/**
 * A server started by {@link startLatchkeyServer}, with what it says about itself.
 *
 * @example
 * ```ts
 * const { server, summary, warnings } = await startLatchkeyServer(settings);
 * ```
 */
export interface StartedLatchkeyServer {
  readonly server: LatchkeyServer;
  readonly database: Database;
  /** One line each: apps, origins, embedded wallets, sponsorship, database. */
  readonly summary: readonly string[];
  /** What deserves the operator's attention: no origin allowed, the RPC down. */
  readonly warnings: readonly string[];
}

/**
 * The server from the settings {@link readServerEnvironment} read, started the same way by
 * `latchkey-server` and by a Next.js route handler: the production guard before anything is
 * made, PGlite's folder made with its parents, the database opened (closed again if the server
 * then refuses to start, so a retry does not open a second PGlite on the same folder), and the
 * RPC asked once (down is a warning, not a failure).
 *
 * @throws {ServerConfigurationError} from the production guard or the server's options; the
 * database's own error when it cannot be opened.
 * @example
 * ```ts
 * const { server, summary, warnings } = await startLatchkeyServer(await readServerEnvironment(process.env));
 * for (const line of summary) console.log(line);
 * for (const line of warnings) console.warn(`warning: ${line}`);
 * ```
 */
export async function startLatchkeyServer(
  settings: ServerSettings,
  options: {
    basePath?: string | undefined;
    /** Default: `NODE_ENV === 'production'`. */
    production?: boolean | undefined;
    /** Told each time the start waits for a PostgreSQL that is not up yet. Default: nothing. */
    onWaiting?: ((message: string) => void) | undefined;
    /** How the database is opened; default {@link openDatabase} with `onWaiting`. */
    openDatabase?: ((settings: ServerSettings) => Promise<Database>) | undefined;
  } = {},
): Promise<StartedLatchkeyServer> {
  const production = options.production ?? process.env.NODE_ENV === 'production';
  // Before a data folder is made or a database opened: a refused start leaves nothing behind.
  checkProductionSettings({
    production,
    allowInsecure: settings.allowInsecure,
    environments: settings.environments,
    allowedOrigins: settings.allowedOrigins,
    upstreams: { custody: settings.custody?.baseUrl, RPC: settings.sponsorship?.rpcUrl },
    sessions: settings.sessions,
  });
  // PGlite makes only the last folder of its path; `memory://` and the like are not folders.
  if (!settings.databaseUrl && !/^[a-z]+:\/\//i.test(settings.dataDir)) {
    await mkdir(resolve(settings.dataDir), { recursive: true });
  }
  const database = await (options.openDatabase
    ? options.openDatabase(settings)
    : openDatabase({ ...settings, onWaiting: options.onWaiting }));
  let server: LatchkeyServer;
  try {
    server = await createLatchkeyServer({
      ...settings,
      database,
      basePath: options.basePath,
      production,
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  const { summary, warnings } = describeServerStart(settings, database.kind);
  const rpcWarning = settings.sponsorship && (await checkRpcReachable(settings.sponsorship.rpcUrl));
  return { server, database, summary, warnings: rpcWarning ? [...warnings, rpcWarning] : warnings };
}
