import {
  type Address,
  address,
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransaction,
  compressTransactionMessageUsingAddressLookupTables,
  createNoopSigner,
  createTransactionMessage,
  generateKeyPairSigner,
  getCompiledTransactionMessageDecoder,
  getCompiledTransactionMessageEncoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type KeyPairSigner,
  lamports,
  partiallySignTransaction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Transaction,
  type TransactionMessageBytes,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { LiteSVM } from 'litesvm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ProductApiError } from './product-api-error.js';
import { sponsorWireTransaction } from './sponsor-wire-transaction.js';

const SYSTEM_PROGRAM = address('11111111111111111111111111111111');
let feePayer: KeyPairSigner;
let sender: KeyPairSigner;
let recipient: Address;

beforeAll(async () => {
  [feePayer, sender] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()]);
  recipient = (await generateKeyPairSigner()).address;
});

function transfer(
  version: 'legacy' | 0,
  options: { blockhash?: Blockhash; payer?: Address; from?: Address; lookupTable?: Address } = {},
): Uint8Array {
  const from = options.from ?? sender.address;
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayer(options.payer ?? from, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash:
            options.blockhash ?? ('EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG' as Blockhash),
          lastValidBlockHeight: 1000n,
        },
        m,
      ),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({
          source: createNoopSigner(from),
          destination: recipient,
          amount: 1_000_000n,
        }),
        m,
      ),
  );
  const compiled = options.lookupTable
    ? compileTransaction(
        compressTransactionMessageUsingAddressLookupTables(
          message as typeof message & { version: 0 },
          { [options.lookupTable]: [recipient] },
        ),
      )
    : compileTransaction(message);
  return new Uint8Array(getTransactionEncoder().encode(compiled));
}

function decode(bytes: Uint8Array) {
  const transaction = getTransactionDecoder().decode(bytes);
  return {
    transaction,
    message: getCompiledTransactionMessageDecoder().decode(transaction.messageBytes),
  };
}

/** Instructions with their accounts as addresses, so messages with shifted indexes compare. */
function resolvedInstructions(bytes: Uint8Array) {
  const { message } = decode(bytes);
  const at = (index: number) =>
    message.staticAccounts[index] ?? `lookup#${index - message.staticAccounts.length}`;
  if (message.version === 1) throw new Error('unexpected v1');
  return message.instructions.map((instruction) => ({
    program: at(instruction.programAddressIndex),
    accounts: (instruction.accountIndices ?? []).map(at),
    data: [...(instruction.data ?? [])],
  }));
}

async function expectRefusal(promise: Promise<unknown>, status: number, code: string) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ProductApiError);
  expect((error as ProductApiError).status).toBe(status);
  expect((error as ProductApiError).code).toBe(code);
  return error as ProductApiError;
}

