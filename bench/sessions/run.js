// `npm run bench:sessions`: what signing in with a wallet costs @latchkey/server, and what checking
// its token costs a host's backend. On in-memory PGlite, then on Debian's PostgreSQL, a server in
// a process of its own (over HTTP on loopback, /proc counting each process's CPU):
// - round trips: the requests the server received for each wallet connect → token (the
//   challenge, then the signed message traded for a session; the goal is 2), counted from its
//   own request log, and a sign-in's latency one at a time (p50, p99);
// - throughput: challenge + sign-in pairs per second with 16 in flight — each pair issues a
//   nonce, then checks the signed message against it and the ed25519 signature, burns it, makes
//   the user and starts the session — with each process's CPU per pair.
// Every figure is of a warmed-up server: WARMUP pairs run first, unmeasured but for the server's
// CPU while warming up, printed on a row of its own. For its first ~1,000 requests V8 is still
// compiling the hot paths (measured 2026-12-04: after 132 pairs its compiler and GC threads were a
// third of the server's CPU over the next 400, 2.55 ms a pair on PostgreSQL; after 1,500, 1.68),
// and a host's server runs for days.
// Then, once: verifySession's verifications per second on one thread (sessions/verify-rate.js)
// beside bare node:crypto verifying the same signature. Every sign-in is a new wallet (a new
// user). The server's CPU per pair is printed beside issue 44's goal and as a multiple of a
// reference measured in the same run (one WebCrypto Ed25519 verification), which
// bench/results-shape.test.ts holds to `serverCpuBudgets`. Writes bench/results/sessions.json.
// Runs on the built packages.
import { availableParallelism } from 'node:os';
import { startTestPostgres } from '../../scripts/test-postgres.js';
import { serverCpuBudgets } from '../budgets.js';
import { percentile, startChild, stopChild } from '../child-process.js';
import { printTable, writeResults } from '../print-table.js';
import { processTreeCpuMs } from '../process-cpu.js';
import { cpuProfileArgs } from '../profile/cpu-profile-args.js';
import { referenceCpuMs } from '../reference-workload.js';
import {
  BENCH_ENVIRONMENT,
  BENCH_ORIGIN,
  createBenchWallet,
  signInWallet,
} from './sign-in-wallet.js';
import { measureVerifyRate } from './verify-rate.js';

const ALONE = 100;
const PAIRS = 400;
const CONCURRENCY = 16;
const WARMUP = 1500;
const ISSUER = 'https://auth.bench.example';

const round2 = (value) => Number(value.toFixed(2));

/** Signs in a new wallet for each of `count`, `inFlight` at a time; resolves with the latencies. */
async function drive(url, count, inFlight) {
  const wallets = Array.from({ length: count }, createBenchWallet);
  const latencies = [];
  const tokens = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < wallets.length) {
        const wallet = wallets[next];
        next += 1;
        const started = performance.now();
        const session = await signInWallet(url, wallet);
        latencies.push(performance.now() - started);
        tokens.push(session.accessToken);
      }
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), tokens };
}

/** The requests the server has answered so far, from its request log. */
function countRequests(server) {
  const answer = new Promise((resolve) =>
    server.lines.once('line', (line) => resolve(JSON.parse(line))),
  );
  server.child.stdin.write('count\n');
  return answer;
}

