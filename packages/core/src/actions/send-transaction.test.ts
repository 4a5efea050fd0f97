import { SANDBOX_EPHEMERAL_PORTS, type Sandbox, startSandbox } from '@latchkey/sandbox';
import {
  generateKeyPairSigner,
  getBase58Decoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type KeyPairSigner,
  partiallySignTransaction,
} from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createConfig } from '../config/create-config.js';
import type { Connector, CreateConnectorsFn } from '../connectors/connector.js';
import { createConnectorList } from '../connectors/create-connector-list.js';
import {
  LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED,
  LATCHKEY_ERROR__PRODUCT_API__SPONSORED_TRANSACTION_CHANGED,
} from '../errors/codes.js';
import { isLatchkeyError, LatchkeyError } from '../errors/latchkey-error.js';
import { createLogger } from '../logger/logger.js';
import { solanaDevnet, solanaLocalnet, solanaMainnet } from '../networks/define-solana-network.js';
import { cosignAnswer, sponsorAnswer } from '../sponsorship/sponsor-answer.fixture.js';
import type { SponsorshipOptions } from '../sponsorship/sponsorship-options.js';
import { createStorage } from '../storage/create-storage.js';
import { createMemoryStorageAdapter } from '../storage/memory-storage-adapter.js';
import { buildSolTransfer } from '../transactions/build-sol-transfer.js';
import { createSolanaConnection } from '../transactions/solana-connection.js';
import type { TransactionProgress } from '../transactions/transaction-progress.js';
import { sendTransaction } from './send-transaction.js';

/** Every wire-transaction decode while `on`: which file asked, and for which bytes. */
const decodes = vi.hoisted(() => ({ on: false, calls: [] as { by: string; bytes: string }[] }));
vi.mock('@solana/kit', async (importOriginal) => {
  const kit = await importOriginal<typeof import('@solana/kit')>();
  return {
    ...kit,
    getTransactionDecoder: () => {
      const decoder = kit.getTransactionDecoder();
      return {
        ...decoder,
        decode: (bytes: Uint8Array, offset?: number) => {
          if (decodes.on) {
            // The frame below this one is the file that decoded.
            const caller = new Error().stack?.split('\n')[2] ?? '';
            decodes.calls.push({
              by: caller.replace(/^.*\/src\/|:\d+:\d+\)?$/g, ''),
              bytes: bytes.join(),
            });
          }
          return decoder.decode(bytes, offset);
        },
      };
    },
  };
});

// When `sendTransaction` asks the sponsor, and what it hands the wallet: the sponsor's answer
// (built as a server builds it, with a real signature) only after it is verified, on a sponsored
// network, for an unsigned transaction, unless the caller opts out. The product API is a fake
// that records what it was asked; the wallet signs with a real key and every send lands on the
// sandbox's SVM (all three networks point at it).

let sandbox: Sandbox;
let sender: KeyPairSigner;
let sponsor: KeyPairSigner;

beforeAll(async () => {
  sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 20 });
  [sender, sponsor] = (await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()])) as [
    KeyPairSigner,
    KeyPairSigner,
  ];
  await Promise.all([
    sandbox.solana.airdrop(sender.address, 10_000_000_000n),
    sandbox.solana.airdrop(sponsor.address, 10_000_000_000n),
  ]);
});
afterAll(() => sandbox?.stop());

/** A fresh unsigned transfer from the sender: a new recipient, so no two are alike. */
async function unsignedTransfer(): Promise<Uint8Array> {
  const built = await buildSolTransfer({
    from: sender.address,
    to: (await generateKeyPairSigner()).address,
    amount: '0.001',
    connection: createSolanaConnection({ rpcUrl: sandbox.urls.rpc, wsUrl: sandbox.urls.ws }),
  });
  return built.transaction;
}

/**
 * A product API that answers honestly, or with `answer`'s bytes, recording each request: step
 * one's in `requests`, step two's (what the wallet signed) in `cosigned`.
 */
function fakeSponsor(answer?: (transaction: Uint8Array) => Promise<Uint8Array>) {
  const requests: { address: string; transaction: Uint8Array }[] = [];
  const cosigned: { address: string; transaction: Uint8Array }[] = [];
  const client: SponsorshipOptions['client'] = {
    async optimizeTransaction({ address, transaction }) {
      requests.push({ address, transaction });
      return answer ? answer(transaction) : sponsorAnswer(transaction, sponsor);
    },
    async signSponsoredTransaction({ address, transaction }) {
      cosigned.push({ address, transaction });
      return cosignAnswer(transaction, sponsor);
    },
  };
  return { client, requests, cosigned };
}

