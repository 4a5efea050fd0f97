import { describe, expect, it } from 'vitest';
import type { Connector } from '../connectors/connector.js';
import {
  LATCHKEY_ERROR__WALLET__REQUEST_FAILED,
  LATCHKEY_ERROR__WALLET__SIGN_MESSAGE_FAILED,
  LATCHKEY_ERROR__WALLET__SIGNED_TRANSACTION_MISMATCH,
  LATCHKEY_ERROR__WALLET__UNSUPPORTED_CHAIN,
} from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { isUserCancellation } from '../errors/user-cancellation-error.js';
import { recordRobustness } from '../robustness/robustness-record.fixture.js';
import { verifyEd25519Signature } from '../sign-in/verify-ed25519-signature.js';
import { createStorage, type LatchkeyStorage } from '../storage/create-storage.js';
import { createMemoryStorageAdapter } from '../storage/memory-storage-adapter.js';
import { buildSolTransfer } from '../transactions/build-sol-transfer.js';
import { createSolanaConnection } from '../transactions/solana-connection.js';
import { createMwaWallet } from './create-mwa-wallet.js';
import { MWA_AUTHORIZATION_KEY } from './mwa-names.js';
import {
  connectorOver,
  handToWalletApp,
  sandboxNetwork,
  signatureStatus,
  useMwaSandbox,
  walletAppAuthorizations,
} from './mwa-sandbox.fixture.js';
import { startLocalMwaSession } from './start-local-mwa-session.js';

// The SDK's MWA wallet (the dapp's side, as a page on Android runs it) against the sandbox's MWA
// wallet app over real sockets: the association URI goes to the sandbox wallet the way the
// Android intent hands it over (its control route), the session is the real protocol.
const sandbox = useMwaSandbox();
const network = () => sandboxNetwork(sandbox());

/** A connector over the SDK's MWA wallet whose launches go to the sandbox wallet app. */
function mwaConnector(
  options: {
    behaviour?: string;
    storage?: LatchkeyStorage;
    requestTimeoutMs?: number;
    chain?: `solana:${string}`;
  } = {},
) {
  const storage = options.storage ?? createStorage({ adapter: createMemoryStorageAdapter() });
  const launched: string[] = [];
  const wallet = createMwaWallet({
    appName: 'Latchkey test',
    appUri: 'https://app.example',
    storage,
    chains: [options.chain ?? 'solana:localnet'],
    getChain: () => options.chain ?? 'solana:localnet',
    requestTimeoutMs: options.requestTimeoutMs ?? 10_000,
    startSession: () =>
      startLocalMwaSession({
        connectTimeoutMs: 5_000,
        launch: async (uri) => {
          launched.push(uri);
          await handToWalletApp(sandbox(), uri, options.behaviour);
        },
      }),
  });
  return { connector: connectorOver(wallet, sandbox()), storage, launched };
}

const authorizations = () => walletAppAuthorizations(sandbox());

async function transfer(from: string) {
  const connection = createSolanaConnection(network(), { commitment: 'confirmed' });
  return buildSolTransfer({
    from,
    to: sandbox().phantom.walletAddress,
    amount: '0.001',
    connection,
  });
}

