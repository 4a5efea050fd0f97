import { sameBytes } from '@latchkey/core/transactions';
import {
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  type CompiledTransactionMessage,
  compileTransaction,
  createTransactionMessage,
  generateKeyPairSigner,
  getAddressDecoder,
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getCompiledTransactionMessageEncoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ServerError } from '../server-error.js';
import { assertExactMessageBytes, readWireTransaction } from './read-wire-transaction.js';

// The fee payer signs message bytes the policy read as a decoded message: they must be one and
// the same. The check compares sizes (the encoder's size of the decoded message against the bytes)
// instead of encoding it again; here it must refuse exactly what comparing the bytes would.

const decoder = getCompiledTransactionMessageDecoder();
const encoder = getCompiledTransactionMessageEncoder();
const transactionEncoder = getTransactionEncoder();
const addressOf = getAddressDecoder();
const base58 = getBase58Decoder();

const bytes32 = fc.uint8Array({ minLength: 32, maxLength: 32 });
const index = fc.integer({ min: 0, max: 255 });
const message: fc.Arbitrary<CompiledTransactionMessage> = fc
  .record({
    v0: fc.boolean(),
    accounts: fc.array(bytes32, { minLength: 1, maxLength: 6 }),
    blockhash: bytes32,
    instructions: fc.array(
      fc.record({
        programAddressIndex: index,
        accountIndices: fc.option(fc.array(index, { minLength: 1, maxLength: 5 }), {
          nil: undefined,
        }),
        data: fc.option(fc.uint8Array({ minLength: 1, maxLength: 20 }), { nil: undefined }),
      }),
      { minLength: 1, maxLength: 3 },
    ),
    lookups: fc.array(
      fc.record({
        lookupTableAddress: bytes32,
        writableIndexes: fc.array(index, { maxLength: 3 }),
        readonlyIndexes: fc.array(index, { maxLength: 3 }),
      }),
      { maxLength: 2 },
    ),
  })
  .map(({ v0, accounts, blockhash, instructions, lookups }) => {
    const common = {
      header: {
        numSignerAccounts: accounts.length,
        numReadonlySignerAccounts: 0,
        numReadonlyNonSignerAccounts: 0,
      },
      staticAccounts: accounts.map((account) => addressOf.decode(account)),
      lifetimeToken: base58.decode(blockhash),
      instructions: instructions.map(({ programAddressIndex, accountIndices, data }) => ({
        programAddressIndex,
        ...(accountIndices ? { accountIndices } : {}),
        ...(data ? { data } : {}),
      })),
    };
    return (
      v0
        ? {
            ...common,
            version: 0,
            ...(lookups.length > 0
              ? {
                  addressTableLookups: lookups.map((lookup) => ({
                    ...lookup,
                    lookupTableAddress: addressOf.decode(lookup.lookupTableAddress),
                  })),
                }
              : {}),
          }
        : { ...common, version: 'legacy' }
    ) as CompiledTransactionMessage;
  });

/** The wire transaction of `messageBytes`, every signature slot empty. */
function wire(messageBytes: Uint8Array): Uint8Array {
  const signers = messageBytes[(messageBytes[0] as number) & 0x80 ? 1 : 0] as number;
  return new Uint8Array([signers, ...new Uint8Array(64 * signers), ...messageBytes]);
}

/** Whether the size check accepts `messageBytes`, or `undefined` when they do not decode. */
function accepted(messageBytes: Uint8Array): boolean | undefined {
  let read: ReturnType<typeof readWireTransaction>;
  try {
    read = readWireTransaction(wire(messageBytes));
  } catch {
    return undefined;
  }
  try {
    assertExactMessageBytes(read, messageBytes);
    return true;
  } catch (error) {
    expect(error).toBeInstanceOf(ServerError);
    expect((error as ServerError).code).toBe('INVALID_TRANSACTION');
    return false;
  }
}

/** A new key's transfer of 1 lamport to itself, compiled, in a message of `version`. */
async function selfTransfer(version: 0 | 1) {
  const sender = await generateKeyPairSigner();
  return compileTransaction(
    pipe(
      createTransactionMessage({ version }),
      (m) => setTransactionMessageFeePayer(sender.address, m),
      (m) =>
        setTransactionMessageLifetimeUsingBlockhash(
          {
            blockhash: base58.decode(new Uint8Array(32).fill(7)) as Blockhash,
            lastValidBlockHeight: 9n,
          },
          m,
        ),
      (m) =>
        appendTransactionMessageInstructions(
          [getTransferSolInstruction({ source: sender, destination: sender.address, amount: 1n })],
          m,
        ),
    ),
  );
}

