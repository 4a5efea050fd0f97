#!/usr/bin/env node
import { createLatchkeyServer } from './create-latchkey-server.js';
import { openDatabase } from './database/open-database.js';
import { checkProductionSettings } from './http/check-production-settings.js';
import { readServerEnvironment } from './node/read-server-environment.js';
import { serveNode } from './node/serve-node.js';

// `latchkey-server`: the product server from environment variables (see readServerEnvironment).
try {
  const settings = await readServerEnvironment(process.env);
  // Before the database is opened (or a data folder made): createLatchkeyServer checks it too.
  checkProductionSettings({
    production: process.env.NODE_ENV === 'production',
    allowInsecure: settings.allowInsecure,
    environments: settings.environments,
    allowedOrigins: settings.allowedOrigins,
    upstreams: { custody: settings.custody?.baseUrl, RPC: settings.sponsorship?.rpcUrl },
  });
  const database = await openDatabase(settings);
  const server = await createLatchkeyServer({ ...settings, database });
  const running = await serveNode(server, settings);
  console.log(`latchkey-server on ${running.url}${server.basePath}`);
  console.log(
    `  database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${settings.dataDir}`}`,
  );
  if (server.feePayerAddress) console.log(`  fee payer: ${server.feePayerAddress}`);
  const stop = () => void running.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(`latchkey-server: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