describe('the MWA wallet against the sandbox wallet app', () => {
  it('connects, signs a message, signs and sends a transfer, reconnects silently, deauthorizes', async () => {
    const { connector, storage, launched } = mwaConnector();
    const { accounts } = await connector.connect();
    expect(accounts).toEqual([sandbox().mwa.walletAddress]);
    expect(launched[0]).toMatch(
      /^solana-wallet:\/v1\/associate\/local\?association=[\w.-]+&port=\d+&v=v1$/,
    );
    // Above the ephemeral range (32768–60999): no outgoing connection can be holding the port.
    expect(Number(new URL(launched[0] as string).searchParams.get('port'))).toBeGreaterThanOrEqual(
      61000,
    );
    expect(await storage.getItem(MWA_AUTHORIZATION_KEY)).toMatchObject({
      chain: 'solana:localnet',
    });

    const message = new TextEncoder().encode('Sign in to Latchkey test');
    const signed = await connector.signMessage(message);
    expect(
      await verifyEd25519Signature(sandbox().mwa.walletAddress, signed.signedMessage, [
        signed.signature,
      ]),
    ).toBe(true);

    const built = await transfer(sandbox().mwa.walletAddress);
    const { signature } = await (
      connector.signAndSendTransaction as NonNullable<Connector['signAndSendTransaction']>
    )(built.transaction);
    expect(await signatureStatus(sandbox(), signature)).toMatchObject({ err: null });
    const sessions = launched.length;

    // A reload: a new wallet over the same storage reconnects from the cache, no app opened.
    const reloaded = mwaConnector({ storage });
    expect((await reloaded.connector.connect({ silent: true })).accounts).toEqual([
      sandbox().mwa.walletAddress,
    ]);
    expect(reloaded.launched).toEqual([]);
    // Its next request reuses the cached token: no second authorization is issued.
    const issued = (await authorizations()).length;
    await reloaded.connector.signMessage('again');
    expect((await authorizations()).length).toBe(issued);

    const { authToken } = (await storage.getItem(MWA_AUTHORIZATION_KEY)) as { authToken: string };
    await reloaded.connector.disconnect();
    expect(await storage.getItem(MWA_AUTHORIZATION_KEY)).toBeUndefined();
    expect((await authorizations()).find((entry) => entry.authToken === authToken)?.revoked).toBe(
      true,
    );
    expect(launched.length).toBe(sessions);
  });

  it('signs in with the authorization: one trip to the wallet app, verified', async () => {
    const { connector, launched } = mwaConnector();
    const signed = await (connector.signIn as NonNullable<Connector['signIn']>)({
      domain: 'app.example',
      statement: 'Sign in to Latchkey test',
      nonce: 'n0nce1234567',
    });
    expect(signed.address).toBe(sandbox().mwa.walletAddress);
    const text = new TextDecoder().decode(signed.signedMessage);
    expect(text).toContain('app.example wants you to sign in with your Solana account:');
    expect(text).toContain(sandbox().mwa.walletAddress);
    expect(text).toContain('Nonce: n0nce1234567');
    expect(
      await verifyEd25519Signature(sandbox().mwa.walletAddress, signed.signedMessage, [
        signed.signature,
      ]),
    ).toBe(true);
    expect(launched).toHaveLength(1);
    expect(connector.getAccounts()).toEqual([sandbox().mwa.walletAddress]);
  });

  it('a token the wallet revoked is replaced by a fresh authorization in the same session', async () => {
    const { connector, storage } = mwaConnector();
    await connector.connect();
    const first = (await storage.getItem(MWA_AUTHORIZATION_KEY)) as { authToken: string };
    await connector.disconnect();
    await storage.setItem(MWA_AUTHORIZATION_KEY, first); // as if the revoke never reached us
    await connector.connect({ silent: true });
    await connector.signMessage('still works');
    const second = (await storage.getItem(MWA_AUTHORIZATION_KEY)) as { authToken: string };
    expect(second.authToken).not.toBe(first.authToken);
  });
});

describe("the specification's subprotocols and chains", () => {
  it('a wallet app that picks the base64 subprotocol connects and signs over text frames', async () => {
    const { connector } = mwaConnector({ behaviour: 'base64-frames' });
    expect((await connector.connect()).accounts).toEqual([sandbox().mwa.walletAddress]);
    const signed = await connector.signMessage(new TextEncoder().encode('over base64 frames'));
    expect(
      await verifyEd25519Signature(sandbox().mwa.walletAddress, signed.signedMessage, [
        signed.signature,
      ]),
    ).toBe(true);
    await connector.disconnect();
  });

  it('a wallet app that does not serve the network is UNSUPPORTED_CHAIN; a network it serves connects', async () => {
    const refused = mwaConnector({ behaviour: 'public-networks-only' });
    await expect(refused.connector.connect()).rejects.toMatchObject({
      code: LATCHKEY_ERROR__WALLET__UNSUPPORTED_CHAIN,
      context: { chain: 'solana:localnet' },
    });
    const wallet = createMwaWallet({
      storage: createStorage({ adapter: createMemoryStorageAdapter() }),
      chains: ['solana:devnet'],
      getChain: () => 'solana:devnet',
      startSession: () =>
        startLocalMwaSession({
          connectTimeoutMs: 5_000,
          launch: (uri) => handToWalletApp(sandbox(), uri, 'public-networks-only'),
        }),
    });
    const connect = wallet.features['standard:connect'] as {
      connect(): Promise<{ accounts: readonly { chains: readonly string[] }[] }>;
    };
    const { accounts } = await connect.connect();
    expect(accounts[0]?.chains).toEqual(['solana:devnet']);
  });
});

