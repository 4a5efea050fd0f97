import {
  address,
  createNoopSigner,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
} from '@solana/kit';
import {
  getSetComputeUnitLimitInstruction,
  MAX_COMPUTE_UNIT_LIMIT,
} from '@solana-program/compute-budget';
import { getTransferSolInstruction } from '@solana-program/system';
import { describe, expect, it } from 'vitest';
import { LATCHKEY_ERROR__TRANSACTION__FAILED } from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import {
  COMPUTE_UNIT_LIMIT_HEADROOM,
  computeUnitLimitFor,
  estimateComputeUnits,
} from './estimate-compute-units.js';
import type { SolanaConnection } from './solana-connection.js';

const from = address('GZNm2UFGRHmMnuXu3Qd6MYvk1EiRi5nHxFzjXv6MYUwz');
const to = address('11111111111111111111111111111112');

function simulating(value: unknown, requests: unknown[] = []) {
  return {
    commitment: 'confirmed',
    rpc: {
      simulateTransaction: (wire: string, config: unknown) => {
        requests.push(wire, config);
        return { send: async () => ({ context: { slot: 1n }, value }) };
      },
    },
  } as unknown as Pick<SolanaConnection, 'rpc' | 'commitment'>;
}

const instructions = [
  getSetComputeUnitLimitInstruction({ units: MAX_COMPUTE_UNIT_LIMIT }),
  getTransferSolInstruction({ source: createNoopSigner(from), destination: to, amount: 1n }),
];

describe('computeUnitLimitFor', () => {
  it('adds a tenth and a fixed headroom, and stays within 1.4M units', () => {
    expect(COMPUTE_UNIT_LIMIT_HEADROOM).toBe(300);
    expect(computeUnitLimitFor(0)).toBe(300);
    expect(computeUnitLimitFor(450)).toBe(795);
    expect(computeUnitLimitFor(451)).toBe(797);
    expect(computeUnitLimitFor(30_000)).toBe(33_300);
    expect(computeUnitLimitFor(1_300_000)).toBe(1_400_000);
    expect(computeUnitLimitFor(1_400_000)).toBe(1_400_000);
  });
});

describe('estimateComputeUnits', () => {
  it('simulates the unsigned transaction on the latest blockhash and reads the units', async () => {
    const requests: unknown[] = [];
    const connection = simulating({ err: null, logs: [], unitsConsumed: 300n }, requests);
    expect(await estimateComputeUnits({ connection, feePayer: from, instructions })).toBe(300);
    const [wire, config] = requests as [string, unknown];
    expect(config).toEqual({
      encoding: 'base64',
      replaceRecentBlockhash: true,
      sigVerify: false,
      commitment: 'confirmed',
    });
    const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(wire));
    const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
    expect(message.staticAccounts[0]).toBe(from);
    expect('instructions' in message && message.instructions).toHaveLength(2);
  });

  it("reports a failing simulation as 'Transaction failed' with its logs", async () => {
    const err = { InstructionError: [1n, { Custom: 1n }] };
    const logs = ['Transfer: insufficient lamports 0, need 1'];
    const connection = simulating({ err, logs, unitsConsumed: 150n });
    const error = await estimateComputeUnits({ connection, feePayer: from, instructions }).catch(
      (caught: unknown) => caught,
    );
    expect(isLatchkeyError(error, LATCHKEY_ERROR__TRANSACTION__FAILED)).toBe(true);
    expect((error as Error).message).toBe('Transaction failed');
    expect((error as { details: unknown }).details).toEqual({ err, logs });
  });

  it('throws on an answer without units (readFromRpc reports it as the RPC’s)', async () => {
    for (const unitsConsumed of [undefined, null, 'many', 150, 0n, -1n, true]) {
      const connection = simulating({ err: null, logs: [], unitsConsumed });
      await expect(
        estimateComputeUnits({ connection, feePayer: from, instructions }),
      ).rejects.toThrow();
    }
  });
});