/** A wallet that signs with the sender's key and records what it is handed. */
function keyWallet(type: Connector['type'] = 'wallet-standard') {
  const handed: Uint8Array[] = [];
  const connector: Connector = {
    id: 'test:wallet',
    name: 'Test wallet',
    icon: undefined,
    type,
    walletBookKey: undefined,
    supports: { signMessage: false, signIn: false, signAndSendTransaction: false },
    connect: async () => ({ accounts: [sender.address] }),
    disconnect: async () => undefined,
    getAccounts: () => [sender.address],
    signMessage: () => Promise.reject(new Error('not used')),
    async signTransaction(transaction) {
      handed.push(transaction as Uint8Array);
      const decoded = getTransactionDecoder().decode(transaction as Uint8Array);
      return new Uint8Array(
        getTransactionEncoder().encode(await partiallySignTransaction([sender.keyPair], decoded)),
      );
    },
    signAllTransactions: () => Promise.reject(new Error('not used')),
    on: () => () => undefined,
  };
  return { connector, handed };
}

const urls = () => ({ rpcUrl: sandbox.urls.rpc, wsUrl: sandbox.urls.ws });

async function connectedConfig(
  sponsorship: SponsorshipOptions | undefined,
  type: Connector['type'] = 'wallet-standard',
) {
  const wallet = keyWallet(type);
  const discovery: CreateConnectorsFn = () => {
    const list = createConnectorList();
    list.set([wallet.connector]);
    return { get: list.get, subscribe: list.subscribe, destroy: () => undefined };
  };
  const config = createConfig({
    networks: [solanaMainnet(urls()), solanaDevnet(urls()), solanaLocalnet(urls())],
    connectors: [discovery],
    storage: createStorage({ adapter: createMemoryStorageAdapter() }),
    logger: createLogger({ level: 'silent' }),
    ...(sponsorship ? { sponsorship } : {}),
  });
  await config.restore();
  await config.connect('test:wallet');
  return { config, handed: wallet.handed };
}

