import {
  address,
  appendTransactionMessageInstructions,
  assertIsSendableTransaction,
  assertIsTransactionWithBlockhashLifetime,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64Decoder,
  getSignatureFromTransaction,
  lamports,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type TransactionMessageBytesBase64,
} from '@solana/kit';
import { Connection, Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction } from '@solana/web3.js';
import { getTransferSolInstruction } from '@solana-program/system';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SANDBOX_EPHEMERAL_PORTS } from '../sandbox-parameters.js';
import { type Sandbox, startSandbox } from '../start-sandbox.js';

// The proof that unmodified clients work against the sandbox: kit and web3.js v1, each sending a
// SOL transfer, confirming it over the WebSocket, and seeing balances move by amount + fee.
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 20 });
});
afterAll(() => sandbox?.stop());

it('@solana/kit: sendAndConfirmTransactionFactory confirms a transfer', async () => {
  const rpc = createSolanaRpc(sandbox.urls.rpc);
  const rpcSubscriptions = createSolanaRpcSubscriptions(sandbox.urls.ws);
  const sendAndConfirm = sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions });
  const payer = await generateKeyPairSigner();
  const recipient = await generateKeyPairSigner();
  await sandbox.solana.airdrop(payer.address, 2_000_000_000n);
  const before = (await rpc.getBalance(payer.address).send()).value;
  expect(before).toBe(2_000_000_000n);

  const { value: blockhash } = await rpc.getLatestBlockhash().send();
  const amount = 750_000_000n;
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(payer, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(blockhash, draft),
    (draft) =>
      appendTransactionMessageInstructions(
        [
          getTransferSolInstruction({
            source: payer,
            destination: recipient.address,
            amount: lamports(amount),
          }),
        ],
        draft,
      ),
  );
  const transaction = await signTransactionMessageWithSigners(message);
  assertIsSendableTransaction(transaction);
  assertIsTransactionWithBlockhashLifetime(transaction);
  const messageBase64 = getBase64Decoder().decode(
    transaction.messageBytes,
  ) as TransactionMessageBytesBase64;
  const fee = (await rpc.getFeeForMessage(messageBase64).send()).value;
  expect(fee).toBe(5000n);

  await sendAndConfirm(transaction, { commitment: 'confirmed' });

  const status = (await rpc.getSignatureStatuses([getSignatureFromTransaction(transaction)]).send())
    .value[0];
  expect(status?.err).toBeNull();
  expect((await rpc.getBalance(payer.address).send()).value).toBe(before - amount - 5000n);
  expect((await rpc.getBalance(recipient.address).send()).value).toBe(amount);
  expect(sandbox.solana.requests.methods()).toEqual(
    expect.arrayContaining(['sendTransaction', 'signatureSubscribe', 'getSignatureStatuses']),
  );
}, 10_000);

it('@solana/web3.js v1: sendTransaction + confirmTransaction (blockhash strategy)', async () => {
  const connection = new Connection(sandbox.urls.rpc, { wsEndpoint: sandbox.urls.ws });
  const payer = Keypair.generate();
  const recipient = Keypair.generate();
  await sandbox.solana.airdrop(address(payer.publicKey.toBase58()), 2 * LAMPORTS_PER_SOL, {
    commitment: 'finalized',
  });
  // Without a commitment web3.js reads at the server default, finalized.
  const before = await connection.getBalance(payer.publicKey);
  expect(before).toBe(2 * LAMPORTS_PER_SOL);
  expect(await connection.getGenesisHash()).toBe(sandbox.solana.genesisHash);

  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
  const amount = 0.5 * LAMPORTS_PER_SOL;
  const transaction = new Transaction({
    feePayer: payer.publicKey,
    blockhash,
    lastValidBlockHeight,
  }).add(
    SystemProgram.transfer({
      fromPubkey: payer.publicKey,
      toPubkey: recipient.publicKey,
      lamports: amount,
    }),
  );
  const signature = await connection.sendTransaction(transaction, [payer]);
  // web3.js resolves on any status when no commitment is given; ask for confirmed.
  const confirmation = await connection.confirmTransaction(
    { signature, blockhash, lastValidBlockHeight },
    'confirmed',
  );
  expect(confirmation.value.err).toBeNull();

  const fee = await connection.getFeeForMessage(transaction.compileMessage(), 'confirmed');
  expect(fee.value).toBe(5000);
  expect(await connection.getBalance(payer.publicKey, 'confirmed')).toBe(before - amount - 5000);
  expect(await connection.getBalance(recipient.publicKey, 'confirmed')).toBe(amount);
  const status = await connection.getSignatureStatus(signature);
  expect(status.value?.confirmationStatus).toMatch(/confirmed|finalized/);
}, 10_000);

it('hands tests the faucet keypair in both libraries’ forms', async () => {
  const { faucet } = sandbox.solana;
  expect(Keypair.fromSecretKey(faucet.secretKey).publicKey.toBase58()).toBe(faucet.address);
  expect(faucet.signer.address).toBe(faucet.address);
});
