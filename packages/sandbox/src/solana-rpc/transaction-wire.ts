import { type Address, getAddressDecoder, getBase58Decoder } from '@solana/kit';

/** Largest serialized transaction a validator accepts (one packet). */
export const MAX_TRANSACTION_BYTES = 1232;

/** Bytes that are not a well-formed legacy or v0 transaction (or message). */
export class WireFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WireFormatError';
  }
}

/** One instruction as compiled into a message: indexes into the message's account list. */
export interface CompiledInstructionView {
  readonly programIdIndex: number;
  readonly accountIndexes: readonly number[];
  readonly data: Uint8Array;
}

/** A v0 message's reference to accounts stored in an address lookup table. */
export interface AddressTableLookupView {
  readonly tableAddress: Address;
  readonly writableIndexes: readonly number[];
  readonly readonlyIndexes: readonly number[];
}

/** A decoded legacy or v0 message (PROTOCOLS.md §6, "Wire format"). */
export interface TransactionMessageView {
  readonly version: 'legacy' | 0;
  readonly numRequiredSignatures: number;
  readonly numReadonlySignedAccounts: number;
  readonly numReadonlyUnsignedAccounts: number;
  readonly staticAccounts: readonly Address[];
  /** Base58. */
  readonly recentBlockhash: string;
  /** Where the 32 blockhash bytes start in the message, so they can be replaced in place. */
  readonly blockhashOffset: number;
  readonly instructions: readonly CompiledInstructionView[];
  readonly addressTableLookups: readonly AddressTableLookupView[];
}

/** A decoded wire transaction: signatures, the exact message bytes they sign, and the message. */
export interface WireTransaction {
  readonly bytes: Uint8Array;
  readonly signatures: readonly Uint8Array[];
  /** Base58 of the first signature. */
  readonly signature: string;
  readonly messageBytes: Uint8Array;
  readonly message: TransactionMessageView;
}

class ByteReader {
  offset = 0;
  constructor(private readonly bytes: Uint8Array) {}

  u8(): number {
    const value = this.bytes[this.offset];
    if (value === undefined) throw new WireFormatError('unexpected end of input');
    this.offset += 1;
    return value;
  }

  // compact-u16: 7 bits a byte, at most 3 bytes, no redundant trailing zero byte.
  shortVec(): number {
    let value = 0;
    for (let index = 0; index < 3; index += 1) {
      const byte = this.u8();
      value |= (byte & 0x7f) << (7 * index);
      if ((byte & 0x80) === 0) {
        if (index > 0 && byte === 0) throw new WireFormatError('non-canonical compact-u16');
        if (value > 0xffff) throw new WireFormatError('compact-u16 overflow');
        return value;
      }
    }
    throw new WireFormatError('compact-u16 longer than 3 bytes');
  }

  take(length: number): Uint8Array {
    if (this.offset + length > this.bytes.length)
      throw new WireFormatError('unexpected end of input');
    const slice = this.bytes.subarray(this.offset, this.offset + length);
    this.offset += length;
    return slice;
  }

  get done(): boolean {
    return this.offset === this.bytes.length;
  }
}

function readIndexes(reader: ByteReader): number[] {
  const count = reader.shortVec();
  return Array.from(reader.take(count));
}

function readMessage(reader: ByteReader): TransactionMessageView {
  const addressDecoder = getAddressDecoder();
  const messageStart = reader.offset;
  const first = reader.u8();
  let version: 'legacy' | 0 = 'legacy';
  let numRequiredSignatures = first;
  if (first & 0x80) {
    if ((first & 0x7f) !== 0)
      throw new WireFormatError(`unsupported message version ${first & 0x7f}`);
    version = 0;
    numRequiredSignatures = reader.u8();
  }
  const numReadonlySignedAccounts = reader.u8();
  const numReadonlyUnsignedAccounts = reader.u8();
  const keyCount = reader.shortVec();
  const staticAccounts = Array.from({ length: keyCount }, () =>
    addressDecoder.decode(reader.take(32)),
  );
  const blockhashOffset = reader.offset - messageStart;
  const recentBlockhash = getBase58Decoder().decode(reader.take(32));
  const instructionCount = reader.shortVec();
  const instructions = Array.from({ length: instructionCount }, () => {
    const programIdIndex = reader.u8();
    const accountIndexes = readIndexes(reader);
    const data = reader.take(reader.shortVec());
    return { programIdIndex, accountIndexes, data };
  });
  const addressTableLookups: AddressTableLookupView[] = [];
  if (version === 0) {
    const lookupCount = reader.shortVec();
    for (let index = 0; index < lookupCount; index += 1) {
      const tableAddress = addressDecoder.decode(reader.take(32));
      addressTableLookups.push({
        tableAddress,
        writableIndexes: readIndexes(reader),
        readonlyIndexes: readIndexes(reader),
      });
    }
  }
  return {
    version,
    numRequiredSignatures,
    numReadonlySignedAccounts,
    numReadonlyUnsignedAccounts,
    staticAccounts,
    recentBlockhash,
    blockhashOffset,
    instructions,
    addressTableLookups,
  };
}

