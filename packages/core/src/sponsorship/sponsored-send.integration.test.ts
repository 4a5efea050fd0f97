import { SANDBOX_EPHEMERAL_PORTS, type Sandbox, startSandbox } from '@latchkey/sandbox';
import { createCustodyTestUser } from '@latchkey/sandbox/testing';
import {
  address,
  compileTransaction,
  decompileTransactionMessage,
  getBase64EncodedWireTransaction,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  getTransactionEncoder,
  getU64Encoder,
  prependTransactionMessageInstruction,
} from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendTransaction } from '../actions/send-transaction.js';
import { createConfig } from '../config/create-config.js';
import type { Connector, ConnectorContext, CreateConnectorsFn } from '../connectors/connector.js';
import { createConnectorList } from '../connectors/create-connector-list.js';
import {
  createFakeStandardWallet,
  type FakeStandardWalletOptions,
} from '../connectors/fake-standard-wallet.fixture.js';
import { createWalletStandardConnector } from '../connectors/wallet-standard-connector.js';
import { createEmbeddedConnector } from '../embedded/create-embedded-connector.js';
import {
  LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED,
  LATCHKEY_ERROR__PRODUCT_API__SPONSORED_TRANSACTION_CHANGED,
  LATCHKEY_ERROR__WALLET__SIGNED_TRANSACTION_MISMATCH,
} from '../errors/codes.js';
import { isLatchkeyError, type LatchkeyError } from '../errors/latchkey-error.js';
import { createLogger } from '../logger/logger.js';
import { solanaLocalnet } from '../networks/define-solana-network.js';
import { createProductApiClient } from '../product-api/create-product-api-client.js';
import type { VerifiedCredential } from '../product-api/verified-credential.js';
import { createStorage } from '../storage/create-storage.js';
import { createMemoryStorageAdapter } from '../storage/memory-storage-adapter.js';
import { buildSolTransfer } from '../transactions/build-sol-transfer.js';
import { createSolanaConnection } from '../transactions/solana-connection.js';
import type { SponsorshipOptions } from './sponsorship-options.js';

// `sendTransaction` with `sponsorship` in the config, against the sandbox's product server: the
// app's fee payer pays, the user's balance drops by the amount only, a sponsor that changes the
// transaction gets nothing signed, and one that changes it while co-signing gets nothing sent.

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 20 });
});
afterAll(() => sandbox?.stop());

/** A wallet that signs only by default; the SDK sends through the RPC and confirms. */
const SIGN_ONLY = [
  'standard:connect',
  'standard:disconnect',
  'standard:events',
  'solana:signTransaction',
  'solana:signMessage',
];

const localnet = () => solanaLocalnet({ rpcUrl: sandbox.urls.rpc, wsUrl: sandbox.urls.ws });

/** A config over one connector, connected, sponsored on localnet by `client`. */
async function configWith(
  client: SponsorshipOptions['client'],
  connector: (context: ConnectorContext) => Connector,
) {
  const network = localnet();
  const discovery: CreateConnectorsFn = (context) => {
    const list = createConnectorList();
    list.set([connector(context)]);
    return { get: list.get, subscribe: list.subscribe, destroy: () => undefined };
  };
  const config = createConfig({
    networks: [network],
    connectors: [discovery],
    storage: createStorage({ adapter: createMemoryStorageAdapter() }),
    logger: createLogger({ level: 'silent' }),
    sponsorship: { client, networks: [network.networkId] },
  });
  await config.restore();
  const [only] = config.getConnectors();
  await config.connect(only as Connector);
  const sender = config.store.getState().address as string;
  await sandbox.solana.airdrop(address(sender), 1_000_000_000n);
  return { config, sender, connection: createSolanaConnection(network) };
}

async function connectedConfig(
  client: SponsorshipOptions['client'],
  options: FakeStandardWalletOptions = {},
) {
  const wallet = await createFakeStandardWallet({ features: SIGN_ONLY, ...options });
  return configWith(client, (context) =>
    createWalletStandardConnector({ wallet: wallet.wallet, context }),
  );
}

const productApi = () =>
  createProductApiClient({
    baseUrl: sandbox.productApi.apiBaseUrl,
    environmentId: sandbox.productApi.environmentId,
    authToken: sandbox.productApi.authToken,
  });

