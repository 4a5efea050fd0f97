import { type Address, createNoopSigner, getBase64Decoder } from '@solana/kit';
import { getAssignInstruction, getTransferSolInstruction } from '@solana-program/system';
import { describe, expect, it } from 'vitest';
import {
  LATCHKEY_ERROR__INPUT__INVALID_SOLANA_ADDRESS,
  LATCHKEY_ERROR__PREVIEW__SIMULATION_UNAVAILABLE,
  LATCHKEY_ERROR__PREVIEW__SIMULATION_UNREADABLE,
  LATCHKEY_ERROR__TRANSACTION__INVALID,
} from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import type { LatchkeyErrorCode } from '../errors/messages.js';
import { buildTransactionPreview } from './build-transaction-preview.js';
import {
  fakeConnection,
  simulationResult,
  testAddress,
  tokenBalance,
  wireTransaction,
} from './preview-transactions.fixture.js';

const user = testAddress(1);
const recipient = testAddress(2);
const app = testAddress(3);
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' as Address;
const SYSTEM = '11111111111111111111111111111111';
const transfer = getTransferSolInstruction({
  source: createNoopSigner(user),
  destination: recipient,
  amount: 250_000_000n,
});
// Keys: the user (fee payer), the recipient, the System program.
const userPays = wireTransaction([transfer], { feePayer: user });
const paid = simulationResult({
  preBalances: [1_000_000_000n, 0n, 1n],
  postBalances: [749_995_000n, 250_000_000n, 1n],
});

async function expectCode(promise: Promise<unknown>, code: LatchkeyErrorCode) {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(isLatchkeyError(error, code), String(error)).toBe(true);
  return error as Error;
}