describe('sponsorWireTransaction', () => {
  it.each(['legacy', 0] as const)(
    'puts the fee payer first and signs a %s transaction, leaving the sender to sign',
    async (version) => {
      const original = transfer(version);
      const sponsored = await sponsorWireTransaction({
        transaction: original,
        sender: sender.address,
        feePayer,
      });
      const before = decode(original).message;
      const { transaction, message } = decode(sponsored);
      expect(message.version).toBe(version);
      expect(message.staticAccounts[0]).toBe(feePayer.address);
      expect(message.lifetimeToken).toBe(before.lifetimeToken);
      expect(Object.keys(transaction.signatures)).toEqual([feePayer.address, sender.address]);
      expect(transaction.signatures[sender.address]).toBeNull();
      expect(transaction.signatures[feePayer.address]).toHaveLength(64);
      expect(resolvedInstructions(sponsored)).toEqual(resolvedInstructions(original));
    },
  );

  it('keeps address-lookup-table accounts without knowing the table', async () => {
    const table = (await generateKeyPairSigner()).address;
    const original = transfer(0, { lookupTable: table });
    const sponsored = await sponsorWireTransaction({
      transaction: original,
      sender: sender.address,
      feePayer,
    });
    const { message } = decode(sponsored);
    expect(message.version === 0 && message.addressTableLookups).toEqual([
      { lookupTableAddress: table, readonlyIndexes: [], writableIndexes: [0] },
    ]);
    expect(resolvedInstructions(sponsored)).toEqual(resolvedInstructions(original));
  });

  it('keeps the sender a signer even when no instruction names it', async () => {
    // A transfer from a third party that the sender pays for: only the header makes it a signer.
    const other = await generateKeyPairSigner();
    const original = transfer('legacy', { from: other.address, payer: sender.address });
    const sponsored = await sponsorWireTransaction({
      transaction: original,
      sender: sender.address,
      feePayer,
    });
    expect(Object.keys(decode(sponsored).transaction.signatures)).toEqual([
      feePayer.address,
      sender.address,
      other.address,
    ]);
  });

  it('signs as it is a transaction whose fee payer is already the service', async () => {
    const original = transfer(0, { payer: feePayer.address });
    const sponsored = await sponsorWireTransaction({
      transaction: original,
      sender: sender.address,
      feePayer,
    });
    expect(decode(sponsored).transaction.messageBytes).toEqual(
      decode(original).transaction.messageBytes,
    );
    expect(decode(sponsored).transaction.signatures[feePayer.address]).toHaveLength(64);
  });

  it.each(['legacy', 0] as const)(
    'lands a %s transaction on an SVM with the fee paid by the sponsor',
    async (version) => {
      const svm = new LiteSVM();
      svm.airdrop(feePayer.address, lamports(1_000_000_000n));
      svm.airdrop(sender.address, lamports(1_000_000_000n));
      const sponsored = await sponsorWireTransaction({
        transaction: transfer(version, { blockhash: svm.latestBlockhash() }),
        sender: sender.address,
        feePayer,
      });
      const signed = await partiallySignTransaction(
        [sender.keyPair],
        getTransactionDecoder().decode(sponsored),
      );
      const result = svm.sendTransaction(signed);
      expect('err' in result ? result.toString() : 'ok').toBe('ok');
      expect(svm.getBalance(sender.address)).toBe(1_000_000_000n - 1_000_000n);
      expect(svm.getBalance(feePayer.address)).toBe(1_000_000_000n - 2n * 5_000n);
    },
  );

  it('refuses malformed, signed, v1 and foreign-sender transactions', async () => {
    await expectRefusal(
      sponsorWireTransaction({
        transaction: new Uint8Array([1, 2, 3]),
        sender: sender.address,
        feePayer,
      }),
      400,
      'INVALID_TRANSACTION',
    );
    const signed = await partiallySignTransaction(
      [sender.keyPair],
      getTransactionDecoder().decode(transfer(0)),
    );
    await expectRefusal(
      sponsorWireTransaction({
        transaction: new Uint8Array(getTransactionEncoder().encode(signed)),
        sender: sender.address,
        feePayer,
      }),
      400,
      'TRANSACTION_ALREADY_SIGNED',
    );
    await expectRefusal(
      sponsorWireTransaction({ transaction: transfer(0), sender: recipient, feePayer }),
      400,
      'SENDER_NOT_SIGNER',
    );
    await expectRefusal(
      sponsorWireTransaction({ transaction: transfer(0), sender: feePayer.address, feePayer }),
      400,
      'SENDER_NOT_SIGNER',
    );
  });

  it('refuses transactions that would move the fee payer’s funds', async () => {
    // The fee payer as the transfer's source, with the sender paying the fee.
    const drain = transfer(0, { from: feePayer.address, payer: sender.address });
    const error = await expectRefusal(
      sponsorWireTransaction({ transaction: drain, sender: sender.address, feePayer }),
      400,
      'FEE_PAYER_NOT_ALLOWED',
    );
    expect(error.message).toMatch(/fee payer’s own funds/);
    // The fee payer already in slot 0 and named by the instruction.
    const direct = transfer('legacy', { from: feePayer.address });
    await expectRefusal(
      sponsorWireTransaction({ transaction: direct, sender: feePayer.address, feePayer }),
      400,
      'SENDER_NOT_SIGNER',
    );
    const withSender = compileWithExtraSigner(direct, sender.address);
    await expectRefusal(
      sponsorWireTransaction({ transaction: withSender, sender: sender.address, feePayer }),
      400,
      'FEE_PAYER_NOT_ALLOWED',
    );
  });

  it('refuses a transaction that would outgrow the size limit', async () => {
    const original = transfer('legacy');
    const { message } = decode(original);
    if (message.version !== 'legacy') throw new Error('unexpected version');
    // A data-only instruction that brings the transaction to 1222 bytes: the 96 bytes the fee
    // payer adds (key and signature) push it past 1232.
    const extra = 1222 - original.length;
    const padded = {
      ...message,
      instructions: [
        ...message.instructions,
        {
          programAddressIndex: message.staticAccounts.indexOf(SYSTEM_PROGRAM),
          data: new Uint8Array(extra - 4), // less program index, account count, 2-byte length
        },
      ],
    };
    const bytes = wire({
      messageBytes: encodeMessage(padded),
      signatures: { [sender.address]: null },
    });
    expect(bytes.length).toBe(1222);
    await expectRefusal(
      sponsorWireTransaction({ transaction: bytes, sender: sender.address, feePayer }),
      400,
      'TRANSACTION_TOO_LARGE',
    );
  });
});

function encodeMessage(
  message: Parameters<ReturnType<typeof getCompiledTransactionMessageEncoder>['encode']>[0],
) {
  return getCompiledTransactionMessageEncoder().encode(message) as TransactionMessageBytes;
}

function wire(transaction: Transaction): Uint8Array {
  return new Uint8Array(getTransactionEncoder().encode(transaction));
}

/** Adds `signer` as a second, read-only required signer of a compiled legacy or v0 message. */
function compileWithExtraSigner(bytes: Uint8Array, signer: Address): Uint8Array {
  const { transaction, message } = decode(bytes);
  if (message.version === 1) throw new Error('unexpected v1');
  const count = message.header.numSignerAccounts;
  const staticAccounts = [
    ...message.staticAccounts.slice(0, count),
    signer,
    ...message.staticAccounts.slice(count),
  ];
  const shift = (index: number) => (index >= count ? index + 1 : index);
  const extended = {
    ...message,
    header: {
      ...message.header,
      numSignerAccounts: count + 1,
      numReadonlySignerAccounts: message.header.numReadonlySignerAccounts + 1,
    },
    staticAccounts,
    instructions: message.instructions.map((instruction) => ({
      ...instruction,
      programAddressIndex: shift(instruction.programAddressIndex),
      ...(instruction.accountIndices
        ? { accountIndices: instruction.accountIndices.map(shift) }
        : {}),
    })),
  };
  const signatures = { ...transaction.signatures, [signer]: null };
  return wire({ messageBytes: encodeMessage(extended), signatures });
}
