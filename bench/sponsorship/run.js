// `npm run bench:sponsorship`: how many sponsorships per second one @latchkey/server instance
// completes on this machine, and each one's latency (p50, p99), over HTTP on loopback against the
// sandbox's RPC. Each sponsorship is the full path in its two steps: optimizeTransaction (policy
// and a quota read; the fee payer put in front), the sender's signature, then
// signSponsoredTransaction (policy again, the sender's signature verified, quotas read, fee quote
// and simulation on the RPC, the fee payer's signature, the quota update and record in PGlite).
// Writes bench/results/sponsorship.json. Reported, never budgeted. Runs on the built packages.
import { SANDBOX_EPHEMERAL_PORTS, startSandbox } from '@latchkey/sandbox';
import { createLatchkeyServer, createPgliteDatabase } from '@latchkey/server';
import { serveNode } from '@latchkey/server/node';
import {
  appendTransactionMessageInstructions,
  compileTransaction,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { printTable, writeResults } from '../print-table.js';

const REQUESTS = 600;
const CONCURRENCY = 16;
const WARMUP = 40;
const ALONE = 100;

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

const sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 400 });
const feePayer = await generateKeyPairSigner();
await sandbox.solana.airdrop(feePayer.address, 1_000_000_000_000n);
const server = await createLatchkeyServer({
  database: await createPgliteDatabase(),
  environments: { bench: { authToken: 'bench-token' } },
  sponsorship: {
    feePayer,
    rpcUrl: sandbox.urls.rpc,
    policy: {
      perSender: { transactions: 1_000_000, lamports: 1_000_000_000_000n },
      perIp: { transactions: 1_000_000, lamports: 1_000_000_000_000n },
      rpcChecksPerIp: { max: 1_000_000, windowSeconds: 3600 },
    },
  },
});
const running = await serveNode(server, { port: 0 });

try {
  const rpc = createSolanaRpc(sandbox.urls.rpc);
  const senders = await Promise.all(Array.from({ length: 20 }, () => generateKeyPairSigner()));
  await Promise.all(senders.map((s) => sandbox.solana.airdrop(s.address, 10_000_000_000n)));
  const recipient = (await generateKeyPairSigner()).address;
  const { value: latest } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send();
  const base64 = getBase64Decoder();
  const bodies = Array.from({ length: REQUESTS + WARMUP + ALONE }, (_, index) => {
    const sender = senders[index % senders.length];
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(sender.address, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
      (m) =>
        appendTransactionMessageInstructions(
          [
            getTransferSolInstruction({
              source: sender,
              destination: recipient,
              amount: 1_000_000n + BigInt(index),
            }),
          ],
          m,
        ),
    );
    const transaction = base64.decode(getTransactionEncoder().encode(compileTransaction(message)));
    return { sender, transaction };
  });
  const post = async (path, body) => {
    const response = await fetch(`${running.url}/api/v0/solana/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer bench-token' },
      body: JSON.stringify({ environmentId: 'bench', ...body }),
    });
    const json = await response.json();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return json.transaction;
  };
  /** One sponsorship: step one, the sender signs (as a wallet would), step two. */
  const send = async ({ sender, transaction }) => {
    const started = performance.now();
    const prepared = await post('optimizeTransaction', {
      solanaTransactionOptimizationRequest: { address: sender.address, transaction },
    });
    const signed = await partiallySignTransaction(
      [sender.keyPair],
      getTransactionDecoder().decode(getBase64Encoder().encode(prepared)),
    );
    await post('signSponsoredTransaction', {
      address: sender.address,
      transaction: base64.decode(getTransactionEncoder().encode(signed)),
    });
    return performance.now() - started;
  };
  /** Sends the bodies with `CONCURRENCY` in flight at a time; returns each request's latency. */
  const drive = async (list, inFlight = CONCURRENCY) => {
    const latencies = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (next < list.length) {
          const item = list[next];
          next += 1;
          latencies.push(await send(item));
        }
      }),
    );
    return latencies;
  };
  await drive(bodies.slice(0, WARMUP));
  const started = performance.now();
  const latencies = (await drive(bodies.slice(WARMUP, WARMUP + REQUESTS))).sort((a, b) => a - b);
  const seconds = (performance.now() - started) / 1000;
  // One at a time: the service time of a request with no queue in front of it.
  const alone = (await drive(bodies.slice(WARMUP + REQUESTS), 1)).sort((a, b) => a - b);
  const results = {
    requests: REQUESTS,
    concurrency: CONCURRENCY,
    perSecond: Math.round(REQUESTS / seconds),
    p50Ms: Number(percentile(latencies, 0.5).toFixed(2)),
    p99Ms: Number(percentile(latencies, 0.99).toFixed(2)),
    aloneP50Ms: Number(percentile(alone, 0.5).toFixed(2)),
    database: 'PGlite',
  };
  printTable([
    ['measure', '@latchkey/server'],
    [
      `sponsorship throughput (${REQUESTS} sponsorships of two requests, ${CONCURRENCY} in flight)`,
      `${results.perSecond}/s`,
    ],
    ['sponsorship latency p50 (both steps)', `${results.p50Ms} ms`],
    ['sponsorship latency p99 (both steps)', `${results.p99Ms} ms`],
    [`sponsorship latency p50, one at a time (${ALONE})`, `${results.aloneP50Ms} ms`],
  ]);
  await writeResults('sponsorship', results);
} finally {
  await running.close();
  await sandbox.stop();
}
process.exit(0);
