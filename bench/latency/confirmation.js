// Send → confirmed, against the sandbox's RPC: how long after the RPC itself marks a transaction
// 'confirmed' (its ledger, in-process) each client knows it. Latchkey's sendAndConfirmTransaction
// (subscription opened before sending) beside web3.js v1's sendRawTransaction + confirmTransaction.
import { createSolanaConnection, sendAndConfirmTransaction } from '@latchkey/core/transactions';
import { base58 } from '@scure/base';
import {
  appendTransactionMessageInstruction,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  getSignatureFromTransaction,
  getTransactionEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { Connection, Keypair, SystemProgram, Transaction } from '@solana/web3.js';
import { getTransferSolInstruction } from '@solana-program/system';
import { closeWeb3Socket } from '../close-web3-socket.js';
import { median } from './median.js';

const SENDS = 10;

/** @param {import('@latchkey/sandbox').Sandbox} sandbox */
export async function measureConfirmation(sandbox) {
  const keypair = Keypair.generate();
  const signer = await createKeyPairSignerFromPrivateKeyBytes(keypair.secretKey.slice(0, 32));
  await sandbox.solana.airdrop(signer.address, 10_000_000_000n);
  const recipient = Keypair.generate().publicKey;
  const connection = createSolanaConnection({ rpcUrl: sandbox.urls.rpc, wsUrl: sandbox.urls.ws });
  const web3 = new Connection(sandbox.urls.rpc, {
    commitment: 'confirmed',
    wsEndpoint: sandbox.urls.ws,
  });

  const sample = async (send, signature) => {
    const start = performance.now();
    const rpcConfirmed = sandbox.solana
      .waitForSignature(signature, 'confirmed')
      .then(() => performance.now());
    await send();
    const known = performance.now();
    return { total: known - start, after: known - (await rpcConfirmed) };
  };

  const ours = [];
  const theirs = [];
  try {
    for (let run = 0; run < SENDS; run += 1) {
      const { value: latest } = await connection.rpc.getLatestBlockhash().send();
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
                amount: lamports(BigInt(1_000_000 + run)),
              }),
              message,
            ),
        ),
      );
      const bytes = new Uint8Array(getTransactionEncoder().encode(signed));
      ours.push(
        await sample(
          () =>
            sendAndConfirmTransaction({
              transaction: bytes,
              lastValidBlockHeight: latest.lastValidBlockHeight,
              connection,
            }),
          getSignatureFromTransaction(signed),
        ),
      );

      const { blockhash, lastValidBlockHeight } = await web3.getLatestBlockhash();
      const transaction = new Transaction({
        blockhash,
        lastValidBlockHeight,
        feePayer: keypair.publicKey,
      }).add(
        SystemProgram.transfer({
          fromPubkey: keypair.publicKey,
          toPubkey: recipient,
          lamports: 1_000_000 + run,
        }),
      );
      transaction.sign(keypair);
      const raw = transaction.serialize();
      const signature = base58.encode(transaction.signature);
      theirs.push(
        await sample(async () => {
          await web3.sendRawTransaction(raw);
          await web3.confirmTransaction(
            { signature, blockhash, lastValidBlockHeight },
            'confirmed',
          );
        }, signature),
      );
    }
  } finally {
    closeWeb3Socket(web3);
  }
  const summary = (samples) => ({
    sendToConfirmedMs: median(samples.map((s) => s.total)),
    afterRpcConfirmedMs: median(samples.map((s) => s.after)),
  });
  return { latchkey: summary(ours), web3js: summary(theirs) };
}