/**
 * Decodes message bytes, as `getFeeForMessage` receives them.
 *
 * @throws {WireFormatError} when the bytes are not exactly one legacy or v0 message.
 */
export function parseTransactionMessage(bytes: Uint8Array): TransactionMessageView {
  const reader = new ByteReader(bytes);
  const message = readMessage(reader);
  if (!reader.done) throw new WireFormatError('trailing bytes after the message');
  return message;
}

/**
 * Decodes a wire transaction: shortvec signature count, 64-byte signatures, message.
 *
 * @throws {WireFormatError} when the bytes are not exactly one legacy or v0 transaction.
 */
export function parseWireTransaction(bytes: Uint8Array): WireTransaction {
  const reader = new ByteReader(bytes);
  const signatureCount = reader.shortVec();
  const signatures = Array.from({ length: signatureCount }, () => reader.take(64));
  const messageStart = reader.offset;
  const message = readMessage(reader);
  if (!reader.done) throw new WireFormatError('trailing bytes after the transaction');
  const first = signatures[0];
  if (first === undefined) throw new WireFormatError('a transaction needs at least one signature');
  return {
    bytes,
    signatures,
    signature: getBase58Decoder().decode(first),
    messageBytes: bytes.subarray(messageStart),
    message,
  };
}

/** The validator's wording for a message whose offsets do not add up. */
export const SANITIZE_FAILURE = 'Transaction failed to sanitize accounts offsets correctly';

/**
 * Applies the validator's structural checks (header counts, index bounds, one signature per
 * required signer, no account listed twice) before anything executes.
 *
 * @throws {WireFormatError} with the validator's message.
 */
export function sanitizeTransaction(transaction: WireTransaction): void {
  const { message } = transaction;
  const staticCount = message.staticAccounts.length;
  const lookupCount = message.addressTableLookups.reduce(
    (sum, lookup) => sum + lookup.writableIndexes.length + lookup.readonlyIndexes.length,
    0,
  );
  const totalCount = staticCount + lookupCount;
  const valid =
    message.numReadonlySignedAccounts < message.numRequiredSignatures &&
    message.numRequiredSignatures + message.numReadonlyUnsignedAccounts <= staticCount &&
    transaction.signatures.length === message.numRequiredSignatures &&
    totalCount <= 256 &&
    message.addressTableLookups.every(
      (lookup) => lookup.writableIndexes.length + lookup.readonlyIndexes.length > 0,
    ) &&
    message.instructions.every(
      (instruction) =>
        instruction.programIdIndex > 0 &&
        instruction.programIdIndex < staticCount &&
        instruction.accountIndexes.every((index) => index < totalCount),
    );
  if (!valid) throw new WireFormatError(SANITIZE_FAILURE);
  if (new Set(message.staticAccounts).size !== staticCount)
    throw new WireFormatError('Account loaded twice');
}

/**
 * The same transaction with another recent blockhash (its signatures no longer match), for
 * `simulateTransaction`'s `replaceRecentBlockhash`.
 */
export function withRecentBlockhash(
  transaction: WireTransaction,
  blockhashBytes: Uint8Array,
): WireTransaction {
  const bytes = transaction.bytes.slice();
  const messageStart = transaction.bytes.length - transaction.messageBytes.length;
  bytes.set(blockhashBytes, messageStart + transaction.message.blockhashOffset);
  return parseWireTransaction(bytes);
}
