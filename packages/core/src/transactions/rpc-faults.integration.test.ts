import { SANDBOX_EPHEMERAL_PORTS, type Sandbox, startSandbox } from '@latchkey/sandbox';
import {
  address,
  generateKeyPairSigner,
  getTransactionDecoder,
  getTransactionEncoder,
  type KeyPairSigner,
  partiallySignTransaction,
} from '@solana/kit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LATCHKEY_ERROR__NETWORK__RPC_UNAVAILABLE } from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { recordRobustness } from '../robustness/robustness-record.fixture.js';
import { buildSolTransfer } from './build-sol-transfer.js';
import { signAndSendTransaction } from './sign-and-send-transaction.js';
import { createSolanaConnection, type SolanaConnection } from './solana-connection.js';

// The sandbox's RPC told to misbehave: rate limits, server errors, bodies that are not JSON,
// answers too slow to wait for, and sockets dropped mid-confirmation.

let sandbox: Sandbox;
let connection: SolanaConnection;
let sender: KeyPairSigner;
beforeAll(async () => {
  sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 20 });
  connection = createSolanaConnection(
    { rpcUrl: sandbox.urls.rpc, wsUrl: sandbox.urls.ws },
    { retry: { retries: 3, baseDelayMs: 5, attemptTimeoutMs: 300 } },
  );
  sender = await generateKeyPairSigner();
  await sandbox.solana.airdrop(sender.address, 10_000_000_000n);
});
afterEach(() => sandbox.solana.faults.clear());
afterAll(() => sandbox?.stop());

const sign = async (bytes: Uint8Array) =>
  new Uint8Array(
    getTransactionEncoder().encode(
      await partiallySignTransaction([sender.keyPair], getTransactionDecoder().decode(bytes)),
    ),
  );
const balanceOf = async (owner: string) =>
  (await connection.rpc.getBalance(address(owner)).send()).value;

describe('reads under faults', () => {
  it.each([
    ['a rate limit (429)', { status: 429 }],
    ['a server error (503)', { status: 503 }],
    ['a body that is not JSON', { body: '<html>Bad gateway</html>' }],
    ['an answer too slow to wait for', { delayMs: 800 }],
  ])('retries %s with backoff and gets the answer', async (_name, fault) => {
    const served = sandbox.solana.faults.served;
    sandbox.solana.faults.inject({ ...fault, times: 2, methods: ['getBalance'] });
    expect(await balanceOf(sender.address)).toBeGreaterThan(0n);
    expect(sandbox.solana.faults.served - served).toBe(2);
    recordRobustness({ category: 'faults', name: `RPC ${_name}`, tried: 2, handled: 2 });
  });

  it("waits as long as a rate limit's Retry-After asks, not its own short backoff", async () => {
    sandbox.solana.faults.inject({ status: 429, retryAfter: 1, times: 1, methods: ['getBalance'] });
    const started = performance.now();
    expect(await balanceOf(sender.address)).toBeGreaterThan(0n);
    // The connection's own backoff is at most 5 ms here; the server asked for 1 s.
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
    recordRobustness({ category: 'faults', name: 'RPC Retry-After', tried: 1, handled: 1 });
  });

  it('gives up after its bound with a LatchkeyError, and loses nothing', async () => {
    sandbox.solana.faults.inject({ status: 502, times: 10, methods: ['getLatestBlockhash'] });
    const recipient = (await generateKeyPairSigner()).address;
    const failure = await buildSolTransfer({
      from: sender.address,
      to: recipient,
      amount: '0.1',
      connection,
    }).catch((error: unknown) => error);
    expect(isLatchkeyError(failure, LATCHKEY_ERROR__NETWORK__RPC_UNAVAILABLE)).toBe(true);
    expect((failure as Error).message).toBe('The RPC did not answer: HTTP 502');
    // 1 try + 3 retries, no more.
    expect(10 - remaining(sandbox)).toBe(4);
    sandbox.solana.faults.clear();
    const built = await buildSolTransfer({
      from: sender.address,
      to: recipient,
      amount: '0.1',
      connection,
    });
    expect(built.transaction.byteLength).toBeGreaterThan(0);
  });
});

describe('sending under faults', () => {
  it('re-sends the same signed bytes after a server error; the transfer lands once', async () => {
    const recipient = (await generateKeyPairSigner()).address;
    const built = await buildSolTransfer({
      from: sender.address,
      to: recipient,
      amount: '0.25',
      connection,
    });
    sandbox.solana.faults.inject({ status: 500, times: 1, methods: ['sendTransaction'] });
    const { signature } = await signAndSendTransaction({ ...built, sign, connection });
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    expect(await balanceOf(recipient)).toBe(250_000_000n);
    recordRobustness({ category: 'faults', name: 'RPC error on send', tried: 1, handled: 1 });
  });

  it('sends the same bytes again when the first send was dropped; the transfer lands once', async () => {
    const recipient = (await generateKeyPairSigner()).address;
    const built = await buildSolTransfer({
      from: sender.address,
      to: recipient,
      amount: '0.125',
      connection,
    });
    const sends = sandbox.solana.requests.count('sendTransaction');
    sandbox.solana.faults.dropTransactions(1);
    const { signature } = await signAndSendTransaction({
      ...built,
      sign,
      connection,
      rebroadcastEveryMs: 50,
    });
    expect(signature).toBeTruthy();
    expect(sandbox.solana.requests.count('sendTransaction') - sends).toBeGreaterThanOrEqual(2);
    expect(await balanceOf(recipient)).toBe(125_000_000n);
    recordRobustness({ category: 'faults', name: 'dropped send', tried: 1, handled: 1 });
  });

  it('confirms by polling when the socket drops mid-confirmation, with the right outcome', async () => {
    const recipient = (await generateKeyPairSigner()).address;
    const built = await buildSolTransfer({
      from: sender.address,
      to: recipient,
      amount: '0.5',
      connection,
    });
    const { signature } = await signAndSendTransaction({
      ...built,
      sign,
      connection,
      pollIntervalMs: 50,
      onProgress: ({ stage }) => {
        if (stage === 'confirming') sandbox.solana.faults.dropSockets();
      },
    });
    expect(signature).toBeTruthy();
    expect(await balanceOf(recipient)).toBe(500_000_000n);
    recordRobustness({
      category: 'faults',
      name: 'socket dropped mid-confirmation',
      tried: 1,
      handled: 1,
    });
  });
});

/** Faults still queued: the test injected 10 and counts how many were used. */
function remaining(target: Sandbox): number {
  let left = 0;
  while (target.solana.faults.take(() => ['getLatestBlockhash'])) left += 1;
  return left;
}
