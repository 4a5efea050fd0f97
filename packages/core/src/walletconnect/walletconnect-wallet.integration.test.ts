import type { Sandbox } from '@latchkey/sandbox';
import type { Address } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import {
  LATCHKEY_ERROR__WALLET__REQUEST_FAILED,
  LATCHKEY_ERROR__WALLET__SIGN_MESSAGE_FAILED,
  LATCHKEY_ERROR__WALLET__SIGNED_TRANSACTION_MISMATCH,
} from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { isUserCancellation } from '../errors/user-cancellation-error.js';
import {
  connectorOver,
  sandboxNetwork,
  signatureStatus,
  useMwaSandbox,
} from '../mwa/mwa-sandbox.fixture.js';
import { recordRobustness } from '../robustness/robustness-record.fixture.js';
import { verifyEd25519Signature } from '../sign-in/verify-ed25519-signature.js';
import { createStorage, type LatchkeyStorage } from '../storage/create-storage.js';
import { createMemoryStorageAdapter } from '../storage/memory-storage-adapter.js';
import { buildSolTransfer } from '../transactions/build-sol-transfer.js';
import { createSolanaConnection } from '../transactions/solana-connection.js';
import { createWalletConnectWallet } from './create-walletconnect-wallet.js';
import { WALLETCONNECT_SESSION_KEY } from './walletconnect-names.js';
import { watchWalletConnectPairing } from './walletconnect-pairing.js';

// The SDK's WalletConnect wallet (a page's side) on WalletConnect's own client, against the
// sandbox's relay and its wallet on Reown's wallet kit: the pairing URI goes to the wallet the
// way a QR code or a link hands it over (its control route), everything else is the protocol.
const sandbox = useMwaSandbox();
// Each connector here stands for a page of its own: WalletConnect shares one core per process
// unless told not to (a page has one).
process.env.DISABLE_GLOBAL_CORE = 'true';

async function pairWallet(uri: string, behaviour?: string) {
  const response = await fetch(`${sandbox().urls.walletConnect}/wc/pair`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ uri, behaviour }),
  });
  if (response.status !== 202) throw new Error(`pair: ${response.status}`);
}

async function walletSessions(): Promise<{ topic: string; ended: boolean; requests: string[] }[]> {
  return (await fetch(`${sandbox().urls.walletConnect}/wc/sessions`)).json();
}

/**
 * A connector over the SDK's WalletConnect wallet; each pairing goes to the sandbox wallet unless
 * `pairByHand` (the test pairs from `uris`). The relay bound is 2 s unless given.
 */
function walletConnectConnector(
  options: {
    behaviour?: string;
    storage?: LatchkeyStorage;
    pairByHand?: boolean;
    relayTimeoutMs?: number;
  } = {},
) {
  const storage = options.storage ?? createStorage({ adapter: createMemoryStorageAdapter() });
  const wallet = createWalletConnectWallet({
    projectId: 'latchkey-test',
    relayUrl: sandbox().urls.walletConnectRelay,
    metadata: { name: 'Latchkey test', description: '', url: 'https://app.example', icons: [] },
    storage,
    getNetwork: () => sandboxNetwork(sandbox()),
    relayTimeoutMs: options.relayTimeoutMs ?? 2_000,
  });
  const uris: string[] = [];
  const stop = watchWalletConnectPairing((pairing) => {
    if (!pairing) return;
    uris.push(pairing.uri);
    if (!options.pairByHand) void pairWallet(pairing.uri, options.behaviour);
  });
  return { connector: connectorOver(wallet, sandbox()), storage, uris, stop };
}

/** Counts one hostile wallet's behaviour as handled, in the report's Attacks line. */
const recordAttack = (behaviour: string) =>
  recordRobustness({
    category: 'attack',
    name: `WalletConnect wallet: ${behaviour}`,
    tried: 1,
    handled: 1,
  });

async function transfer(from: string, s: Sandbox = sandbox()) {
  const connection = createSolanaConnection(sandboxNetwork(s), { commitment: 'confirmed' });
  return buildSolTransfer({ from, to: s.phantom.walletAddress, amount: '0.001', connection });
}

