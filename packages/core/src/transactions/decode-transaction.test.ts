import {
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  generateKeyPairSigner,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransaction,
} from '@solana/kit';
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { getTransferSolInstruction } from '@solana-program/system';
import { describe, expect, it } from 'vitest';
import { LATCHKEY_ERROR__TRANSACTION__INVALID } from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import {
  decodeTransaction,
  decodeWireTransaction,
  getTransactionSignature,
  isTransactionSigned,
} from './decode-transaction.js';
import { toTransactionBytes } from './transaction-input.js';

const blockhash = {
  blockhash: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG' as Blockhash,
  lastValidBlockHeight: 100n,
};

async function kitTransfer(version: 0 | 'legacy') {
  const payer = await generateKeyPairSigner();
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayer(payer.address, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) =>
      appendTransactionMessageInstructions(
        [
          getTransferSolInstruction({
            source: createNoopSigner(payer.address),
            destination: payer.address,
            amount: 1n,
          }),
        ],
        m,
      ),
  );
  return { payer, transaction: compileTransaction(message) };
}

function expectInvalid(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(isLatchkeyError(error, LATCHKEY_ERROR__TRANSACTION__INVALID)).toBe(true);
    expect((error as Error).message).toBe('Invalid transaction');
    return;
  }
  throw new Error('expected Invalid transaction');
}

describe('decodeTransaction', () => {
  it.each([0, 'legacy'] as const)(
    'reads a %s transaction: fee payer, signers, signed state',
    async (version) => {
      const { payer, transaction } = await kitTransfer(version);
      const unsigned = decodeTransaction(
        new Uint8Array(getTransactionEncoder().encode(transaction)),
      );
      expect(unsigned.version).toBe(version);
      expect(unsigned.feePayer).toBe(payer.address);
      expect(unsigned.signers).toEqual([payer.address]);
      expect(isTransactionSigned(unsigned)).toBe(false);

      const signed = decodeTransaction(
        new Uint8Array(
          getTransactionEncoder().encode(await signTransaction([payer.keyPair], transaction)),
        ),
      );
      expect(signed.signedBy).toEqual([payer.address]);
      expect(getTransactionSignature(signed)).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    },
  );

  it('accepts a web3.js v1 transaction through serialize(), partly signed', () => {
    const payer = Keypair.generate();
    const other = Keypair.generate();
    const transaction = new Transaction({
      feePayer: payer.publicKey,
      blockhash: blockhash.blockhash,
      lastValidBlockHeight: 100,
    }).add(
      SystemProgram.transfer({
        fromPubkey: other.publicKey,
        toPubkey: new PublicKey(payer.publicKey),
        lamports: 5,
      }),
    );
    transaction.partialSign(other);
    const bytes = toTransactionBytes(transaction);
    expect(Object.getPrototypeOf(bytes)).toBe(Uint8Array.prototype);
    const decoded = decodeTransaction(transaction);
    expect(decoded.version).toBe('legacy');
    expect(decoded.feePayer).toBe(payer.publicKey.toBase58());
    expect(decoded.signedBy).toEqual([other.publicKey.toBase58()]);
  });

  it("calls an empty or malformed message 'Invalid transaction'", async () => {
    expectInvalid(() => decodeTransaction(new Uint8Array()));
    expectInvalid(() => decodeTransaction(new Uint8Array([1, ...new Uint8Array(64)])));
    expectInvalid(() => decodeTransaction(new Uint8Array([0xff, 0xff, 0xff, 0xff])));
    expectInvalid(() => decodeTransaction({} as never));
    const payer = await generateKeyPairSigner();
    const empty = compileTransaction(
      pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayer(payer.address, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      ),
    );
    expectInvalid(() => decodeTransaction(new Uint8Array(getTransactionEncoder().encode(empty))));
  });
});

describe('decodeWireTransaction', () => {
  it("reads an array once while it holds the same bytes, and never through the caller's array", async () => {
    const { payer, transaction } = await kitTransfer(0);
    const bytes = new Uint8Array(getTransactionEncoder().encode(transaction));
    const first = decodeWireTransaction(bytes);
    expect(first?.message.staticAccounts[0]).toBe(payer.address);
    // The same array again: the same read, not a second decode.
    expect(decodeWireTransaction(bytes)).toBe(first);
    // Equal bytes in another array are read on their own.
    expect(decodeWireTransaction(bytes.slice())).not.toBe(first);
    // A change to the array after the read: the old read is left as it was, the new bytes are
    // read again (a slot signed by someone after the first look is seen).
    const messageBefore = [...(first?.transaction.messageBytes ?? [])];
    bytes.set(new Uint8Array(64).fill(7), 1);
    const again = decodeWireTransaction(bytes);
    expect(again).not.toBe(first);
    expect(again?.transaction.signatures[payer.address]).toEqual(new Uint8Array(64).fill(7));
    expect(first?.transaction.signatures[payer.address]).toBeNull();
    bytes.set([(bytes.at(-1) ?? 0) ^ 1], bytes.length - 1);
    expect([...(first?.transaction.messageBytes ?? [])]).toEqual(messageBefore);
    expect(decodeWireTransaction(new Uint8Array([1, 2, 3]))).toBeUndefined();
  });
});
