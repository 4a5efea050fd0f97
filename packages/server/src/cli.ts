#!/usr/bin/env node
import { openDatabase } from './database/open-database.js';
import { readServerEnvironment } from './node/read-server-environment.js';
import { serveNode } from './node/serve-node.js';
import { formatServerHelp } from './node/server-variables.js';
import { startLatchkeyServer } from './node/start-latchkey-server.js';

// `latchkey-server`: the product server from environment variables (see readServerEnvironment).
if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(formatServerHelp());
  process.exit(0);
}
try {
  const settings = await readServerEnvironment(process.env);
  const { server, summary, warnings } = await startLatchkeyServer(settings, {
    openDatabase: (parameters) => openDatabase(parameters),
  });
  const running = await serveNode(server, settings);
  console.log(`latchkey-server on ${running.url}${server.basePath}`);
  for (const line of summary) console.log(`  ${line}`);
  for (const line of warnings) console.warn(`latchkey-server: warning: ${line}`);
  const stop = () => void running.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(`latchkey-server: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
