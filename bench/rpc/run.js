// `npm run bench:rpc`: counts the JSON-RPC requests (HTTP and socket) each flow makes against the
// sandbox's RPC — Latchkey, and the same flows written the usual way with web3.js v1 and
// @solana/spl-token — prints them side by side, writes bench/results/rpc.json, and fails when a
// Latchkey flow passes its budget (bench/budgets.js). Also what the embedded wallet's approval
// step adds to a send (approval-flows.js), held to one request per transaction. Runs on the
// built packages.
import {
  buildSolTransfer,
  buildTokenTransfer,
  createSolanaConnection,
  getTransactionFee,
  signAndSendTransaction,
} from '@latchkey/core/transactions';
import { SANDBOX_EPHEMERAL_PORTS, startSandbox } from '@latchkey/sandbox';
import {
  createKeyPairSignerFromPrivateKeyBytes,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
} from '@solana/kit';
import { Keypair } from '@solana/web3.js';
import { approvalRpcBudgets, rpcBudgets } from '../budgets.js';
import { closeWeb3Socket } from '../close-web3-socket.js';
import { printTable, ratio, writeResults } from '../print-table.js';
import { approvalFlows } from './approval-flows.js';
import { web3jsFlows } from './web3js-flows.js';

const sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 20 });
const connection = createSolanaConnection({ rpcUrl: sandbox.urls.rpc, wsUrl: sandbox.urls.ws });
// As sendTransaction does while the wallet asks the user: the socket is open before the send.
connection.keepSocketOpen?.();
for (let tries = 0; tries < 100 && !connection.isSocketOpen?.(); tries += 1) {
  await new Promise((resolve) => setTimeout(resolve, 20));
}

/** A funded sender with tokens, and a fresh recipient, per library. */
async function fundedParties() {
  const keypair = Keypair.generate();
  const sender = await createKeyPairSignerFromPrivateKeyBytes(keypair.secretKey.slice(0, 32));
  await sandbox.solana.airdrop(sender.address, 10_000_000_000n);
  await sandbox.solana.mintTokens({
    mint: sandbox.solana.mints.spl,
    owner: sender.address,
    amount: 10n ** 12n,
  });
  return { keypair, sender, recipient: Keypair.generate().publicKey.toBase58() };
}

async function count(flow) {
  sandbox.solana.requests.reset();
  await flow();
  const methods = sandbox.solana.requests
    .methods()
    .filter((method) => !method.endsWith('Unsubscribe'));
  return { requests: methods.length, methods };
}

function latchkeyFlows({ sender, recipient }) {
  const sign = async (bytes) =>
    new Uint8Array(
      getTransactionEncoder().encode(
        await partiallySignTransaction([sender.keyPair], getTransactionDecoder().decode(bytes)),
      ),
    );
  const send = (built) =>
    signAndSendTransaction({
      transaction: built.transaction,
      lastValidBlockHeight: built.lastValidBlockHeight,
      sign,
      connection,
    });
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
  return {
    solTransfer: async () =>
      send(
        await buildSolTransfer({ from: sender.address, to: recipient, amount: '0.1', connection }),
      ),
    tokenTransferNewRecipient: tokenTransfer,
    tokenTransfer,
    feeQuote: async () => {
      const built = await buildSolTransfer({
        from: sender.address,
        to: recipient,
        amount: '0.1',
        connection,
      });
      // The blockhash came with the build; the quote alone is what a UI asks for.
      sandbox.solana.requests.reset();
      await getTransactionFee({ transaction: built.transaction, connection });
    },
  };
}

/** What `counted` asks more than `base`, method by method. */
function added(counted, base) {
  const rest = [...base];
  return counted.filter((method) => {
    const index = rest.indexOf(method);
    if (index === -1) return true;
    rest.splice(index, 1);
    return false;
  });
}

const results = { latchkey: {}, 'web3.js + spl-token': {}, approval: {} };
const detail = { latchkey: {}, 'web3.js + spl-token': {} };
let web3;
let approval;
try {
  const ours = latchkeyFlows(await fundedParties());
  for (const [name, flow] of Object.entries(ours)) {
    const { requests, methods } = await count(flow);
    results.latchkey[name] = requests;
    detail.latchkey[name] = methods;
  }
  approval = await approvalFlows(sandbox);
  for (const [name, flow] of Object.entries(approval.flows)) {
    const approved = await count(flow.approved);
    const unconfirmed = await count(flow.unconfirmed);
    results.approval[name] = {
      transactions: flow.transactions,
      approved: approved.requests,
      unconfirmed: unconfirmed.requests,
      added: approved.requests - unconfirmed.requests,
      addedMethods: added(approved.methods, unconfirmed.methods),
    };
    detail.latchkey[`${name}, approved`] = approved.methods;
    detail.latchkey[`${name}, confirm: false`] = unconfirmed.methods;
  }
  const theirsParties = await fundedParties();
  web3 = web3jsFlows({
    rpcUrl: sandbox.urls.rpc,
    wsUrl: sandbox.urls.ws,
    secretKey: theirsParties.keypair.secretKey,
    mint: sandbox.solana.mints.spl,
    recipient: theirsParties.recipient,
  });
  for (const [name, flow] of Object.entries(web3.flows)) {
    const { requests, methods } = await count(flow);
    results['web3.js + spl-token'][name] = requests;
    detail['web3.js + spl-token'][name] = methods;
  }
} finally {
  approval?.close();
  closeWeb3Socket(web3?.connection);
  await sandbox.stop();
}

const rows = [['flow (requests)', 'Latchkey', 'web3.js + spl-token', 'ratio']];
for (const name of Object.keys(results.latchkey)) {
  const ours = results.latchkey[name];
  const theirs = results['web3.js + spl-token'][name];
  rows.push([name, String(ours), String(theirs), ratio(theirs, ours)]);
}
printTable(rows);
console.log();
printTable([
  ['embedded wallet, approval step (requests)', 'approved', 'confirm: false', 'added'],
  ...Object.entries(results.approval).map(([name, measured]) => [
    name === 'send'
      ? 'send one transfer'
      : `signAllTransactions of ${measured.transactions}, then send`,
    String(measured.approved),
    String(measured.unconfirmed),
    `${measured.added} (${measured.addedMethods.join(', ')})`,
  ]),
]);
for (const library of Object.keys(detail)) {
  for (const [name, methods] of Object.entries(detail[library]))
    console.log(`  ${library} ${name}: ${methods.join(', ')}`);
}
await writeResults('rpc', results);

let over = false;
for (const [name, budget] of Object.entries(rpcBudgets)) {
  const requests = results.latchkey[name];
  if (requests > budget) over = true;
  console.log(
    `budget ${name}: ${requests} of ${budget} requests ${requests > budget ? 'EXCEEDED' : 'ok'}`,
  );
}
for (const [name, measured] of Object.entries(results.approval)) {
  const budget = approvalRpcBudgets.addedPerTransaction * measured.transactions;
  if (measured.added > budget) over = true;
  console.log(
    `budget approval ${name}: ${measured.added} of ${budget} added requests ${measured.added > budget ? 'EXCEEDED' : 'ok'}`,
  );
}
if (over) console.error('A Latchkey RPC round-trip budget was exceeded (bench/budgets.js)');
process.exit(over ? 1 : 0);