describe('assertExactMessageBytes', () => {
  it('refuses exactly what encoding the message again would: every byte respelled, added or dropped', () => {
    let respelled = 0;
    fc.assert(
      fc.property(message, (value) => {
        const canonical = new Uint8Array(encoder.encode(value));
        expect(accepted(canonical)).toBe(true);
        // Every byte that could be a one-byte short-u16 spelled in two (0x80 | n, 0x00), a byte
        // after the message, and the last byte dropped.
        const variants = [
          new Uint8Array([...canonical, 0]),
          canonical.subarray(0, canonical.length - 1),
        ];
        for (let at = 0; at < canonical.length; at++) {
          const byte = canonical[at] as number;
          if (byte >= 0x80) continue;
          variants.push(
            new Uint8Array([
              ...canonical.subarray(0, at),
              byte | 0x80,
              0,
              ...canonical.subarray(at + 1),
            ]),
          );
        }
        for (const variant of variants) {
          const verdict = accepted(variant);
          if (verdict === undefined) continue;
          const same = sameBytes(encoder.encode(decoder.decode(variant)), variant);
          expect(verdict).toBe(same);
          if (!same) respelled += 1;
        }
      }),
      { seed: 20261204, numRuns: 120 },
    );
    // The property saw many decodable respellings, not only garbage.
    expect(respelled).toBeGreaterThan(500);
  });

  it('names bytes after the message and a respelled count apart', async () => {
    const transfer = await selfTransfer(0);
    const { messageBytes } = transfer;
    const canonical = new Uint8Array(messageBytes);
    const refusal = (bytes: Uint8Array) => {
      const read = readWireTransaction(wire(bytes));
      return () => assertExactMessageBytes(read, bytes);
    };
    expect(refusal(canonical)).not.toThrow();
    expect(refusal(new Uint8Array([...canonical, 1]))).toThrow(
      'Invalid transaction: bytes follow the message',
    );
    const count = canonical[4] as number;
    const respelled = new Uint8Array([
      ...canonical.subarray(0, 4),
      count | 0x80,
      0,
      ...canonical.subarray(5),
    ]);
    expect(refusal(respelled)).toThrow(
      'Invalid transaction: the message is not spelled as the network encodes it',
    );
  });
});

describe('readWireTransaction', () => {
  it('reads the signatures by signer, an empty slot as null, as Kit does', async () => {
    const [first, second] = [await generateKeyPairSigner(), await generateKeyPairSigner()];
    const bytes = encoder.encode({
      version: 0,
      header: {
        numSignerAccounts: 2,
        numReadonlySignerAccounts: 0,
        numReadonlyNonSignerAccounts: 1,
      },
      staticAccounts: [first.address, second.address, address('11111111111111111111111111111111')],
      lifetimeToken: base58.decode(new Uint8Array(32).fill(3)),
      instructions: [
        { programAddressIndex: 2, accountIndices: [0, 1], data: new Uint8Array([2, 0, 0, 0]) },
      ],
    } as CompiledTransactionMessage);
    const signature = new Uint8Array(64).fill(9);
    const transaction = new Uint8Array([2, ...new Uint8Array(64), ...signature, ...bytes]);
    const read = readWireTransaction(transaction);
    expect(read.transaction.signatures).toEqual({
      [first.address]: null,
      [second.address]: signature,
    });
    expect(Object.keys(read.transaction.signatures)).toEqual([first.address, second.address]);
    expect(new Uint8Array(read.transaction.messageBytes)).toEqual(new Uint8Array(bytes));
    expect(read.message.staticAccounts).toHaveLength(3);
    expect(read.messageLength).toBe(bytes.length);
    // One signature for two signers, or three: not a transaction.
    for (const wrong of [
      new Uint8Array([1, ...signature, ...bytes]),
      new Uint8Array([3, ...signature, ...signature, ...signature, ...bytes]),
    ]) {
      expect(() => readWireTransaction(wrong)).toThrow(/^Invalid transaction: /);
    }
  });

  it('names the version of a transaction it does not sponsor', async () => {
    const v1 = await selfTransfer(1);
    const bytes = new Uint8Array(transactionEncoder.encode(v1));
    expect(() => readWireTransaction(bytes)).toThrow(
      expect.objectContaining({
        code: 'UNSUPPORTED_TRANSACTION_VERSION',
        message: 'Transaction version 1 is not supported; send a legacy or v0 transaction',
      }),
    );
  });
});