describe('sendTransaction with sponsorship', () => {
  it('has the app pay the fee: the sender loses exactly the amount', async () => {
    const { config, sender, connection } = await connectedConfig(productApi());
    const balance = async (owner: string) =>
      (await connection.rpc.getBalance(address(owner), { commitment: 'confirmed' }).send()).value;
    const recipient = sandbox.phantom.walletAddress;
    const [senderBefore, payerBefore] = await Promise.all([
      balance(sender),
      balance(sandbox.productApi.feePayerAddress),
    ]);
    const built = await buildSolTransfer({
      from: sender,
      to: recipient,
      amount: '0.25',
      connection,
    });
    const sent = await sendTransaction(config, {
      transaction: built.transaction,
      lastValidBlockHeight: built.lastValidBlockHeight,
    });
    expect(sent.sponsored).toBe(true);
    expect(await balance(sender)).toBe(senderBefore - 250_000_000n);
    expect(await balance(sandbox.productApi.feePayerAddress)).toBe(payerBefore - 10_000n);

    // Opting out pays from the wallet again.
    const own = await buildSolTransfer({ from: sender, to: recipient, amount: '0.1', connection });
    const unsponsored = await sendTransaction(config, {
      transaction: own.transaction,
      sponsor: false,
    });
    expect(unsponsored.sponsored).toBe(false);
    expect(await balance(sender)).toBe(senderBefore - 350_000_000n - 5_000n);
  });

  it('signs and sends nothing when the sponsor changes the transaction', async () => {
    const honest = productApi();
    const tampering = {
      // The sponsor answers a different transfer (0.9 SOL, not 0.01) than it was asked to pay
      // for: the same bytes with the transfer's amount rewritten, so nothing else differs.
      async optimizeTransaction(parameters: { address: string; transaction: Uint8Array }) {
        const bigger = new Uint8Array(parameters.transaction);
        const transfer = [2, 0, 0, 0, ...getU64Encoder().encode(10_000_000n)];
        const at = bigger.findIndex((_, index) =>
          transfer.every((byte, offset) => bigger[index + offset] === byte),
        );
        expect(at).toBeGreaterThan(0);
        bigger.set(getU64Encoder().encode(900_000_000n), at + 4);
        return honest.optimizeTransaction({ ...parameters, transaction: bigger });
      },
      signSponsoredTransaction: honest.signSponsoredTransaction,
    };
    const { config, sender, connection } = await connectedConfig(tampering, {
      fail: { signTransaction: new Error('the wallet must not be asked to sign') },
    });
    const built = await buildSolTransfer({
      from: sender,
      to: sandbox.phantom.walletAddress,
      amount: '0.01',
      connection,
    });
    const error = await sendTransaction(config, { transaction: built.transaction }).catch(
      (e: unknown) => e,
    );
    expect(isLatchkeyError(error, LATCHKEY_ERROR__PRODUCT_API__SPONSORED_TRANSACTION_CHANGED)).toBe(
      true,
    );
    expect((error as Error).message).toBe(
      'The sponsor changed the transaction: instruction 1 differs',
    );
  });

  it("sends nothing when the sponsor's co-signed answer is not what the wallet signed", async () => {
    const honest = productApi();
    type Tamper = (cosigned: Uint8Array, signed: Uint8Array) => Uint8Array | Promise<Uint8Array>;
    const decode = (bytes: Uint8Array) => getTransactionDecoder().decode(bytes);
    const encode = (transaction: ReturnType<typeof decode>) =>
      new Uint8Array(getTransactionEncoder().encode(transaction));
    const cases: [string, Tamper, string][] = [
      [
        'the sender’s signature dropped',
        (cosigned, signed) => {
          const decoded = decode(cosigned);
          const sender = Object.keys(decode(signed).signatures)[1] as string;
          return encode({ ...decoded, signatures: { ...decoded.signatures, [sender]: null } });
        },
        'the signature for',
      ],
      [
        'a fee-payer signature that does not verify',
        (cosigned) => {
          const copy = new Uint8Array(cosigned);
          copy[1] = (copy[1] ?? 0) ^ 0xff; // inside the fee payer's signature
          return copy;
        },
        "the fee payer's signature does not verify",
      ],
      [
        'another message',
        (cosigned) => {
          const copy = new Uint8Array(cosigned);
          copy[copy.length - 2] = (copy.at(-2) ?? 0) ^ 1; // the transfer's lamports
          return copy;
        },
        'the message differs from the one the wallet signed',
      ],
    ];
    for (const [name, tamper, reason] of cases) {
      const client: SponsorshipOptions['client'] = {
        optimizeTransaction: honest.optimizeTransaction,
        async signSponsoredTransaction(parameters) {
          return tamper(await honest.signSponsoredTransaction(parameters), parameters.transaction);
        },
      };
      const { config, sender, connection } = await connectedConfig(client);
      const built = await buildSolTransfer({
        from: sender,
        to: sandbox.phantom.walletAddress,
        amount: '0.01',
        connection,
      });
      const sends = sandbox.solana.requests.count('sendTransaction');
      const error = await sendTransaction(config, { transaction: built.transaction }).catch(
        (e: unknown) => e,
      );
      expect(
        isLatchkeyError(error, LATCHKEY_ERROR__PRODUCT_API__SPONSORED_TRANSACTION_CHANGED),
        name,
      ).toBe(true);
      expect((error as Error).message, name).toContain(reason);
      expect(sandbox.solana.requests.count('sendTransaction'), name).toBe(sends);
    }
  });
});

