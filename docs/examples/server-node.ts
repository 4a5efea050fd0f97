/// <reference types="node" />
import { createLatchkeyServer, formatRequestLogLine, openDatabase } from '@latchkey/server';
import { serveNode, stopOnSignals } from '@latchkey/server/node';
import { createKeyPairSignerFromBytes } from '@solana/kit';

// The same server from code rather than environment variables, on Node's HTTP server.
const feePayer = await createKeyPairSignerFromBytes(
  Uint8Array.from(JSON.parse(process.env.FEE_PAYER_KEYPAIR_JSON ?? '[]') as number[]),
);
const server = await createLatchkeyServer({
  // Several instances may share this database: every quota is one atomic statement in it.
  database: await openDatabase({ databaseUrl: process.env.DATABASE_URL }),
  // Tokens are public (they ship in your app); each environment allows its own pages only.
  environments: {
    acme: { authToken: 'pk_acme_production', allowedOrigins: ['https://app.acme.example'] },
    staging: { authToken: 'pk_acme_staging', allowedOrigins: ['https://staging.acme.example'] },
  },
  custody: {
    organizationId: 'your-parent-organization-id',
    apiPublicKey: process.env.TURNKEY_API_PUBLIC_KEY ?? '',
    apiPrivateKey: process.env.TURNKEY_API_PRIVATE_KEY ?? '',
  },
  sponsorship: {
    feePayer,
    rpcUrl: 'https://rpc.acme.example',
    policy: {
      maxFeeLamports: 50_000n,
      perSender: { transactions: 20, lamports: 200_000n },
      perIp: { transactions: 100, lamports: 1_000_000n },
      perEnvironment: { transactions: 5_000, lamports: 50_000_000n },
    },
  },
  // GET /ready fails below 0.05 SOL, so the load balancer stops sending sponsorships here.
  readiness: { minFeePayerLamports: 50_000_000n },
  // One JSON line per request (off unless given).
  requestLog: (entry) => console.log(formatRequestLogLine(entry)),
});
const running = await serveNode(server, { host: '0.0.0.0', port: 8820, shutdownTimeoutMs: 10_000 });
console.log(`Product server on ${running.url}${server.basePath}`);
// SIGTERM/SIGINT: answer the requests in flight, close the database, exit.
stopOnSignals(running, { log: console.log });
