import { createNoopSigner } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { describe, expect, it } from 'vitest';
import { LATCHKEY_ERROR__PREVIEW__SIMULATION_UNREADABLE } from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { decodeTransaction } from '../transactions/decode-transaction.js';
import {
  simulationResult,
  testAddress,
  tokenBalance,
  wireTransaction,
} from './preview-transactions.fixture.js';
import {
  MAX_LOG_LINE_LENGTH,
  MAX_LOG_LINES,
  readSimulationAnswer,
} from './read-simulation-answer.js';

const user = testAddress(1);
const other = testAddress(2);
const mint = testAddress(3);
const transfer = getTransferSolInstruction({
  source: createNoopSigner(user),
  destination: other,
  amount: 1n,
});
// Keys: the user, the recipient, the System program.
const { message } = decodeTransaction(wireTransaction([transfer], { feePayer: user }));
const balances = { preBalances: [10_000n, 0n, 1n], postBalances: [4_999n, 1n, 1n] };
const good = () =>
  simulationResult({
    ...balances,
    preTokenBalances: [tokenBalance(1, mint, user, '100')],
    postTokenBalances: [tokenBalance(1, mint, user, '40')],
  });

function expectUnreadable(result: unknown) {
  try {
    readSimulationAnswer(result, message);
  } catch (error) {
    expect(isLatchkeyError(error, LATCHKEY_ERROR__PREVIEW__SIMULATION_UNREADABLE)).toBe(true);
    expect((error as Error).message).toBe('The simulation answer could not be read');
    return;
  }
  throw new Error('read');
}

