import { createPublicClient, custom, type Hash, WaitForTransactionReceiptTimeoutError } from 'viem';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitForEvmReceipt } from './wait-for-evm-receipt.js';

// SPEC §9: the receipt is waited for up to 180 000 ms, with 6 retries. A node that answers
// from a script, on Vitest's fake clock: the wait reads the transaction (retrying a failed read
// 6 times, with viem's backoff) before its receipt, and gives up at 180 s.

const HASH = `0x${'ab'.repeat(32)}` as Hash;
const ADDRESS = `0x${'11'.repeat(20)}`;

const transaction = {
  hash: HASH,
  blockHash: `0x${'cd'.repeat(32)}`,
  blockNumber: '0x1',
  from: ADDRESS,
  to: ADDRESS,
  gas: '0x5208',
  gasPrice: '0x1',
  input: '0x',
  nonce: '0x0',
  value: '0x0',
  transactionIndex: '0x0',
  type: '0x0',
  chainId: '0x7a69',
  v: '0x1b',
  r: `0x${'01'.repeat(32)}`,
  s: `0x${'02'.repeat(32)}`,
};

const receipt = {
  transactionHash: HASH,
  blockHash: transaction.blockHash,
  blockNumber: '0x1',
  from: ADDRESS,
  to: ADDRESS,
  contractAddress: null,
  cumulativeGasUsed: '0x5208',
  effectiveGasPrice: '0x1',
  gasUsed: '0x5208',
  logs: [],
  logsBloom: `0x${'00'.repeat(256)}`,
  status: '0x1',
  transactionIndex: '0x0',
  type: '0x0',
};

/**
 * A node at block 1 that finds the transaction from its `knownFromRead`-th read on (never when
 * 0) and then has its receipt; records when each read of the transaction came.
 */
function node(knownFromRead: number) {
  const transactionReads: number[] = [];
  const client = createPublicClient({
    transport: custom({
      async request({ method }: { method: string }) {
        if (method === 'eth_blockNumber') return '0x1';
        if (method === 'eth_chainId') return '0x7a69';
        if (method === 'eth_getTransactionByHash') {
          transactionReads.push(Date.now());
          const known = knownFromRead > 0 && transactionReads.length >= knownFromRead;
          return known ? transaction : null;
        }
        if (method === 'eth_getTransactionReceipt') {
          const known = knownFromRead > 0 && transactionReads.length >= knownFromRead;
          return known ? receipt : null;
        }
        throw new Error(`unexpected ${method}`);
      },
    }),
  });
  return { client, transactionReads };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('waitForEvmReceipt', () => {
  it('retries a failed transaction read 6 times: found on the seventh read, the receipt follows', async () => {
    const { client, transactionReads } = node(7);
    const waited = waitForEvmReceipt(client, HASH);
    await vi.advanceTimersByTimeAsync(20_000);
    const found = await waited;
    expect(found.status).toBe('success');
    expect(transactionReads).toHaveLength(7);
    // viem's backoff between the reads: 200 ms doubling.
    expect(
      transactionReads.slice(1).map((at, index) => at - (transactionReads[index] as number)),
    ).toEqual([200, 400, 800, 1600, 3200, 6400]);
  });

  it('stops after the sixth retry on the same block: seven reads, no eighth', async () => {
    const { client, transactionReads } = node(0);
    const waited = waitForEvmReceipt(client, HASH).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(transactionReads).toHaveLength(7);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(await waited).toBeInstanceOf(WaitForTransactionReceiptTimeoutError);
  });

  it('gives up at 180 000 ms, not before', async () => {
    const { client } = node(0);
    let outcome: unknown = 'waiting';
    void waitForEvmReceipt(client, HASH).then(
      () => {
        outcome = 'found';
      },
      (error: unknown) => {
        outcome = error;
      },
    );
    await vi.advanceTimersByTimeAsync(179_999);
    expect(outcome).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(WaitForTransactionReceiptTimeoutError);
  });
});
