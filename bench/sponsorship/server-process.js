// A child of `npm run bench:sponsorship`: one @latchkey/server instance in a process of its own,
// on PostgreSQL (`DATABASE_URL`) or in-memory PGlite, with quotas too high to refuse the bench's
// load. Its fee payer's 32-byte seed comes in `BENCH_FEE_PAYER_SEED` (hex). Prints `{"url": …}`
// once listening; on SIGTERM drains and exits.

import {
  createLatchkeyServer,
  createPgliteDatabase,
  createPostgresDatabase,
} from '@latchkey/server';
import { serveNode } from '@latchkey/server/node';
import { createKeyPairSignerFromPrivateKeyBytes } from '@solana/kit';

const seed = Uint8Array.from(process.env.BENCH_FEE_PAYER_SEED.match(/../g), (h) => parseInt(h, 16));
const unlimited = { transactions: 1_000_000, lamports: 1_000_000_000_000n };
const server = await createLatchkeyServer({
  database: process.env.DATABASE_URL
    ? createPostgresDatabase({ connectionString: process.env.DATABASE_URL })
    : await createPgliteDatabase(),
  environments: { bench: { authToken: 'bench-token' } },
  sponsorship: {
    feePayer: await createKeyPairSignerFromPrivateKeyBytes(seed),
    rpcUrl: process.env.BENCH_RPC_URL,
    policy: {
      perSender: unlimited,
      perIp: unlimited,
      perEnvironment: unlimited,
      rpcChecksPerIp: { max: 1_000_000, windowSeconds: 3600 },
    },
  },
});
const running = await serveNode(server, { port: 0 });
process.stdout.write(`${JSON.stringify({ url: running.url })}\n`);
process.once('SIGTERM', () => {
  running.close().then(() => process.exit(0));
});