// Before any server starts: what one reference verification costs here.
const referenceMs = Number((await referenceCpuMs()).toFixed(4));
const postgres = await startTestPostgres();
let verify;
const runs = [];
try {
  for (const database of ['PGlite', 'PostgreSQL']) {
    const server = await startChild(
      new URL('./server-process.js', import.meta.url),
      {
        BENCH_ORIGIN,
        BENCH_ISSUER: ISSUER,
        DATABASE_URL: database === 'PostgreSQL' ? postgres.url : '',
      },
      cpuProfileArgs(`sessions-${database}`),
    );
    try {
      const { url } = server.ready;
      const warmupCpuBefore = processTreeCpuMs(server.child.pid);
      await drive(url, WARMUP, CONCURRENCY);
      const warmupCpuMs = processTreeCpuMs(server.child.pid) - warmupCpuBefore;

      const before = await countRequests(server);
      const alone = await drive(url, ALONE, 1);
      const after = await countRequests(server);
      const requests = after.requests - before.requests;

      const pids = {
        server: [server.child.pid],
        database: database === 'PostgreSQL' ? [postgres.postmasterPid()] : [],
      };
      const cpuOf = (list) => list.reduce((sum, pid) => sum + processTreeCpuMs(pid), 0);
      const cpuBefore = { server: cpuOf(pids.server), database: cpuOf(pids.database) };
      const clientBefore = process.cpuUsage();
      const started = performance.now();
      const loaded = await drive(url, PAIRS, CONCURRENCY);
      const seconds = (performance.now() - started) / 1000;
      const client = process.cpuUsage(clientBefore);
      const perPair = (ms) => round2(ms / PAIRS);
      runs.push({
        database,
        signIns: ALONE,
        requests,
        requestsPerSignIn: requests / ALONE,
        aloneP50Ms: round2(percentile(alone.latencies, 0.5)),
        aloneP99Ms: round2(percentile(alone.latencies, 0.99)),
        pairs: PAIRS,
        concurrency: CONCURRENCY,
        perSecond: Math.round(PAIRS / seconds),
        p50Ms: round2(percentile(loaded.latencies, 0.5)),
        p99Ms: round2(percentile(loaded.latencies, 0.99)),
        serverToReference: Number(
          (perPair(cpuOf(pids.server) - cpuBefore.server) / referenceMs).toFixed(2),
        ),
        warmup: { pairs: WARMUP, serverCpuMsPerPair: round2(warmupCpuMs / WARMUP) },
        cpuMsPerPair: {
          server: perPair(cpuOf(pids.server) - cpuBefore.server),
          database:
            pids.database.length === 0 ? null : perPair(cpuOf(pids.database) - cpuBefore.database),
          client: perPair((client.user + client.system) / 1000),
        },
      });

      if (database === 'PGlite') {
        const jwksUrl = `${url}/.well-known/jwks.json`;
        verify = await measureVerifyRate({
          token: loaded.tokens[0],
          jwks: await (await fetch(jwksUrl)).json(),
          jwksUrl,
          issuer: ISSUER,
          audience: BENCH_ENVIRONMENT.id,
        });
      }
    } finally {
      await stopChild(server.child);
    }
  }
} finally {
  await postgres.stop();
}

const cpu = (value) => (value === null ? 'in server' : `${value} ms`);
printTable([
  ['measure', ...runs.map((run) => run.database)],
  [
    `requests per sign-in (${ALONE} wallet connect → token)`,
    ...runs.map((run) => String(run.requestsPerSignIn)),
  ],
  ['sign-in latency p50, one at a time', ...runs.map((run) => `${run.aloneP50Ms} ms`)],
  ['sign-in latency p99, one at a time', ...runs.map((run) => `${run.aloneP99Ms} ms`)],
  [
    `challenge + sign-in pairs/s (${PAIRS}, ${CONCURRENCY} in flight)`,
    ...runs.map((run) => `${run.perSecond}/s`),
  ],
  ['pair latency p50 / p99 under load', ...runs.map((run) => `${run.p50Ms} / ${run.p99Ms} ms`)],
  [
    `CPU per pair: server (goal ≤ ${serverCpuBudgets.goalMs.signInPair} ms on PostgreSQL)`,
    ...runs.map((run) => cpu(run.cpuMsPerPair.server)),
  ],
  [
    `server CPU ÷ one WebCrypto Ed25519 verify (${referenceMs} ms here); budget`,
    ...runs.map(
      (run) => `×${run.serverToReference} (≤ ×${serverCpuBudgets.signInPair[run.database]})`,
    ),
  ],
  [
    `CPU per pair: server while warming up (its first ${WARMUP})`,
    ...runs.map((run) => cpu(run.warmup.serverCpuMsPerPair)),
  ],
  ['CPU per pair: database', ...runs.map((run) => cpu(run.cpuMsPerPair.database))],
  ['CPU per pair: client (bench)', ...runs.map((run) => cpu(run.cpuMsPerPair.client))],
]);
console.log();
printTable([
  ['token verifications, one thread, one at a time', 'per second', '× node:crypto', 'cores busy'],
  ...Object.keys(verify.perSecond).map((way) => [
    way,
    `${verify.perSecond[way]}/s`,
    `×${verify.ratioToNodeCrypto[way]}`,
    String(verify.coresBusy[way]),
  ]),
]);
await writeResults('sessions', {
  cores: availableParallelism(),
  referenceCpuMs: referenceMs,
  runs,
  verify,
});
process.exit(0);
