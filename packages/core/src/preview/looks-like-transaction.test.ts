import { createNoopSigner, getTransactionDecoder } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { describe, expect, it } from 'vitest';
import { looksLikeTransaction } from './looks-like-transaction.js';
import { testAddress, wireTransaction } from './preview-transactions.fixture.js';

const payer = testAddress(1);
const transfer = getTransferSolInstruction({
  source: createNoopSigner(payer),
  destination: testAddress(2),
  amount: 1n,
});

describe('looksLikeTransaction', () => {
  it.each([['legacy'], [0]] as const)('knows a %s wire transaction and its message', (version) => {
    const wire = wireTransaction([transfer], { feePayer: payer, version });
    const { messageBytes } = getTransactionDecoder().decode(wire);
    expect(looksLikeTransaction(wire)).toBe(true);
    expect(looksLikeTransaction(new Uint8Array(messageBytes))).toBe(true);
  });

  it('knows a v0 message with lookup tables', () => {
    const wire = wireTransaction([transfer], {
      feePayer: payer,
      lookupTables: { [testAddress(20)]: [testAddress(2)] },
    });
    expect(looksLikeTransaction(wire)).toBe(true);
  });

  it('refuses what is not exactly a transaction', () => {
    const wire = wireTransaction([transfer], { feePayer: payer, version: 'legacy' });
    const { messageBytes } = getTransactionDecoder().decode(wire);
    const message = new Uint8Array(messageBytes);
    expect(looksLikeTransaction(new Uint8Array())).toBe(false);
    expect(looksLikeTransaction(new TextEncoder().encode('Sign in to Acme at 2026-12-01'))).toBe(
      false,
    );
    // A byte more or less than the message.
    expect(looksLikeTransaction(new Uint8Array([...message, 0]))).toBe(false);
    expect(looksLikeTransaction(message.subarray(0, -1))).toBe(false);
    // No signer, or a program index on the fee payer.
    expect(looksLikeTransaction(new Uint8Array([0, ...message.subarray(1)]))).toBe(false);
    // Longer than any transaction may be.
    expect(looksLikeTransaction(new Uint8Array([...message, ...new Uint8Array(1232)]))).toBe(false);
    expect(looksLikeTransaction(new Uint8Array(1232).fill(1))).toBe(false);
  });
});