/** A balance at 'confirmed', read on the sandbox's RPC. */
async function balanceOf(connection: ReturnType<typeof createSolanaConnection>, owner: string) {
  return (await connection.rpc.getBalance(address(owner), { commitment: 'confirmed' }).send())
    .value;
}

/** Sends 0.05 SOL sponsored and checks who paid what, and that the id is the fee payer's. */
async function sendsSponsored(setup: Awaited<ReturnType<typeof configWith>>) {
  const { config, sender, connection } = setup;
  const payer = sandbox.productApi.feePayerAddress;
  const recipient = sandbox.phantom.walletAddress;
  const senderBefore = await balanceOf(connection, sender);
  const payerBefore = await balanceOf(connection, payer);
  const built = await buildSolTransfer({ from: sender, to: recipient, amount: '0.05', connection });
  const sent = await sendTransaction(config, {
    transaction: built.transaction,
    lastValidBlockHeight: built.lastValidBlockHeight,
  });
  expect(sent.sponsored).toBe(true);
  const landed = await sandbox.solana.waitForSignature(sent.signature, 'confirmed');
  expect(landed.err).toBeNull();
  expect(await balanceOf(connection, sender)).toBe(senderBefore - 50_000_000n);
  expect(await balanceOf(connection, payer)).toBe(payerBefore - 10_000n);
}

describe('every kind of wallet sends sponsored: the wallet signs, then the sponsor', () => {
  it('a wallet that could send itself only signs: the sponsor signs after it', async () => {
    let sentByWallet = 0;
    const setup = await connectedConfig(productApi(), {
      features: [...SIGN_ONLY, 'solana:signAndSendTransaction'],
      send: async () => {
        sentByWallet += 1;
      },
    });
    await sendsSponsored(setup);
    expect(sentByWallet).toBe(0);
  });

  it('a wallet that re-signs the old web3.js way, zeroing the other slots', async () => {
    await sendsSponsored(await connectedConfig(productApi(), { dropOtherSignatures: true }));
  });

  it('an embedded wallet signing through the custody provider', async () => {
    const user = await createCustodyTestUser(sandbox, 'embedded');
    const credential: VerifiedCredential = {
      id: user.walletId,
      address: user.address,
      chain: 'solana',
      walletName: 'turnkeyhd',
      walletProperties: {
        turnkeySubOrganizationId: user.organizationId,
        isSessionKeyCompatible: false,
      },
    };
    await sendsSponsored(
      await configWith(productApi(), () =>
        createEmbeddedConnector({ credential, client: user.client }),
      ),
    );
  });
});

