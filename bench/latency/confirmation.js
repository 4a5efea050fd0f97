// Send → confirmed, against the sandbox's RPC, for three clients: Latchkey's
// sendAndConfirmTransaction, web3.js v1 (sendRawTransaction + confirmTransaction) and kit's
// sendAndConfirmTransactionFactory. Where a send starts within a slot decides how long it waits
// for the next one, so every sample starts at the same offset after a slot tick, and the clients
// take turns (rotating who goes first). Each sample is split in two: landing (start → the RPC's
// own ledger marks it 'confirmed') and tail (→ the client knows). Landing is mostly the cluster's;
// the tail is all the client's.
import { createSolanaConnection, sendAndConfirmTransaction } from '@latchkey/core/transactions';
import { base58 } from '@scure/base';
import {
  appendTransactionMessageInstruction,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  getSignatureFromTransaction,
  getTransactionEncoder,
  lamports,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { Connection, Keypair, SystemProgram, Transaction } from '@solana/web3.js';
import { getTransferSolInstruction } from '@solana-program/system';
import { closeWeb3Socket } from '../close-web3-socket.js';
import { median } from './median.js';

const ROUNDS = 20;
/** How long after a slot tick each sample starts. */
export const START_OFFSET_MS = 10;

/** Resolves `offsetMs` after the sandbox's next slot tick. */
function nextSlotTick(sandbox, offsetMs) {
  return new Promise((resolve) => {
    const stop = sandbox.solana.onSlot(() => {
      stop();
      setTimeout(resolve, offsetMs);
    });
  });
}

/** @param {import('@latchkey/sandbox').Sandbox} sandbox */
export async function measureConfirmation(sandbox) {
  const keypair = Keypair.generate();
  const signer = await createKeyPairSignerFromPrivateKeyBytes(keypair.secretKey.slice(0, 32));
  await sandbox.solana.airdrop(signer.address, 10_000_000_000n);
  const recipient = Keypair.generate().publicKey;
  // As the config holds it: one connection, its socket kept open.
  const connection = createSolanaConnection({ rpcUrl: sandbox.urls.rpc, wsUrl: sandbox.urls.ws });
  connection.keepSocketOpen?.();
  const web3 = new Connection(sandbox.urls.rpc, {
    commitment: 'confirmed',
    wsEndpoint: sandbox.urls.ws,
  });
  const kitSendAndConfirm = sendAndConfirmTransactionFactory({
    rpc: createSolanaRpc(sandbox.urls.rpc),
    rpcSubscriptions: createSolanaRpcSubscriptions(sandbox.urls.ws),
  });

  let amount = 1_000_000;
  const kitSigned = async () => {
    const { value: latest } = await connection.rpc.getLatestBlockhash().send();
    amount += 1;
    const signed = await signTransactionMessageWithSigners(
      pipe(
        createTransactionMessage({ version: 0 }),
        (message) => setTransactionMessageFeePayerSigner(signer, message),
        (message) => setTransactionMessageLifetimeUsingBlockhash(latest, message),
        (message) =>
          appendTransactionMessageInstruction(
            getTransferSolInstruction({
              source: signer,
              destination: recipient.toBase58(),
              amount: lamports(BigInt(amount)),
            }),
            message,
          ),
      ),
    );
    return { signed, latest };
  };

  /** Each client: prepares a signed transfer (not timed), then returns the timed send. */
  const clients = {
    latchkey: async () => {
      const { signed, latest } = await kitSigned();
      const bytes = new Uint8Array(getTransactionEncoder().encode(signed));
      return {
        signature: getSignatureFromTransaction(signed),
        send: () =>
          sendAndConfirmTransaction({
            transaction: bytes,
            lastValidBlockHeight: latest.lastValidBlockHeight,
            connection,
          }),
      };
    },
    kit: async () => {
      const { signed } = await kitSigned();
      return {
        signature: getSignatureFromTransaction(signed),
        send: () => kitSendAndConfirm(signed, { commitment: 'confirmed' }),
      };
    },
    web3js: async () => {
      const { blockhash, lastValidBlockHeight } = await web3.getLatestBlockhash();
      amount += 1;
      const transaction = new Transaction({
        blockhash,
        lastValidBlockHeight,
        feePayer: keypair.publicKey,
      }).add(
        SystemProgram.transfer({
          fromPubkey: keypair.publicKey,
          toPubkey: recipient,
          lamports: amount,
        }),
      );
      transaction.sign(keypair);
      const raw = transaction.serialize();
      const signature = base58.encode(transaction.signature);
      return {
        signature,
        send: async () => {
          await web3.sendRawTransaction(raw);
          await web3.confirmTransaction(
            { signature, blockhash, lastValidBlockHeight },
            'confirmed',
          );
        },
      };
    },
  };

  const names = Object.keys(clients);
  const samples = Object.fromEntries(names.map((name) => [name, []]));
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = names.map((_, index) => names[(index + round) % names.length]);
      for (const name of order) {
        const { signature, send } = await clients[name]();
        await nextSlotTick(sandbox, START_OFFSET_MS);
        const start = performance.now();
        const rpcConfirmed = sandbox.solana
          .waitForSignature(signature, 'confirmed')
          .then(() => performance.now());
        await send();
        const known = performance.now();
        const landed = await rpcConfirmed;
        samples[name].push({ landing: landed - start, tail: known - landed, total: known - start });
      }
    }
  } finally {
    closeWeb3Socket(web3);
    connection.releaseSocket?.();
  }
  return Object.fromEntries(
    names.map((name) => [
      name,
      {
        sendToConfirmedMs: median(samples[name].map((sample) => sample.total)),
        landingMs: median(samples[name].map((sample) => sample.landing)),
        tailMs: median(samples[name].map((sample) => sample.tail)),
        tailP90Ms: percentile(
          samples[name].map((sample) => sample.tail),
          0.9,
        ),
      },
    ]),
  );
}

function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}
