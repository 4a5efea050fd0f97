// `npm run bench:rpc`: counts the JSON-RPC requests (HTTP and socket) each flow makes against the
// sandbox's RPC, writes bench/results/rpc.json, and fails when a flow passes its budget.
// Runs on the built packages: `npm run build` first (npm test does).
import { mkdirSync, writeFileSync } from 'node:fs';
import {
  buildSolTransfer,
  buildTokenTransfer,
  createSolanaConnection,
  getTransactionFee,
  signAndSendTransaction,
} from '@latchkey/core/transactions';
import { SANDBOX_EPHEMERAL_PORTS, startSandbox } from '@latchkey/sandbox';
import {
  generateKeyPairSigner,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
} from '@solana/kit';
import { rpcBudgets } from './budgets.js';

const sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 20 });
const connection = createSolanaConnection({ rpcUrl: sandbox.urls.rpc, wsUrl: sandbox.urls.ws });
const sender = await generateKeyPairSigner();
await sandbox.solana.airdrop(sender.address, 10_000_000_000n);
await sandbox.solana.mintTokens({
  mint: sandbox.solana.mints.spl,
  owner: sender.address,
  amount: 10n ** 12n,
});
const sign = async (bytes) => {
  const signed = await partiallySignTransaction(
    [sender.keyPair],
    getTransactionDecoder().decode(bytes),
  );
  return new Uint8Array(getTransactionEncoder().encode(signed));
};

async function count(flow) {
  sandbox.solana.requests.reset();
  await flow();
  const methods = sandbox.solana.requests
    .methods()
    .filter((method) => !method.endsWith('Unsubscribe'));
  return { requests: methods.length, methods };
}

async function send(built) {
  await signAndSendTransaction({
    transaction: built.transaction,
    lastValidBlockHeight: built.lastValidBlockHeight,
    sign,
    connection,
  });
}

const recipient = (await generateKeyPairSigner()).address;
// The same token transfer twice: the first creates the recipient's account, the second reuses it.
const tokenTransfer = async () =>
  send(
    await buildTokenTransfer({
      from: sender.address,
      to: recipient,
      mint: sandbox.solana.mints.spl,
      amount: '1',
      connection,
    }),
  );
const flows = {
  solTransfer: () =>
    buildSolTransfer({ from: sender.address, to: recipient, amount: '0.1', connection }).then(send),
  tokenTransferNewRecipient: tokenTransfer,
  tokenTransfer,
};

const results = {};
const detail = {};
let over = false;
try {
  for (const [name, flow] of Object.entries(flows)) {
    const { requests, methods } = await count(flow);
    results[name] = requests;
    detail[name] = methods;
  }
  const built = await buildSolTransfer({
    from: sender.address,
    to: recipient,
    amount: '0.1',
    connection,
  });
  const quote = await count(() =>
    getTransactionFee({ transaction: built.transaction, connection }),
  );
  results.feeQuote = quote.requests;
  detail.feeQuote = quote.methods;
} finally {
  await sandbox.stop();
}

for (const [name, requests] of Object.entries(results)) {
  const budget = rpcBudgets[name];
  if (requests > budget) over = true;
  console.log(
    `rpc ${name}: ${requests} requests (${detail[name].join(', ')}) — budget ${budget}${requests > budget ? ' EXCEEDED' : ''}`,
  );
}
const resultsDir = new URL('../results/', import.meta.url);
mkdirSync(resultsDir, { recursive: true });
writeFileSync(new URL('rpc.json', resultsDir), `${JSON.stringify(results, null, 2)}\n`);
if (over) {
  console.error('An RPC round-trip budget was exceeded; see bench/results/rpc.json');
  process.exit(1);
}