describe('hostile wallets: what a wallet signed is checked before anything is sent', () => {
  type Decoded = ReturnType<ReturnType<typeof getTransactionDecoder>['decode']>;
  const sends = () => sandbox.solana.requests.count('sendTransaction');

  /** The same transaction with a priority fee put in front, as Phantom does (10,000 µlamports). */
  function withPriorityFee(
    transaction: Decoded,
    data = new Uint8Array([3, 16, 39, 0, 0, 0, 0, 0, 0]),
  ): Decoded {
    const compiled = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
    const message = prependTransactionMessageInstruction(
      {
        programAddress: address('ComputeBudget111111111111111111111111111111'),
        data,
      },
      decompileTransactionMessage(compiled),
    );
    return compileTransaction(message as Parameters<typeof compileTransaction>[0]);
  }

  async function sendWith(options: FakeStandardWalletOptions, sponsor = false) {
    const { config, sender, connection } = await connectedConfig(productApi(), options);
    const built = await buildSolTransfer({
      from: sender,
      to: sandbox.phantom.walletAddress,
      amount: '0.01',
      connection,
    });
    const before = sends();
    const outcome = await sendTransaction(config, { transaction: built.transaction, sponsor }).then(
      (result) => result,
      (error: unknown) => error,
    );
    return { outcome, sent: sends() - before };
  }

  const refusedWith = (outcome: unknown, reason: RegExp) => {
    expect(isLatchkeyError(outcome, LATCHKEY_ERROR__WALLET__SIGNED_TRANSACTION_MISMATCH)).toBe(
      true,
    );
    expect((outcome as Error).message).toMatch(reason);
  };

  it('refuses a wallet that alters the transaction, and sends nothing', async () => {
    const { outcome, sent } = await sendWith({
      tamper: {
        // Same shape, another recipient: the wallet signs what it changed.
        message: (transaction) => {
          const bytes = new Uint8Array(transaction.messageBytes);
          bytes[bytes.length - 2] = (bytes.at(-2) ?? 0) ^ 1; // the transfer's lamports
          return { ...transaction, messageBytes: bytes as unknown as Decoded['messageBytes'] };
        },
      },
    });
    refusedWith(outcome, /instruction 1 differs/);
    expect(sent).toBe(0);
  });

  it('refuses a garbage signature and a signature over another message', async () => {
    const garbage = await sendWith({
      tamper: {
        answer: (signed) => {
          const copy = new Uint8Array(signed);
          copy[1] = (copy[1] ?? 0) ^ 0xff; // inside the first signature
          return copy;
        },
      },
    });
    refusedWith(garbage.outcome, /does not verify over the message/);
    expect(garbage.sent).toBe(0);

    let other: Uint8Array | undefined;
    const elsewhere = await sendWith({
      tamper: {
        // Signs one transaction, answers with its signature on the one it was asked for.
        message: (transaction) => {
          const bytes = new Uint8Array(transaction.messageBytes);
          bytes[bytes.length - 2] = (bytes.at(-2) ?? 0) ^ 2;
          other = new Uint8Array(transaction.messageBytes);
          return { ...transaction, messageBytes: bytes as unknown as Decoded['messageBytes'] };
        },
        answer: (signed) => {
          const decoded = getTransactionDecoder().decode(signed);
          return new Uint8Array(
            getTransactionEncoder().encode({
              ...decoded,
              messageBytes: other as unknown as Decoded['messageBytes'],
            }),
          );
        },
      },
    });
    refusedWith(elsewhere.outcome, /does not verify over the message/);
    expect(elsewhere.sent).toBe(0);
  });

  it("accepts a wallet's priority fee within the caps, on its own transaction or a sponsored one", async () => {
    const own = await sendWith({ tamper: { message: withPriorityFee } });
    expect(own.outcome).toMatchObject({ sponsored: false, walletAdditions: ['priority fee'] });
    expect(own.sent).toBe(1);

    // The sponsor signs after the wallet, so it signs the priority fee too — held to its caps.
    const sponsored = await sendWith({ tamper: { message: withPriorityFee } }, true);
    expect(sponsored.outcome).toMatchObject({ sponsored: true, walletAdditions: ['priority fee'] });
    expect(sponsored.sent).toBe(1);

    // 1,000,000 micro-lamports a unit: within the SDK's lamport cap, over the sponsor's price cap.
    const greedy = await sendWith(
      {
        tamper: {
          message: (transaction) =>
            withPriorityFee(transaction, new Uint8Array([3, 64, 66, 15, 0, 0, 0, 0, 0])),
        },
      },
      true,
    );
    expect(isLatchkeyError(greedy.outcome, LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED)).toBe(true);
    expect((greedy.outcome as LatchkeyError).details).toMatchObject({
      error: { code: 'COMPUTE_BUDGET_NOT_ALLOWED' },
    });
    expect(greedy.sent).toBe(0);
  });
});

