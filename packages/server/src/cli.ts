#!/usr/bin/env node
import { formatRequestLogLine, type RequestLogEntry } from './http/request-log.js';
import { formatServerHelp } from './node/format-server-help.js';
import { readServerEnvironment } from './node/read-server-environment.js';
import { serveNode } from './node/serve-node.js';
import { startLatchkeyServer } from './node/start-latchkey-server.js';
import { stopOnSignals } from './node/stop-on-signals.js';
import { newSessionKeySet } from './sessions/new-session-key-set.js';

// `latchkey-server`: the product server from environment variables (see readServerEnvironment).
if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(formatServerHelp());
  process.exit(0);
}
if (process.argv.includes('--new-session-key')) {
  // For LATCHKEY_SESSION_KEYS: printed, never stored. To rotate, put its key first in the set.
  console.log(JSON.stringify(await newSessionKeySet()));
  process.exit(0);
}
try {
  // The settings carry the readiness probe's and /metrics' options (LATCHKEY_READY_*,
  // LATCHKEY_METRICS*) to the server and the shutdown deadline to serveNode.
  const environment = await readServerEnvironment(process.env);
  const settings = {
    ...environment,
    // On unless LATCHKEY_METRICS=off: an operator's instance is scraped, not a web page's route.
    metrics: environment.metrics ?? { token: undefined },
    // One JSON line per request on stdout (startLatchkeyServer passes settings on to the server).
    requestLog: (entry: RequestLogEntry) => console.log(formatRequestLogLine(entry)),
  };
  const { server, summary, warnings } = await startLatchkeyServer(settings, {
    // A database not up yet is waited for (LATCHKEY_DB_STARTUP_WAIT_MS), each retry said; the
    // settings carry the pool and timeouts (LATCHKEY_DB_*).
    onWaiting: (message) => console.log(`latchkey-server: ${message}`),
  });
  const running = await serveNode(server, settings);
  console.log(`latchkey-server on ${running.url}${server.basePath}`);
  for (const line of summary) console.log(`  ${line}`);
  console.log(
    `  metrics: ${settings.metrics ? `GET /metrics${settings.metrics.token ? ', bearer token required' : ', no token (LATCHKEY_METRICS_TOKEN)'}` : 'off'}`,
  );
  for (const line of warnings) console.warn(`latchkey-server: warning: ${line}`);
  // SIGTERM/SIGINT: stop accepting, answer the requests in flight (LATCHKEY_SHUTDOWN_TIMEOUT_MS,
  // default 10 s), close the database, exit; a second signal exits at once.
  stopOnSignals(running, { log: (message) => console.log(message) });
} catch (error) {
  console.error(`latchkey-server: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
