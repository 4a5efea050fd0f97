import {
  type CompiledTransactionMessage,
  fixDecoderSize,
  getArrayDecoder,
  getBase64Encoder,
  getBytesDecoder,
  getCompiledTransactionMessageDecoder,
  getCompiledTransactionMessageEncoder,
  getShortU16Decoder,
  getStructDecoder,
  getTransactionDecoder,
  type ReadonlyUint8Array,
  type SignatureBytes,
  type SignaturesMap,
  type Transaction,
} from '@solana/kit';
import { ServerError } from '../server-error.js';

// Built once: Kit's codecs cost more to build than to run.
const base64 = getBase64Encoder();
const transactionDecoder = getTransactionDecoder();
const messageDecoder = getCompiledTransactionMessageDecoder();
const messageEncoder = getCompiledTransactionMessageEncoder();
// A legacy or v0 transaction's two parts as Kit's transaction decoder splits them, without
// decoding the message's addresses a second time (base58 through BigInt: the most costly part of
// a request's codecs) to key the signatures by signer.
const signaturesFirstDecoder = getStructDecoder([
  [
    'signatures',
    getArrayDecoder(fixDecoderSize(getBytesDecoder(), 64), { size: getShortU16Decoder() }),
  ],
  ['messageBytes', getBytesDecoder()],
]);

/** Largest legacy or v0 wire transaction the network accepts (PROTOCOLS §6). */
export const MAX_TRANSACTION_SIZE = 1232;

/** A legacy or v0 message, the only versions sponsored. */
export type SponsorableMessage = Extract<CompiledTransactionMessage, { version: 'legacy' | 0 }>;

const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * Reads a request's base64 wire transaction: strict base64, at most 4 KiB of text.
 *
 * @throws {ServerError} 400 `INVALID_TRANSACTION` naming the field.
 */
export function readBase64Transaction(value: unknown, field: string): Uint8Array {
  if (
    typeof value !== 'string' ||
    value === '' ||
    value.length > 4096 ||
    !base64Pattern.test(value)
  ) {
    throw new ServerError(400, 'INVALID_TRANSACTION', `${field} must be a base64 wire transaction`);
  }
  return new Uint8Array(base64.encode(value));
}

/** A wire transaction read by {@link readWireTransaction}. */
export interface WireTransaction {
  /** Its message bytes and every signer's signature, `null` for an empty slot, as Kit keys them. */
  readonly transaction: Transaction;
  readonly message: SponsorableMessage;
  /** How many of the message bytes the message took: fewer than all when bytes follow it. */
  readonly messageLength: number;
}

/**
 * Decodes wire bytes into the transaction and its message, refusing what is too large, does not
 * decode, is of another version, has a signature count other than its signers' or has no
 * accounts or no instructions.
 *
 * @throws {ServerError} 400 `TRANSACTION_TOO_LARGE`, `INVALID_TRANSACTION` or
 *   `UNSUPPORTED_TRANSACTION_VERSION`.
 */
export function readWireTransaction(bytes: Uint8Array): WireTransaction {
  if (bytes.length > MAX_TRANSACTION_SIZE) {
    throw new ServerError(
      400,
      'TRANSACTION_TOO_LARGE',
      `The transaction is ${bytes.length} bytes, over the ${MAX_TRANSACTION_SIZE}-byte limit`,
    );
  }
  // A first byte with its top bit set starts a message-first (v1 or later) transaction, which Kit
  // decodes whole: only to name its version in the refusal.
  if (bytes.length > 0 && ((bytes[0] as number) & 0x80) !== 0) {
    const message = decode(() =>
      messageDecoder.decode(transactionDecoder.decode(bytes).messageBytes),
    );
    throw unsupportedVersion(message.version);
  }
  const { signatures, messageBytes } = decode(() => signaturesFirstDecoder.decode(bytes));
  const [message, messageLength] = decode(() => messageDecoder.read(messageBytes, 0));
  if (message.version !== 'legacy' && message.version !== 0) {
    throw unsupportedVersion(message.version);
  }
  if (message.staticAccounts.length === 0 || message.instructions.length === 0) {
    throw invalidTransaction(new Error('the message has no accounts or no instructions'));
  }
  const signers = message.staticAccounts.slice(0, message.header.numSignerAccounts);
  if (signers.length !== signatures.length) {
    throw invalidTransaction(
      new Error(`${signatures.length} signatures for ${signers.length} signers`),
    );
  }
  const signaturesBySigner: Record<string, SignatureBytes | null> = {};
  signers.forEach((signer, slot) => {
    const signature = signatures[slot] as SignatureBytes;
    signaturesBySigner[signer] = signature.some((byte) => byte !== 0) ? signature : null;
  });
  return {
    transaction: {
      messageBytes: messageBytes as Transaction['messageBytes'],
      signatures: signaturesBySigner as SignaturesMap,
    },
    message,
    messageLength,
  };
}

/**
 * Refuses message bytes that are not exactly `message` as the network encodes it: no bytes after
 * it, no other spelling of the same message (signatures cover the bytes, the policy checked the
 * decoded message: they must be one and the same).
 *
 * Sizes suffice, and cost no encoding: every part of a message has one spelling but its
 * short-u16 counts, which Kit also reads from a longer one (0x81 0x00 for 1). So bytes the
 * message took whole are its spelling exactly when they are as long as its encoding.
 *
 * @throws {ServerError} 400 `INVALID_TRANSACTION`.
 */
export function assertExactMessageBytes(
  read: Pick<WireTransaction, 'message' | 'messageLength'>,
  messageBytes: ReadonlyUint8Array,
): void {
  if (read.messageLength !== messageBytes.length) {
    throw invalidTransaction(new Error('bytes follow the message'));
  }
  if (messageEncoder.getSizeFromValue(read.message) !== messageBytes.length) {
    throw invalidTransaction(new Error('the message is not spelled as the network encodes it'));
  }
}

/**
 * A message as the network encodes it.
 *
 * @throws {ServerError} 400 `INVALID_TRANSACTION` when it does not encode (an index past 255).
 */
export function encodeMessage(message: SponsorableMessage): ReadonlyUint8Array {
  try {
    return messageEncoder.encode(message);
  } catch (cause) {
    throw invalidTransaction(cause);
  }
}

/** `read()`, its failure a 400 `INVALID_TRANSACTION`. */
function decode<T>(read: () => T): T {
  try {
    return read();
  } catch (cause) {
    throw invalidTransaction(cause);
  }
}

function unsupportedVersion(version: unknown): ServerError {
  return new ServerError(
    400,
    'UNSUPPORTED_TRANSACTION_VERSION',
    `Transaction version ${String(version)} is not supported; send a legacy or v0 transaction`,
  );
}

/** A 400 `INVALID_TRANSACTION` with the reason, kept short. */
export function invalidTransaction(cause: unknown): ServerError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new ServerError(
    400,
    'INVALID_TRANSACTION',
    `Invalid transaction: ${reason}`.slice(0, 300),
  );
}
