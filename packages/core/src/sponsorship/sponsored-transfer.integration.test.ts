import { SANDBOX_EPHEMERAL_PORTS, type Sandbox, startSandbox } from '@latchkey/sandbox';
import {
  address,
  generateKeyPairSigner,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
} from '@solana/kit';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { defineSolanaNetwork } from '../networks/define-solana-network.js';
import { createProductApiClient } from '../product-api/create-product-api-client.js';
import { buildSolTransfer } from '../transactions/build-sol-transfer.js';
import { decodeTransaction } from '../transactions/decode-transaction.js';
import { sendAndConfirmTransaction } from '../transactions/send-and-confirm-transaction.js';
import { createSolanaConnection } from '../transactions/solana-connection.js';
import { cosignSponsoredTransaction } from './cosign-sponsored-transaction.js';
import { isGasSponsored } from './is-gas-sponsored.js';
import { sponsorTransaction } from './sponsor-transaction.js';

// A "mainnet" (network id 101) that points at the sandbox's real SVM, and the sandbox's
// product server (@latchkey/server) paying fees with its own funded key.
let sandbox: Sandbox;
let productApi: Sandbox['productApi'];

beforeAll(async () => {
  sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 20 });
  productApi = sandbox.productApi;
});
afterAll(async () => {
  await sandbox?.stop();
});

it('a sponsored transfer leaves the sender SOL untouched except the amount', async () => {
  const network = defineSolanaNetwork({
    networkId: 101,
    rpcUrl: sandbox.urls.rpc,
    wsUrl: sandbox.urls.ws,
  });
  const connection = createSolanaConnection(network);
  const client = createProductApiClient({
    baseUrl: productApi.apiBaseUrl,
    environmentId: productApi.environmentId,
    authToken: productApi.authToken,
  });
  const sender = await generateKeyPairSigner();
  const recipient = await generateKeyPairSigner();
  await sandbox.solana.airdrop(sender.address, 1_000_000_000n);
  const balance = async (owner: string) =>
    (await connection.rpc.getBalance(address(owner), { commitment: 'confirmed' }).send()).value;
  const senderBefore = await balance(sender.address);
  const sponsorBefore = await balance(productApi.feePayerAddress);

  const built = await buildSolTransfer({
    from: sender.address,
    to: recipient.address,
    amount: '0.4',
    connection,
  });
  const sponsored = await sponsorTransaction({
    client,
    network,
    transaction: built.transaction,
    address: sender.address,
  });
  expect(isGasSponsored([sponsored], sender.address)).toBe(true);
  expect(isGasSponsored([built.transaction], sender.address)).toBe(false);
  expect(decodeTransaction(sponsored).feePayer).toBe(productApi.feePayerAddress);

  const signed = await partiallySignTransaction(
    [sender.keyPair],
    getTransactionDecoder().decode(sponsored),
  );
  // The sponsor signs after the sender, and only then charges its quota.
  const ready = await cosignSponsoredTransaction({
    client,
    transaction: new Uint8Array(getTransactionEncoder().encode(signed)),
    address: sender.address,
  });
  await sendAndConfirmTransaction({
    transaction: ready,
    connection,
    lastValidBlockHeight: built.lastValidBlockHeight,
  });

  expect(await balance(recipient.address)).toBe(400_000_000n);
  expect(await balance(sender.address)).toBe(senderBefore - 400_000_000n);
  expect(await balance(productApi.feePayerAddress)).toBe(sponsorBefore - 10_000n); // two signatures
});
