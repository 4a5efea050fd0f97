import {
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  generateKeyPairSigner,
  getTransactionDecoder,
  getTransactionEncoder,
  type KeyPairSigner,
  partiallySignTransaction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { beforeAll, describe, expect, it } from 'vitest';
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
import { sponsorAnswer } from '../sponsorship/sponsor-answer.fixture.js';
import type { SponsorshipOptions } from '../sponsorship/sponsorship-options.js';
import { createStorage } from '../storage/create-storage.js';
import { createMemoryStorageAdapter } from '../storage/memory-storage-adapter.js';
import type { TransactionProgress } from '../transactions/transaction-progress.js';
import { sendTransaction } from './send-transaction.js';

// When `sendTransaction` asks the sponsor, and what it hands the wallet: the sponsor's answer
// (built as a server builds it, with a real signature) only after it is verified, on a sponsored
// network, for an unsigned transaction, unless the caller opts out. No network: the wallet and
// the product API are fakes that record what they were asked.

let sender: KeyPairSigner;
let sponsor: KeyPairSigner;
let unsigned: Uint8Array;

beforeAll(async () => {
  [sender, sponsor] = (await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()])) as [
    KeyPairSigner,
    KeyPairSigner,
  ];
  const recipient = (await generateKeyPairSigner()).address;
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(sender.address, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d' as Blockhash,
          lastValidBlockHeight: 100n,
        },
        m,
      ),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({
          source: createNoopSigner(sender.address),
          destination: recipient,
          amount: 1_000n,
        }),
        m,
      ),
  );
  unsigned = new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
});

/** A product API that answers honestly, or with `answer`'s bytes, recording each request. */
function fakeSponsor(answer?: (transaction: Uint8Array) => Promise<Uint8Array>) {
  const requests: { address: string; transaction: Uint8Array }[] = [];
  const client: SponsorshipOptions['client'] = {
    async optimizeTransaction({ address, transaction }) {
      requests.push({ address, transaction });
      return answer ? answer(transaction) : sponsorAnswer(transaction, sponsor);
    },
  };
  return { client, requests };
}

/** A wallet that records what it is handed and answers with a made-up id. */
function fakeWallet() {
  const handed: Uint8Array[] = [];
  const connector: Connector = {
    id: 'test:wallet',
    name: 'Test wallet',
    icon: undefined,
    type: 'wallet-standard',
    walletBookKey: undefined,
    supports: { signMessage: false, signIn: false, signAndSendTransaction: true },
    connect: async () => ({ accounts: [sender.address] }),
    disconnect: async () => undefined,
    getAccounts: () => [sender.address],
    signMessage: () => Promise.reject(new Error('not used')),
    signTransaction: () => Promise.reject(new Error('not used')),
    signAllTransactions: () => Promise.reject(new Error('not used')),
    async signAndSendTransaction(transaction, options = {}) {
      handed.push(transaction as Uint8Array);
      options.onProgress?.({ stage: 'signing' });
      options.onProgress?.({ stage: 'confirmed', signature: 'id' });
      return { signature: 'id' };
    },
    on: () => () => undefined,
  };
  return { connector, handed };
}

async function connectedConfig(sponsorship: SponsorshipOptions | undefined) {
  const wallet = fakeWallet();
  const discovery: CreateConnectorsFn = () => {
    const list = createConnectorList();
    list.set([wallet.connector]);
    return { get: list.get, subscribe: list.subscribe, destroy: () => undefined };
  };
  const config = createConfig({
    networks: [
      solanaMainnet({ rpcUrl: 'http://127.0.0.1:9' }),
      solanaDevnet(),
      solanaLocalnet({ rpcUrl: 'http://127.0.0.1:9' }),
    ],
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
  it('hands the wallet the verified answer on mainnet, by default, and says so', async () => {
    const sponsorApi = fakeSponsor();
    const { config, handed } = await connectedConfig({ client: sponsorApi.client });
    expect(config.getNetwork().networkId).toBe(101);
    const progress: TransactionProgress[] = [];
    const result = await sendTransaction(config, {
      transaction: unsigned,
      onProgress: (update) => progress.push(update),
    });
    expect(result).toEqual({ signature: 'id', sponsored: true });
    expect(sponsorApi.requests).toEqual([{ address: sender.address, transaction: unsigned }]);
    expect(handed).toHaveLength(1);
    const given = getTransactionDecoder().decode(handed[0] as Uint8Array);
    expect(Object.keys(given.signatures)[0]).toBe(sponsor.address);
    expect(given.signatures[sponsor.address]).not.toBeNull();
    expect(progress.map((update) => [update.stage, update.sponsored])).toEqual([
      ['signing', true],
      ['confirmed', true],
    ]);
  });

  it('asks nothing on networks that are not sponsored', async () => {
    const sponsorApi = fakeSponsor();
    const { config, handed } = await connectedConfig({ client: sponsorApi.client });
    await config.switchNetwork(103);
    const result = await sendTransaction(config, { transaction: unsigned });
    expect(result.sponsored).toBe(false);
    expect(sponsorApi.requests).toEqual([]);
    expect(handed).toEqual([unsigned]);

    // A configured list replaces the default: localnet yes, mainnet no.
    const local = await connectedConfig({ client: sponsorApi.client, networks: [104] });
    expect((await sendTransaction(local.config, { transaction: unsigned })).sponsored).toBe(false);
    await local.config.switchNetwork(104);
    expect((await sendTransaction(local.config, { transaction: unsigned })).sponsored).toBe(true);
    expect(sponsorApi.requests).toHaveLength(1);
  });

  it('leaves a signed transaction, an opt-out and a config without sponsorship alone', async () => {
    const sponsorApi = fakeSponsor();
    const { config, handed } = await connectedConfig({ client: sponsorApi.client });
    const signed = new Uint8Array(
      getTransactionEncoder().encode(
        await partiallySignTransaction([sender.keyPair], getTransactionDecoder().decode(unsigned)),
      ),
    );
    expect((await sendTransaction(config, { transaction: signed })).sponsored).toBe(false);
    expect(
      (await sendTransaction(config, { transaction: unsigned, sponsor: false })).sponsored,
    ).toBe(false);
    expect(sponsorApi.requests).toEqual([]);
    expect(handed).toEqual([signed, unsigned]);

    const plain = await connectedConfig(undefined);
    expect((await sendTransaction(plain.config, { transaction: unsigned })).sponsored).toBe(false);
    expect(plain.handed).toEqual([unsigned]);
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
        transaction: unsigned,
        onProgress: (update) => progress.push(update),
      }).catch((e: unknown) => e);
      expect(isLatchkeyError(error, code as never), name).toBe(true);
      expect((error as Error).message, name).toMatch(message);
      expect(handed, name).toEqual([]);
      expect(progress, name).toEqual([{ stage: 'failed', error }]);
    }
  });
});