describe('wallets that send themselves: what landed is checked before success is reported', () => {
  type Decoded = ReturnType<ReturnType<typeof getTransactionDecoder>['decode']>;
  const NATIVE = [...SIGN_ONLY, 'solana:signAndSendTransaction'];
  const relay = async (signed: Uint8Array) => {
    await createSolanaConnection(localnet())
      .rpc.sendTransaction(
        getBase64EncodedWireTransaction(getTransactionDecoder().decode(signed)),
        {
          encoding: 'base64',
          preflightCommitment: 'confirmed',
        },
      )
      .send();
  };

  async function sendNatively(options: FakeStandardWalletOptions) {
    const { config, sender, connection } = await connectedConfig(productApi(), {
      features: NATIVE,
      send: relay,
      ...options,
    });
    const built = await buildSolTransfer({
      from: sender,
      to: sandbox.phantom.walletAddress,
      amount: '0.01',
      connection,
    });
    const reads = sandbox.solana.requests.count('getTransaction');
    const outcome = await sendTransaction(config, {
      transaction: built.transaction,
      sponsor: false,
    }).then(
      (result) => result,
      (error: unknown) => error,
    );
    return { outcome, readBack: sandbox.solana.requests.count('getTransaction') - reads };
  }

  it('takes an honest answer on its signature alone, without reading the transaction back', async () => {
    const { outcome, readBack } = await sendNatively({});
    expect(outcome).toMatchObject({ sponsored: false, walletAdditions: [] });
    expect(readBack).toBe(0);
  });

  it('reads back a transaction the wallet gave a priority fee, and accepts it', async () => {
    const { outcome, readBack } = await sendNatively({
      tamper: {
        message: (transaction: Decoded) => {
          const compiled = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
          return compileTransaction(
            prependTransactionMessageInstruction(
              {
                programAddress: address('ComputeBudget111111111111111111111111111111'),
                data: new Uint8Array([3, 16, 39, 0, 0, 0, 0, 0, 0]),
              },
              decompileTransactionMessage(compiled),
            ) as Parameters<typeof compileTransaction>[0],
          );
        },
      },
    });
    expect(outcome).toMatchObject({ sponsored: false, walletAdditions: ['priority fee'] });
    expect(readBack).toBeGreaterThanOrEqual(1);
  });

  it("refuses a wallet that sent another transfer, or answered with another transaction's id", async () => {
    const altered = await sendNatively({
      tamper: {
        message: (transaction: Decoded) => {
          const bytes = new Uint8Array(transaction.messageBytes);
          // One lamport more: the amount's lowest byte (the message ends with it, then the
          // lookup-table count).
          bytes[bytes.length - 9] = (bytes.at(-9) ?? 0) ^ 1;
          return { ...transaction, messageBytes: bytes as unknown as Decoded['messageBytes'] };
        },
      },
    });
    expect(
      isLatchkeyError(altered.outcome, LATCHKEY_ERROR__WALLET__SIGNED_TRANSACTION_MISMATCH),
    ).toBe(true);
    expect((altered.outcome as Error).message).toMatch(/instruction 1 differs/);

    // An old answer: the id of a transfer that landed before, for a transaction never sent.
    let landed: Uint8Array | undefined;
    const first = await sendNatively({
      send: async (signed) => {
        landed = signed;
        await relay(signed);
      },
    });
    expect(first.outcome).toMatchObject({ sponsored: false });
    const replayed = await sendNatively({
      send: async () => undefined,
      tamper: {
        // The wallet's slot holds the old transfer's id: what it answers with.
        answer: (signed) => {
          const decoded = getTransactionDecoder().decode(signed);
          const old = getTransactionDecoder().decode(landed as Uint8Array);
          const [wallet] = Object.keys(decoded.signatures);
          const [oldId] = Object.values(old.signatures);
          return new Uint8Array(
            getTransactionEncoder().encode({
              ...decoded,
              signatures: { ...decoded.signatures, [wallet as string]: oldId },
            } as Decoded),
          );
        },
      },
    });
    expect(
      isLatchkeyError(replayed.outcome, LATCHKEY_ERROR__WALLET__SIGNED_TRANSACTION_MISMATCH),
    ).toBe(true);
    expect(replayed.readBack).toBeGreaterThanOrEqual(1);
  });
});
