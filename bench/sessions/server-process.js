// A child of `npm run bench:sessions`: one @latchkey/server instance in a process of its own, on
// PostgreSQL (`DATABASE_URL`) or in-memory PGlite, serving sessions for the page at
// `BENCH_ORIGIN` with a challenge limit too high to refuse the bench's load. It counts the
// requests it answers from its own request log: a line `count` on stdin is answered with one
// JSON line on stdout, `{"requests": n, "byRoute": {…}}`. Prints `{"url": …}` once listening;
// on SIGTERM drains and exits.
import { createInterface } from 'node:readline';
import {
  createLatchkeyServer,
  createPgliteDatabase,
  createPostgresDatabase,
} from '@latchkey/server';
import { serveNode } from '@latchkey/server/node';

let requests = 0;
const byRoute = {};
const server = await createLatchkeyServer({
  database: process.env.DATABASE_URL
    ? createPostgresDatabase({ connectionString: process.env.DATABASE_URL })
    : await createPgliteDatabase(),
  environments: { bench: { authToken: 'bench-token' } },
  allowedOrigins: [process.env.BENCH_ORIGIN],
  sessions: {
    issuer: process.env.BENCH_ISSUER,
    challengesPerClientAddress: { max: 1_000_000, windowSeconds: 60 },
  },
  requestLog: (entry) => {
    requests += 1;
    const route = `${entry.method} ${entry.route} ${entry.status}`;
    byRoute[route] = (byRoute[route] ?? 0) + 1;
  },
});
const running = await serveNode(server, { port: 0 });
process.stdout.write(`${JSON.stringify({ url: running.url })}\n`);
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line === 'count') process.stdout.write(`${JSON.stringify({ requests, byRoute })}\n`);
});
process.once('SIGTERM', () => {
  running.close().then(() => process.exit(0));
});
