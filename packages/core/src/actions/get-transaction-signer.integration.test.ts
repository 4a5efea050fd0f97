import { SANDBOX_EPHEMERAL_PORTS, type Sandbox, startSandbox } from '@latchkey/sandbox';
import {
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createTransactionMessage,
  decompileTransactionMessage,
  generateKeyPairSigner,
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getPublicKeyFromAddress,
  partiallySignTransactionMessageWithSigners,
  pipe,
  prependTransactionMessageInstruction,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signAndSendTransactionMessageWithSigners,
  verifySignature,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig } from '../config/create-config.js';
import type { Connector, CreateConnectorsFn } from '../connectors/connector.js';
import { createConnectorList } from '../connectors/create-connector-list.js';
import {
  createFakeStandardWallet,
  type FakeStandardWalletOptions,
} from '../connectors/fake-standard-wallet.fixture.js';
import { createWalletStandardConnector } from '../connectors/wallet-standard-connector.js';
import { LATCHKEY_ERROR__WALLET__SIGNED_TRANSACTION_MISMATCH } from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { createLogger } from '../logger/logger.js';
import { solanaLocalnet } from '../networks/define-solana-network.js';
import { createStorage } from '../storage/create-storage.js';
import { createMemoryStorageAdapter } from '../storage/memory-storage-adapter.js';
import { getTransactionSigner } from './get-transaction-signer.js';

// Kit code driving a Latchkey wallet through its own signer functions, on the sandbox's SVM.

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 20 });
});
afterAll(() => sandbox?.stop());

const SIGN_ONLY = [
  'standard:connect',
  'standard:disconnect',
  'standard:events',
  'solana:signTransaction',
  'solana:signMessage',
];

async function connected(options: FakeStandardWalletOptions = {}) {
  const wallet = await createFakeStandardWallet({ features: SIGN_ONLY, ...options });
  const discovery: CreateConnectorsFn = (context) => {
    const list = createConnectorList();
    list.set([createWalletStandardConnector({ wallet: wallet.wallet, context })]);
    return { get: list.get, subscribe: list.subscribe, destroy: () => undefined };
  };
  const config = createConfig({
    networks: [solanaLocalnet({ rpcUrl: sandbox.urls.rpc, wsUrl: sandbox.urls.ws })],
    connectors: [discovery],
    storage: createStorage({ adapter: createMemoryStorageAdapter() }),
    logger: createLogger({ level: 'silent' }),
  });
  await config.restore();
  await config.connect(config.getConnectors()[0] as Connector);
  const owner = config.store.getState().address as string;
  await sandbox.solana.airdrop(address(owner), 1_000_000_000n);
  return config;
}

/** A kit transfer message whose fee payer and source is the given signer. */
async function transferFrom(signer: ReturnType<typeof getTransactionSigner>, lamports: bigint) {
  const recipient = (await generateKeyPairSigner()).address;
  const { value: blockhash } = await (await connectedRpc()).getLatestBlockhash().send();
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(signer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source: signer, destination: recipient, amount: lamports }),
        m,
      ),
  );
  return { message, recipient };
}

async function connectedRpc() {
  const { createSolanaConnection } = await import('../transactions/solana-connection.js');
  return createSolanaConnection({ rpcUrl: sandbox.urls.rpc, wsUrl: sandbox.urls.ws }).rpc;
}

describe('getTransactionSigner', () => {
  it("signs and sends kit messages with kit's own functions; the transfer lands", async () => {
    const config = await connected();
    const signer = getTransactionSigner(config);
    expect(signer.address).toBe(config.store.getState().address);
    const { message, recipient } = await transferFrom(signer, 2_000_000n);
    const signature = await signAndSendTransactionMessageWithSigners(message);
    const id = getBase58Decoder().decode(signature);
    expect((await sandbox.solana.waitForSignature(id, 'confirmed')).err).toBeNull();
    const rpc = await connectedRpc();
    expect((await rpc.getBalance(recipient, { commitment: 'confirmed' }).send()).value).toBe(
      2_000_000n,
    );
  });

  it("partially signs: the wallet's signature, valid over the exact message", async () => {
    const config = await connected();
    const signer = getTransactionSigner(config);
    const { message } = await transferFrom(signer, 1_000n);
    const signed = await partiallySignTransactionMessageWithSigners(message);
    const signature = signed.signatures[signer.address];
    expect(signature).toBeTruthy();
    expect(
      await verifySignature(
        await getPublicKeyFromAddress(signer.address),
        signature as NonNullable<typeof signature>,
        signed.messageBytes,
      ),
    ).toBe(true);
  });

  it('refuses a wallet that changes the message (a priority fee), since kit cannot carry it', async () => {
    const config = await connected({
      tamper: {
        message: (transaction) =>
          compileTransaction(
            prependTransactionMessageInstruction(
              {
                programAddress: address('ComputeBudget111111111111111111111111111111'),
                data: new Uint8Array([3, 16, 39, 0, 0, 0, 0, 0, 0]),
              },
              decompileTransactionMessage(
                getCompiledTransactionMessageDecoder().decode(transaction.messageBytes),
              ),
            ) as Parameters<typeof compileTransaction>[0],
          ),
      },
    });
    const signer = getTransactionSigner(config);
    const { message } = await transferFrom(signer, 1_000n);
    const error = await partiallySignTransactionMessageWithSigners(message).catch(
      (e: unknown) => e,
    );
    expect(isLatchkeyError(error, LATCHKEY_ERROR__WALLET__SIGNED_TRANSACTION_MISMATCH)).toBe(true);
    expect((error as Error).message).toBe(
      'The wallet returned a transaction that does not match the request: the message changed, which a kit signer cannot carry',
    );
  });
});
