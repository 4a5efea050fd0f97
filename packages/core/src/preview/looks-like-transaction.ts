import {
  type CompiledTransactionMessage,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type ReadonlyUint8Array,
} from '@solana/kit';

/** The most bytes a Solana transaction may have on the wire (the packet size). */
const MAX_TRANSACTION_BYTES = 1232;

/**
 * Whether bytes offered as a message to sign would read as a Solana transaction: a legacy or v0
 * message, or a whole wire transaction (signatures, then such a message), every byte used and
 * the message well formed. A wallet asked to "sign a message" that is really a transaction
 * would be approving a transfer; this lets the view say so.
 */
export function looksLikeTransaction(bytes: ReadonlyUint8Array): boolean {
  if (bytes.length === 0 || bytes.length > MAX_TRANSACTION_BYTES) return false;
  return isWholeMessage(bytes) || isWireTransaction(bytes);
}

function isWireTransaction(bytes: ReadonlyUint8Array): boolean {
  try {
    const transaction = getTransactionDecoder().decode(bytes);
    const [message, end] = getCompiledTransactionMessageDecoder().read(transaction.messageBytes, 0);
    return (
      end === transaction.messageBytes.length &&
      isWellFormed(message) &&
      Object.keys(transaction.signatures).length === message.header.numSignerAccounts
    );
  } catch {
    return false;
  }
}

function isWholeMessage(bytes: ReadonlyUint8Array): boolean {
  try {
    const [message, end] = getCompiledTransactionMessageDecoder().read(bytes, 0);
    return end === bytes.length && isWellFormed(message);
  } catch {
    return false;
  }
}

/** What the runtime's sanitize step checks of a message's shape, short of its lookup tables. */
function isWellFormed(message: CompiledTransactionMessage): boolean {
  if (message.version !== 'legacy' && message.version !== 0) return false;
  const { header, staticAccounts, instructions } = message;
  const lookups = 'addressTableLookups' in message ? (message.addressTableLookups ?? []) : [];
  const accountCount = lookups.reduce(
    (count, lookup) => count + lookup.writableIndexes.length + lookup.readonlyIndexes.length,
    staticAccounts.length,
  );
  return (
    header.numSignerAccounts >= 1 &&
    header.numReadonlySignerAccounts < header.numSignerAccounts &&
    header.numSignerAccounts + header.numReadonlyNonSignerAccounts <= staticAccounts.length &&
    new Set(staticAccounts).size === staticAccounts.length &&
    instructions.length >= 1 &&
    instructions.every(
      (instruction) =>
        instruction.programAddressIndex > 0 &&
        instruction.programAddressIndex < staticAccounts.length &&
        (instruction.accountIndices ?? []).every((index) => index < accountCount),
    )
  );
}
