import {
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransactionMessage,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Encoder,
  getCompiledTransactionMessageEncoder,
  getTransactionEncoder,
  type Instruction,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { describe, expect, it } from 'vitest';
import { computeTransactionFee } from './transaction-fee.js';
import {
  parseTransactionMessage,
  parseWireTransaction,
  sanitizeTransaction,
  WireFormatError,
  withRecentBlockhash,
} from './transaction-wire.js';
import { verifyTransactionSignatures } from './verify-signatures.js';

const BLOCKHASH = 'CmpNeggWJ4JaWJeJ8YKN1Zypmk7uvQq3PECGUCAEMbky' as Blockhash;
const COMPUTE_BUDGET = address('ComputeBudget111111111111111111111111111111');
const TOKEN_PROGRAM = address('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');

function computeUnitLimit(units: number): Instruction {
  const data = new Uint8Array(5);
  data[0] = 2;
  new DataView(data.buffer).setUint32(1, units, true);
  return { programAddress: COMPUTE_BUDGET, data };
}

function computeUnitPrice(microLamports: bigint): Instruction {
  const data = new Uint8Array(9);
  data[0] = 3;
  new DataView(data.buffer).setBigUint64(1, microLamports, true);
  return { programAddress: COMPUTE_BUDGET, data };
}

async function signedTransfer(version: 'legacy' | 0, extra: Instruction[] = []) {
  const payer = await generateKeyPairSigner();
  const recipient = await generateKeyPairSigner();
  const message = pipe(
    createTransactionMessage({ version }),
    (draft) => setTransactionMessageFeePayerSigner(payer, draft),
    (draft) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: BLOCKHASH, lastValidBlockHeight: 150n },
        draft,
      ),
    (draft) =>
      appendTransactionMessageInstructions(
        [
          ...extra,
          getTransferSolInstruction({
            source: payer,
            destination: recipient.address,
            amount: lamports(1_000n),
          }),
        ],
        draft,
      ),
  );
  const signed = await signTransactionMessageWithSigners(message);
  return {
    payer,
    recipient,
    message,
    bytes: new Uint8Array(getTransactionEncoder().encode(signed)),
  };
}

describe('parseWireTransaction', () => {
  it.each(['legacy', 0] as const)('decodes a %s transfer', async (version) => {
    const { payer, recipient, bytes } = await signedTransfer(version);
    const transaction = parseWireTransaction(bytes);
    expect(transaction.message.version).toBe(version);
    expect(transaction.message.staticAccounts.slice(0, 2)).toEqual([
      payer.address,
      recipient.address,
    ]);
    expect(transaction.message.recentBlockhash).toBe(BLOCKHASH);
    expect(transaction.message.numRequiredSignatures).toBe(1);
    expect(transaction.message.instructions).toHaveLength(1);
    expect(transaction.signatures).toHaveLength(1);
    expect(() => sanitizeTransaction(transaction)).not.toThrow();
    expect(verifyTransactionSignatures(transaction)).toBe(true);
  });

  it('rejects truncated, padded and non-canonical input', async () => {
    const { bytes } = await signedTransfer(0);
    expect(() => parseWireTransaction(bytes.subarray(0, bytes.length - 1))).toThrow(
      WireFormatError,
    );
    expect(() => parseWireTransaction(new Uint8Array([...bytes, 0]))).toThrow(/trailing/);
    expect(() => parseWireTransaction(new Uint8Array([0x80, 0x00]))).toThrow(/non-canonical/);
    expect(() => parseWireTransaction(new Uint8Array([0]))).toThrow(WireFormatError);
  });

  it('flags a signature that does not match', async () => {
    const { bytes } = await signedTransfer('legacy');
    const tampered = bytes.slice();
    tampered[5] = (tampered[5] ?? 0) ^ 1;
    expect(verifyTransactionSignatures(parseWireTransaction(tampered))).toBe(false);
  });

  it('sanitizes like the validator: signature count and duplicate accounts', async () => {
    const { bytes } = await signedTransfer('legacy');
    // Header says two signers, but only one signature is present.
    const twoSigners = bytes.slice();
    twoSigners[65] = 2;
    expect(() => sanitizeTransaction(parseWireTransaction(twoSigners))).toThrow(
      'Transaction failed to sanitize accounts offsets correctly',
    );
    // The recipient key overwritten with the payer's.
    const duplicate = bytes.slice();
    duplicate.copyWithin(69 + 32, 69, 69 + 32);
    expect(() => sanitizeTransaction(parseWireTransaction(duplicate))).toThrow(
      'Account loaded twice',
    );
  });

  it('replaces the blockhash in place', async () => {
    const { bytes } = await signedTransfer(0);
    const other = 'GHtXQBsoZHVnNFa9YevAzFr17DJjgHXk3ycTKD5xD3Zi';
    const replaced = withRecentBlockhash(
      parseWireTransaction(bytes),
      new Uint8Array(getBase58Encoder().encode(other)),
    );
    expect(replaced.message.recentBlockhash).toBe(other);
    expect(replaced.bytes).toHaveLength(bytes.length);
  });
});

describe('computeTransactionFee', () => {
  async function feeOf(extra: Instruction[]) {
    const { message } = await signedTransfer(0, extra);
    const messageBytes = new Uint8Array(
      getCompiledTransactionMessageEncoder().encode(compileTransactionMessage(message)),
    );
    return computeTransactionFee(parseTransactionMessage(messageBytes));
  }

  it('charges 5000 lamports per signature', async () => {
    expect(await feeOf([])).toBe(5000n);
  });

  it('adds ceil(price × limit / 10^6) for a priority fee', async () => {
    expect(await feeOf([computeUnitLimit(300_000), computeUnitPrice(1_000_000n)])).toBe(305_000n);
    expect(await feeOf([computeUnitLimit(1_000), computeUnitPrice(3n)])).toBe(5001n);
  });

  it('defaults the limit to 3,000 per builtin and 200,000 per other instruction', async () => {
    // Compute budget + system transfer: 6,000 units at 1 lamport each (measured on LiteSVM).
    expect(await feeOf([computeUnitPrice(1_000_000n)])).toBe(11_000n);
    const tokenInstruction: Instruction = {
      programAddress: TOKEN_PROGRAM,
      data: new Uint8Array([9]),
    };
    expect(await feeOf([computeUnitPrice(1_000_000n), tokenInstruction])).toBe(211_000n);
  });

  it('has no fee for repeated compute budget instructions', async () => {
    expect(await feeOf([computeUnitPrice(1n), computeUnitPrice(2n)])).toBeNull();
  });
});