describe('the WalletConnect wallet against the sandbox relay and wallet', () => {
  it('pairs, signs a message, signs and sends a transfer, reconnects after a reload, disconnects at the wallet', async () => {
    await sandbox().solana.airdrop(
      sandbox().walletConnect.walletAddress as Address,
      2_000_000_000n,
    );
    const { connector, storage, uris, stop } = walletConnectConnector();
    const { accounts } = await connector.connect();
    stop();
    expect(accounts).toEqual([sandbox().walletConnect.walletAddress]);
    expect(uris[0]).toMatch(/^wc:[0-9a-f]{64}@2\?.*symKey=[0-9a-f]{64}/);
    const address = accounts[0] as Address;

    const message = new TextEncoder().encode('Sign in to Latchkey test');
    const signed = await connector.signMessage(message);
    expect(await verifyEd25519Signature(address, signed.signedMessage, [signed.signature])).toBe(
      true,
    );

    const built = await transfer(address);
    const signedTransaction = await connector.signTransaction(built.transaction);
    expect(signedTransaction.length).toBeGreaterThan(64);
    const sent = await connector.signAndSendTransaction?.(built.transaction);
    expect(await signatureStatus(sandbox(), sent?.signature as string)).toBeTruthy();

    // A reload: a new wallet over the same storage resumes the session without a pairing.
    const reloaded = walletConnectConnector({ storage });
    const restored = await reloaded.connector.connect({ silent: true });
    reloaded.stop();
    expect(restored.accounts).toEqual([address]);
    expect(reloaded.uris).toEqual([]);
    expect((await reloaded.connector.signMessage('again')).signature).toHaveLength(64);

    await reloaded.connector.disconnect();
    expect(await storage.getItem(WALLETCONNECT_SESSION_KEY)).toBeUndefined();
    await expect.poll(async () => (await walletSessions()).every((s) => s.ended)).toBe(true);
  }, 60_000);

  it('a page whose socket dropped while the user was in the wallet app still gets the approval', async () => {
    // WalletConnect's own bound (15 s) while the socket comes back.
    const { connector, uris, stop } = walletConnectConnector({
      pairByHand: true,
      relayTimeoutMs: 15_000,
    });
    const connecting = connector.connect();
    await expect.poll(() => uris.length).toBe(1);
    stop();
    // The phone's browser let the socket go while the wallet app was in front; the wallet
    // approves meanwhile, and the page comes back to it.
    sandbox().walletConnect.relay.setDown(true);
    sandbox().walletConnect.relay.setDown(false);
    await pairWallet(uris[0] as string);
    expect((await connecting).accounts).toEqual([sandbox().walletConnect.walletAddress]);
    await connector.disconnect();
  }, 60_000);

  it('a session the wallet ends disconnects the page, and forgets it', async () => {
    const { connector, storage, stop } = walletConnectConnector();
    const changes: (readonly string[])[] = [];
    connector.on('accountsChanged', ({ accounts }) => changes.push(accounts));
    await connector.connect();
    stop();
    const topic = (await walletSessions()).at(-1)?.topic as string;
    const response = await fetch(`${sandbox().urls.walletConnect}/wc/disconnect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ topic }),
    });
    expect(response.status).toBe(202);
    await expect.poll(() => connector.getAccounts()).toEqual([]);
    expect(changes.at(-1)).toEqual([]);
    await expect.poll(() => storage.getItem(WALLETCONNECT_SESSION_KEY)).toBeUndefined();
  }, 30_000);

  it.each([
    ['decline-session', 'connect'],
    ['decline', 'signMessage'],
    ['bad-signature', 'signMessage'],
    ['wrong-account', 'signMessage'],
    ['change-transaction', 'signTransaction'],
    ['malformed-answer', 'signTransaction'],
  ])(
    'a wallet that answers %s fails %s with a typed error',
    async (behaviour, method) => {
      const { connector, stop } = walletConnectConnector({ behaviour });
      try {
        if (method === 'connect') {
          const error = await connector.connect().catch((e: unknown) => e);
          expect(isUserCancellation(error)).toBe(true);
          recordAttack(behaviour);
          return;
        }
        await connector.connect();
        const error = await (method === 'signMessage'
          ? connector.signMessage('hello')
          : connector.signTransaction(
              (await transfer(sandbox().walletConnect.walletAddress)).transaction,
            )
        ).catch((e: unknown) => e);
        expect(isLatchkeyError(error)).toBe(true);
        const expected = {
          decline: undefined,
          'bad-signature': LATCHKEY_ERROR__WALLET__SIGN_MESSAGE_FAILED,
          'wrong-account': LATCHKEY_ERROR__WALLET__SIGN_MESSAGE_FAILED,
          'change-transaction': LATCHKEY_ERROR__WALLET__SIGNED_TRANSACTION_MISMATCH,
          'malformed-answer': LATCHKEY_ERROR__WALLET__REQUEST_FAILED,
        }[behaviour];
        if (expected === undefined) expect(isUserCancellation(error)).toBe(true);
        else expect((error as { code: number }).code).toBe(expected);
      } finally {
        stop();
        await connector.disconnect().catch(() => undefined);
      }
      recordAttack(behaviour);
    },
    30_000,
  );

  it('a wallet that drops the request, or a relay that goes away, fails in bounded time', async () => {
    const { connector, stop } = walletConnectConnector({ behaviour: 'drop-request' });
    await connector.connect();
    stop();
    sandbox().walletConnect.relay.setDown(true);
    const started = Date.now();
    const error = await connector.signMessage('hello').catch((e: unknown) => e);
    sandbox().walletConnect.relay.setDown(false);
    expect(isLatchkeyError(error) && error.code).toBe(LATCHKEY_ERROR__WALLET__REQUEST_FAILED);
    expect(Date.now() - started).toBeLessThan(10_000);
    // Out of reach as a page proposes: refused in bounded time too, not after the client's retries.
    sandbox().walletConnect.relay.setDown(true);
    const fresh = walletConnectConnector();
    const proposing = Date.now();
    const refused = await fresh.connector.connect().catch((e: unknown) => e);
    fresh.stop();
    sandbox().walletConnect.relay.setDown(false);
    expect(isLatchkeyError(refused) && refused.code).toBe(LATCHKEY_ERROR__WALLET__REQUEST_FAILED);
    expect(Date.now() - proposing).toBeLessThan(10_000);
    recordRobustness({
      category: 'attack',
      name: 'WalletConnect relay: gone mid-request',
      tried: 1,
      handled: 1,
    });
  }, 30_000);
});