describe('buildTransactionPreview', () => {
  it('simulates once, unsigned on the latest blockhash, and reads the answer', async () => {
    const { connection, calls } = fakeConnection(() => paid);
    const preview = await buildTransactionPreview({
      connection,
      transaction: userPays,
      address: user,
    });
    expect(calls).toEqual([
      {
        transaction: getBase64Decoder().decode(userPays),
        config: {
          encoding: 'base64',
          sigVerify: false,
          replaceRecentBlockhash: true,
          commitment: 'confirmed',
          innerInstructions: false,
        },
      },
    ]);
    expect(preview).toEqual({
      address: user,
      feePayer: user,
      fee: 5000n,
      feePaidByApp: false,
      // The fee is `fee`, a line of its own: the SOL change is the transfer.
      changes: [{ mint: undefined, symbol: 'SOL', decimals: 9, amount: -250_000_000n }],
      programs: [{ address: SYSTEM, name: 'System' }],
      warnings: [],
      simulation: { ok: true },
    });
  });

  it('says when the app pays the fee, and then the user pays none of it', async () => {
    // Keys: the app (fee payer), the user, the recipient, the System program.
    const sponsored = wireTransaction([transfer], { feePayer: app });
    const { connection } = fakeConnection(() =>
      simulationResult({
        preBalances: [5_000_000n, 1_000_000_000n, 0n, 1n],
        postBalances: [4_995_000n, 750_000_000n, 250_000_000n, 1n],
      }),
    );
    const preview = await buildTransactionPreview({
      connection,
      transaction: sponsored,
      address: user,
    });
    expect(preview).toMatchObject({
      feePayer: app,
      feePaidByApp: true,
      changes: [{ symbol: 'SOL', amount: -250_000_000n }],
    });
  });

  it("names tokens from the host's list, else the built-in one for the cluster", async () => {
    const token = testAddress(7);
    const answer = simulationResult({
      preBalances: [10_000n, 0n, 1n],
      postBalances: [5_000n, 0n, 1n],
      preTokenBalances: [tokenBalance(1, USDC, user, '3000000'), tokenBalance(2, token, user, '9')],
      postTokenBalances: [tokenBalance(1, USDC, user, '500000'), tokenBalance(2, token, user, '1')],
    });
    const { connection } = fakeConnection(() => answer);
    const base = { connection, transaction: userPays, address: user } as const;
    const builtIn = await buildTransactionPreview({ ...base, cluster: 'mainnet-beta' });
    expect(builtIn.changes).toEqual(
      expect.arrayContaining([
        { mint: USDC, symbol: 'USDC', decimals: 6, amount: -2_500_000n },
        { mint: token, symbol: undefined, decimals: 6, amount: -8n },
      ]),
    );
    const named = await buildTransactionPreview({
      ...base,
      cluster: 'devnet',
      tokens: [{ mint: token, symbol: 'TKN' }],
    });
    expect(named.changes?.map((change) => change.symbol).sort()).toEqual(['TKN', undefined]);
  });

  it('gives the reason, logs and fee of a failure, and no changes', async () => {
    const { connection } = fakeConnection(() =>
      simulationResult({
        err: { InstructionError: [0n, { Custom: 1n }] },
        logs: ['Program log: Error: insufficient funds'],
        preBalances: [1n, 0n, 1n],
        postBalances: [1n, 0n, 1n],
      }),
    );
    const preview = await buildTransactionPreview({
      connection,
      transaction: userPays,
      address: user,
    });
    expect(preview.simulation).toEqual({
      ok: false,
      reason: 'instruction 1: not enough SOL (System error 0x1)',
      logs: ['Program log: Error: insufficient funds'],
    });
    expect(preview.changes).toBeUndefined();
    expect(preview.fee).toBe(5000n);
  });

  it('leaves changes unknown on a node that gives no balances, the rest shown', async () => {
    const assign = wireTransaction(
      [getAssignInstruction({ account: createNoopSigner(user), programAddress: testAddress(9) })],
      { feePayer: user },
    );
    const { connection } = fakeConnection(() => simulationResult({ fee: null }));
    const preview = await buildTransactionPreview({
      connection,
      transaction: assign,
      address: user,
    });
    expect(preview).toMatchObject({
      changes: undefined,
      fee: undefined,
      simulation: { ok: true },
      warnings: [{ kind: 'ownership-change', account: user, newOwner: testAddress(9) }],
    });
  });

  it('refuses an answer that is no simulation answer', async () => {
    const { connection } = fakeConnection(() => ({ value: 'ok' }));
    const error = await expectCode(
      buildTransactionPreview({ connection, transaction: userPays, address: user }),
      LATCHKEY_ERROR__PREVIEW__SIMULATION_UNREADABLE,
    );
    expect(error.message).toBe('The simulation answer could not be read');
  });

  it('says it could not simulate when the RPC fails or takes too long', async () => {
    const failure = new Error('HTTP 503');
    const failing = fakeConnection(() => Promise.reject(failure));
    const error = await expectCode(
      buildTransactionPreview({
        connection: failing.connection,
        transaction: userPays,
        address: user,
      }),
      LATCHKEY_ERROR__PREVIEW__SIMULATION_UNAVAILABLE,
    );
    expect(error.message).toBe('Could not simulate the transaction');
    expect(error.cause).toBe(failure);
    const hanging = fakeConnection(
      (signal) =>
        new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason))),
    );
    await expectCode(
      buildTransactionPreview({
        connection: hanging.connection,
        transaction: userPays,
        address: user,
        timeoutMs: 20,
      }),
      LATCHKEY_ERROR__PREVIEW__SIMULATION_UNAVAILABLE,
    );
  });

  it("passes the caller's abort through unchanged", async () => {
    const controller = new AbortController();
    const { connection } = fakeConnection(
      (signal) =>
        new Promise((_, reject) => signal?.addEventListener('abort', () => reject(new Error('x')))),
    );
    const preview = buildTransactionPreview({
      connection,
      transaction: userPays,
      address: user,
      signal: controller.signal,
    });
    const reason = new Error('closed');
    controller.abort(reason);
    await expect(preview).rejects.toBe(reason);
  });

  it('refuses a bad address or transaction before asking the RPC', async () => {
    const { connection, calls } = fakeConnection(() => paid);
    await expectCode(
      buildTransactionPreview({ connection, transaction: userPays, address: 'nobody' }),
      LATCHKEY_ERROR__INPUT__INVALID_SOLANA_ADDRESS,
    );
    await expectCode(
      buildTransactionPreview({
        connection,
        transaction: new Uint8Array([1, 2, 3]),
        address: user,
      }),
      LATCHKEY_ERROR__TRANSACTION__INVALID,
    );
    expect(calls).toEqual([]);
  });
});