describe('sendTransaction with sponsorship', () => {
  it('hands the wallet the verified answer on mainnet, by default, then the sponsor what it signed, and says so', async () => {
    const sponsorApi = fakeSponsor();
    const { config, handed } = await connectedConfig({ client: sponsorApi.client });
    expect(config.getNetwork().networkId).toBe(101);
    const unsigned = await unsignedTransfer();
    const progress: TransactionProgress[] = [];
    const result = await sendTransaction(config, {
      transaction: unsigned,
      onProgress: (update) => progress.push(update),
    });
    expect(sponsorApi.requests).toEqual([{ address: sender.address, transaction: unsigned }]);
    expect(handed).toHaveLength(1);
    const given = getTransactionDecoder().decode(handed[0] as Uint8Array);
    expect(Object.keys(given.signatures)[0]).toBe(sponsor.address);
    // The wallet signs first: the sponsor's slot is empty when it is handed the transaction.
    expect(given.signatures[sponsor.address]).toBeNull();
    expect(sponsorApi.cosigned).toHaveLength(1);
    const walletSigned = getTransactionDecoder().decode(
      sponsorApi.cosigned[0]?.transaction as Uint8Array,
    );
    expect(walletSigned.messageBytes).toEqual(given.messageBytes);
    expect(walletSigned.signatures[sender.address]).not.toBeNull();
    const sent = getTransactionDecoder().decode(
      await cosignAnswer(sponsorApi.cosigned[0]?.transaction as Uint8Array, sponsor),
    );
    // The id is the fee payer's signature: the sponsor's.
    expect(result).toEqual({
      signature: getBase58Decoder().decode(sent.signatures[sponsor.address] as Uint8Array),
      sponsored: true,
      walletAdditions: [],
    });
    expect((await sandbox.solana.waitForSignature(result.signature, 'confirmed')).err).toBeNull();
    expect(progress.map((update) => [update.stage, update.sponsored])).toEqual([
      ['signing', true],
      ['sending', true],
      ['confirming', true],
      ['confirmed', true],
    ]);
  });

  it('decodes each transaction of a sponsored send once, in one place', async () => {
    const sponsorApi = fakeSponsor();
    const { config } = await connectedConfig({ client: sponsorApi.client });
    const unsigned = await unsignedTransfer();
    decodes.calls.length = 0;
    decodes.on = true;
    try {
      await sendTransaction(config, { transaction: unsigned });
    } finally {
      decodes.on = false;
    }
    // The SDK's own reads: the test's wallet and sponsor decode in files of their own.
    const sdk = decodes.calls.filter(({ by }) => !/(\.test|\.fixture)\.ts$/.test(by));
    expect(new Set(sdk.map(({ by }) => by))).toEqual(
      new Set(['transactions/decode-transaction.ts']),
    );
    // The unsigned, the sponsor's answer, what the wallet signed, and what the sponsor signed.
    const distinct = new Set(sdk.map(({ bytes }) => bytes));
    expect(distinct.size).toBe(4);
    expect(sdk).toHaveLength(distinct.size);
  });

  it('asks nothing on networks that are not sponsored', async () => {
    const sponsorApi = fakeSponsor();
    const { config, handed } = await connectedConfig({ client: sponsorApi.client });
    await config.switchNetwork(103);
    const unsigned = await unsignedTransfer();
    const result = await sendTransaction(config, { transaction: unsigned });
    expect(result.sponsored).toBe(false);
    expect(sponsorApi.requests).toEqual([]);
    expect(handed).toEqual([unsigned]);

    // A configured list replaces the default: localnet yes, mainnet no.
    const local = await connectedConfig({ client: sponsorApi.client, networks: [104] });
    expect(
      (await sendTransaction(local.config, { transaction: await unsignedTransfer() })).sponsored,
    ).toBe(false);
    await local.config.switchNetwork(104);
    expect(
      (await sendTransaction(local.config, { transaction: await unsignedTransfer() })).sponsored,
    ).toBe(true);
    expect(sponsorApi.requests).toHaveLength(1);
  });

  it('leaves a signed transaction, an opt-out and a config without sponsorship alone', async () => {
    const sponsorApi = fakeSponsor();
    const { config, handed } = await connectedConfig({ client: sponsorApi.client });
    const signed = new Uint8Array(
      getTransactionEncoder().encode(
        await partiallySignTransaction(
          [sender.keyPair],
          getTransactionDecoder().decode(await unsignedTransfer()),
        ),
      ),
    );
    const unsigned = await unsignedTransfer();
    expect((await sendTransaction(config, { transaction: signed })).sponsored).toBe(false);
    expect(
      (await sendTransaction(config, { transaction: unsigned, sponsor: false })).sponsored,
    ).toBe(false);
    expect(sponsorApi.requests).toEqual([]);
    expect(handed).toEqual([signed, unsigned]);

    const plain = await connectedConfig(undefined);
    const another = await unsignedTransfer();
    expect((await sendTransaction(plain.config, { transaction: another })).sponsored).toBe(false);
    expect(plain.handed).toEqual([another]);

    // A deep link leaves the page with the transaction: the sponsor could not sign after it.
    const deepLink = await connectedConfig({ client: sponsorApi.client }, 'deep-link');
    const third = await unsignedTransfer();
    expect((await sendTransaction(deepLink.config, { transaction: third })).sponsored).toBe(false);
    expect(deepLink.handed).toEqual([third]);
    expect(sponsorApi.requests).toEqual([]);
  });

  it('signs and sends nothing after a refused or failed answer', async () => {
    const other = await generateKeyPairSigner();
    const cases: [string, (transaction: Uint8Array) => Promise<Uint8Array>, number, RegExp][] = [
      [
        'a changed transaction',
        (transaction) =>
          sponsorAnswer(transaction, sponsor, {
            change: (m) => ({ ...m, lifetimeToken: other.address }),
          }),
        LATCHKEY_ERROR__PRODUCT_API__SPONSORED_TRANSACTION_CHANGED,
        /^The sponsor changed the transaction: the blockhash differs$/,
      ],
      [
        'another pinned fee payer',
        (transaction) => sponsorAnswer(transaction, other),
        LATCHKEY_ERROR__PRODUCT_API__SPONSORED_TRANSACTION_CHANGED,
        /^The sponsor changed the transaction: the fee payer is /,
      ],
      [
        'a refusal from the server',
        () =>
          Promise.reject(
            new LatchkeyError(LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED, {
              context: { status: 429, message: 'quota exceeded' },
            }),
          ),
        LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED,
        /quota exceeded/,
      ],
    ];
    for (const [name, answer, code, message] of cases) {
      const sponsorApi = fakeSponsor(answer);
      const { config, handed } = await connectedConfig({
        client: sponsorApi.client,
        feePayer: sponsor.address,
      });
      const progress: TransactionProgress[] = [];
      const error = await sendTransaction(config, {
        transaction: await unsignedTransfer(),
        onProgress: (update) => progress.push(update),
      }).catch((e: unknown) => e);
      expect(isLatchkeyError(error, code as never), name).toBe(true);
      expect((error as Error).message, name).toMatch(message);
      expect(handed, name).toEqual([]);
      expect(progress, name).toEqual([{ stage: 'failed', error }]);
    }
  });
});