describe('a hostile or broken wallet app gets the typed errors every connector gives', () => {
  const expectCode = (code: number) => (error: unknown) =>
    isLatchkeyError(error) && (error as { code: number }).code === code;
  const cases: {
    behaviour: string;
    act: (connector: Connector) => Promise<unknown>;
    refused: (error: unknown) => boolean;
  }[] = [
    { behaviour: 'decline', act: (c) => c.signMessage('no'), refused: isUserCancellation },
    {
      behaviour: 'bad-signature',
      act: (c) => c.signMessage('forged'),
      refused: expectCode(LATCHKEY_ERROR__WALLET__SIGN_MESSAGE_FAILED),
    },
    {
      behaviour: 'wrong-account',
      act: (c) => c.signMessage('someone else'),
      refused: expectCode(LATCHKEY_ERROR__WALLET__SIGN_MESSAGE_FAILED),
    },
    {
      behaviour: 'change-transaction',
      act: async (c) =>
        c.signTransaction((await transfer(c.getAccounts()[0] as string)).transaction),
      refused: expectCode(LATCHKEY_ERROR__WALLET__SIGNED_TRANSACTION_MISMATCH),
    },
    {
      behaviour: 'bad-signature',
      act: async (c) =>
        c.signTransaction((await transfer(c.getAccounts()[0] as string)).transaction),
      refused: expectCode(LATCHKEY_ERROR__WALLET__SIGNED_TRANSACTION_MISMATCH),
    },
    {
      behaviour: 'replay-frame',
      act: (c) => c.signMessage('replayed'),
      refused: expectCode(LATCHKEY_ERROR__WALLET__REQUEST_FAILED),
    },
    {
      behaviour: 'foreign-frame',
      act: (c) => c.signMessage('unknown session'),
      refused: expectCode(LATCHKEY_ERROR__WALLET__REQUEST_FAILED),
    },
    {
      behaviour: 'close-mid-request',
      act: (c) => c.signMessage('dropped'),
      refused: expectCode(LATCHKEY_ERROR__WALLET__REQUEST_FAILED),
    },
  ];

  it.each(cases)('$behaviour', async ({ behaviour, act, refused }) => {
    const honest = mwaConnector();
    await honest.connector.connect();
    // The same cached authorization, now with a wallet app that misbehaves on the request.
    const { connector } = mwaConnector({ behaviour, storage: honest.storage });
    await connector.connect({ silent: true });
    const started = Date.now();
    const error = await act(connector).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(refused(error), String(error)).toBe(true);
    expect(Date.now() - started).toBeLessThan(8_000); // bounded: no call left hanging
    recordRobustness({
      category: 'attack',
      name: `MWA wallet: ${behaviour}`,
      tried: 1,
      handled: 1,
    });
  });

  it('a wallet app that never opens its socket fails in bounded time', async () => {
    const storage = createStorage({ adapter: createMemoryStorageAdapter() });
    const wallet = createMwaWallet({
      storage,
      chains: ['solana:localnet'],
      getChain: () => 'solana:localnet',
      startSession: () => startLocalMwaSession({ connectTimeoutMs: 1_000, launch: async () => {} }),
    });
    const connector = connectorOver(wallet, sandbox());
    await expect(connector.connect()).rejects.toMatchObject({
      code: LATCHKEY_ERROR__WALLET__REQUEST_FAILED,
    });
  });
});