describe('readSimulationAnswer', () => {
  it('reads a full answer', () => {
    const answer = readSimulationAnswer(good(), message);
    expect(answer).toEqual({
      err: null,
      logs: ['Program 11111111111111111111111111111111 invoke [1]'],
      fee: 5000n,
      balances: {
        keys: [user, other, '11111111111111111111111111111111'],
        preBalances: [10_000n, 0n, 1n],
        postBalances: [4_999n, 1n, 1n],
        preTokenBalances: [{ accountIndex: 1, mint, owner: user, amount: 100n, decimals: 6 }],
        postTokenBalances: [{ accountIndex: 1, mint, owner: user, amount: 40n, decimals: 6 }],
      },
    });
  });

  it('reads JSON numbers as well as bigints, and null logs as none', () => {
    const answer = readSimulationAnswer(
      simulationResult({
        fee: 5000,
        preBalances: [10_000, 0, 1],
        postBalances: [4_999, 1, 1],
        logs: null,
      }),
      message,
    );
    expect(answer.fee).toBe(5000n);
    expect(answer.logs).toEqual([]);
    expect(answer.balances?.postBalances).toEqual([4_999n, 1n, 1n]);
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['an array', [good().value]],
    ['a string', 'ok'],
    ['no value', { context: { slot: 1 } }],
    ['a null value', { context: { slot: 1 }, value: null }],
    ['an array value', { value: [] }],
    ['no err', { value: { logs: [] } }],
    ['logs that are not an array', simulationResult({ logs: 'Program log: hi' })],
    ['logs that are not text', simulationResult({ logs: ['ok', 7] })],
    ['no logs', simulationResult({ logs: undefined })],
  ])('refuses %s as a simulation answer', (_name, result) => {
    expectUnreadable(result);
  });

  it('leaves balances unknown, the rest read, when the node gives none (older nodes)', () => {
    const answer = readSimulationAnswer(simulationResult({}), message);
    expect(answer.balances).toBeUndefined();
    expect(answer.fee).toBe(5000n);
    const noTokens = readSimulationAnswer(
      simulationResult({ ...balances, preTokenBalances: null, postTokenBalances: null }),
      message,
    );
    expect(noTokens.balances).toBeUndefined();
  });

  const malformed: [string, Record<string, unknown>][] = [
    ['a fee that is not a u64', { fee: '5000' }],
    ['a negative fee', { fee: -5000n }],
    ['too few balances', { preBalances: [10_000n, 0n] }],
    ['too many balances', { postBalances: [4_999n, 1n, 1n, 0n] }],
    ['a negative balance', { postBalances: [-1n, 1n, 1n] }],
    ['a balance past u64', { postBalances: [2n ** 64n, 1n, 1n] }],
    ['a fractional balance', { postBalances: [9.5, 1n, 1n] }],
    ['a balance as text', { postBalances: ['9', 1n, 1n] }],
    ['a balance past 2^53 as a number', { postBalances: [2 ** 60, 1n, 1n] }],
    ['a null balance', { postBalances: [null, 1n, 1n] }],
    ['balances that are an object', { preBalances: { 0: 10n, length: 3 } }],
    ['an account index past the keys', { postTokenBalances: [tokenBalance(3, mint, user, '1')] }],
    ['a negative account index', { postTokenBalances: [tokenBalance(-1, mint, user, '1')] }],
    ['a fractional account index', { postTokenBalances: [tokenBalance(0.5, mint, user, '1')] }],
    [
      'an account index as text',
      { postTokenBalances: [{ ...tokenBalance(1, mint, user, '1'), accountIndex: '1' }] },
    ],
    [
      'an account twice',
      { postTokenBalances: [tokenBalance(1, mint, user, '1'), tokenBalance(1, mint, user, '2')] },
    ],
    [
      'a mint that is no address',
      { postTokenBalances: [tokenBalance(1, 'mint' as never, user, '1')] },
    ],
    [
      'a mint of 31 bytes',
      {
        postTokenBalances: [tokenBalance(1, '1111111111111111111111111111111' as never, user, '1')],
      },
    ],
    [
      'no owner',
      { postTokenBalances: [{ ...tokenBalance(1, mint, user, '1'), owner: undefined }] },
    ],
    [
      'an owner that is no address',
      { postTokenBalances: [tokenBalance(1, mint, 7 as never, '1')] },
    ],
    [
      'a program that is no address',
      { postTokenBalances: [{ ...tokenBalance(1, mint, user, '1'), programId: 'x' }] },
    ],
    ['a negative amount', { postTokenBalances: [tokenBalance(1, mint, user, '-5')] }],
    ['a fractional amount', { postTokenBalances: [tokenBalance(1, mint, user, '1.5')] }],
    [
      'an amount past u64',
      { postTokenBalances: [tokenBalance(1, mint, user, '18446744073709551616')] },
    ],
    [
      'an amount as a number',
      {
        postTokenBalances: [
          { ...tokenBalance(1, mint, user, '1'), uiTokenAmount: { amount: 1, decimals: 6 } },
        ],
      },
    ],
    ['decimals past 255', { postTokenBalances: [tokenBalance(1, mint, user, '1', 256)] }],
    ['negative decimals', { postTokenBalances: [tokenBalance(1, mint, user, '1', -1)] }],
    [
      'no amount at all',
      { postTokenBalances: [{ ...tokenBalance(1, mint, user, '1'), uiTokenAmount: null }] },
    ],
    ['a null entry', { postTokenBalances: [null] }],
    ['an array entry', { postTokenBalances: [[1, mint, user]] }],
    ['token balances that are an object', { postTokenBalances: {} }],
    [
      'loaded addresses a legacy message cannot have',
      { loadedAddresses: { writable: [other], readonly: [] } },
    ],
    ['loaded addresses of the wrong shape', { loadedAddresses: [] }],
    ['a fee the fee payer could not pay', { fee: 10_001n }],
  ];
  it.each(malformed)('leaves balances unknown for %s', (_name, change) => {
    const answer = readSimulationAnswer(simulationResult({ ...good().value, ...change }), message);
    expect(answer.balances).toBeUndefined();
    expect(answer.err).toBeNull();
  });

  it('reads keys loaded from lookup tables after the static ones, writable first', () => {
    const table = testAddress(20);
    const v0 = decodeTransaction(
      wireTransaction([transfer], { feePayer: user, lookupTables: { [table]: [other] } }),
    ).message;
    const loaded = { writable: [other], readonly: [] };
    const answer = readSimulationAnswer(
      simulationResult({ ...balances, loadedAddresses: loaded }),
      v0,
    );
    expect(answer.balances?.keys).toEqual([user, '11111111111111111111111111111111', other]);
    for (const wrong of [
      null,
      { writable: [], readonly: [] },
      { writable: [other], readonly: [mint] },
      { writable: ['x'], readonly: [] },
    ]) {
      const read = readSimulationAnswer(
        simulationResult({ ...balances, loadedAddresses: wrong }),
        v0,
      );
      expect(read.balances).toBeUndefined();
    }
  });

  it('keeps the last log lines, each cut short', () => {
    const logs = Array.from({ length: 10_000 }, (_, index) => `${index} ${'x'.repeat(10_000)}`);
    const answer = readSimulationAnswer(simulationResult({ logs }), message);
    expect(answer.logs).toHaveLength(MAX_LOG_LINES);
    expect(answer.logs[0]?.startsWith('9900 ')).toBe(true);
    expect(answer.logs.every((line) => line.length === MAX_LOG_LINE_LENGTH)).toBe(true);
  });
});
