import {
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LATCHKEY_ERROR__TRANSACTION__FEE_UNAVAILABLE } from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { getTransactionFee } from './get-transaction-fee.js';
import type { SolanaConnection } from './solana-connection.js';

// SPEC §5: the fee is fetched with up to 5 retries while the value is null. An RPC that answers
// `getFeeForMessage` from a list (null while it does not know the blockhash), on a fake clock:
// the first request at once, then one every 250 ms.

const payer = createNoopSigner('7eUECY6An6uBawAFR9wRvK9hiYUQKJLQHKRuLasCsFH8' as never);
const transaction = new Uint8Array(
  getTransactionEncoder().encode(
    compileTransaction(
      pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayer(payer.address, m),
        (m) =>
          setTransactionMessageLifetimeUsingBlockhash(
            {
              blockhash: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG' as Blockhash,
              lastValidBlockHeight: 100n,
            },
            m,
          ),
        (m) =>
          appendTransactionMessageInstructions(
            [getTransferSolInstruction({ source: payer, destination: payer.address, amount: 1n })],
            m,
          ),
      ),
    ),
  ),
);

/** A connection whose `getFeeForMessage` answers these values in turn (the last one after). */
function answering(...values: (number | null)[]) {
  const requests: number[] = [];
  const rpc = {
    getFeeForMessage: () => ({
      send: async () => {
        requests.push(Date.now());
        return {
          context: { slot: 1n },
          value: values[Math.min(requests.length, values.length) - 1],
        };
      },
    }),
  };
  const connection = { rpc, commitment: 'confirmed' } as unknown as Pick<
    SolanaConnection,
    'rpc' | 'commitment'
  >;
  return { connection, requests };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('getTransactionFee', () => {
  it('asks again while the answer is null: five nulls, then the fee on the sixth request', async () => {
    const { connection, requests } = answering(null, null, null, null, null, 5000);
    const fee = getTransactionFee({ transaction, connection });
    await vi.advanceTimersByTimeAsync(1249);
    expect(requests).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(1);
    expect(await fee).toBe(5000n);
    expect(requests).toEqual([0, 250, 500, 750, 1000, 1250]);
  });

  it('gives up after the fifth retry: six nulls are FEE_UNAVAILABLE, and no seventh request', async () => {
    const { connection, requests } = answering(null, null, null, null, null, null, 5000);
    const fee = getTransactionFee({ transaction, connection }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    const failure = await fee;
    expect(isLatchkeyError(failure, LATCHKEY_ERROR__TRANSACTION__FEE_UNAVAILABLE)).toBe(true);
    expect(requests).toEqual([0, 250, 500, 750, 1000, 1250]);
  });

  it('asks once when the RPC knows the blockhash', async () => {
    const { connection, requests } = answering(5000);
    expect(await getTransactionFee({ transaction, connection })).toBe(5000n);
    expect(requests).toEqual([0]);
  });
});
