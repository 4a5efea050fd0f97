import {
  type Address,
  type CompiledTransactionMessage,
  getCompiledTransactionMessageDecoder,
  getCompiledTransactionMessageEncoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type KeyPairSigner,
  partiallySignTransaction,
  type SignaturesMap,
  type Transaction,
  type TransactionMessageBytes,
} from '@solana/kit';
import { ProductApiError } from './product-api-error.js';

/** Largest legacy or v0 wire transaction the network accepts (PROTOCOLS §6). */
const MAX_TRANSACTION_SIZE = 1232;

/** Parameters of {@link sponsorWireTransaction}. */
export interface SponsorWireTransactionParameters {
  /** The sender's unsigned legacy or v0 wire transaction. */
  transaction: Uint8Array;
  /** The sender; must be one of the transaction's required signers. */
  sender: Address;
  /** The service's funded key, which pays the fee. */
  feePayer: KeyPairSigner;
}

/**
 * Makes `feePayer` pay for a sender's transaction and signs for it, leaving every other signature
 * slot empty for the sender to fill next.
 *
 * The change is made on the compiled message rather than by decompiling and recompiling it: the
 * fee payer is put in front of the static accounts and every account index moves up by one. So
 * the blockhash, the instructions and their data stay byte for byte the same, lookup-table
 * accounts need no table contents, and the sender stays a required signer even when no
 * instruction names it (a recompile would drop it, and the wallet would refuse to sign). A
 * transaction that already names the fee payer in slot 0 is signed as it is.
 *
 * Refused, so that the sponsor's own funds cannot be moved: any instruction that names the fee
 * payer, and any other slot that holds it. A looked-up copy of the fee payer is left to the
 * runtime, which rejects an account loaded twice.
 *
 * @throws {ProductApiError} 400 with `INVALID_TRANSACTION`, `UNSUPPORTED_TRANSACTION_VERSION`,
 *   `TRANSACTION_ALREADY_SIGNED`, `SENDER_NOT_SIGNER`, `FEE_PAYER_NOT_ALLOWED` or
 *   `TRANSACTION_TOO_LARGE`.
 * @example
 * ```ts
 * const sponsored = await sponsorWireTransaction({ transaction, sender, feePayer });
 * // sponsored: fee payer signed, sender's slot still zero
 * ```
 */
export async function sponsorWireTransaction(
  parameters: SponsorWireTransactionParameters,
): Promise<Uint8Array> {
  const { sender, feePayer } = parameters;
  const { transaction, message } = decode(parameters.transaction);
  if (Object.values(transaction.signatures).some((signature) => signature !== null)) {
    throw new ProductApiError(
      400,
      'TRANSACTION_ALREADY_SIGNED',
      'The transaction is already signed; send it unsigned so the fee payer can be set first',
    );
  }
  const signers = message.staticAccounts.slice(0, message.header.numSignerAccounts);
  if (sender === feePayer.address || !signers.includes(sender)) {
    throw new ProductApiError(
      400,
      'SENDER_NOT_SIGNER',
      `The address ${sender} is not a required signer of the transaction`,
    );
  }

  const feePayerIndex = message.staticAccounts.indexOf(feePayer.address);
  if (feePayerIndex > 0) {
    throw new ProductApiError(
      400,
      'FEE_PAYER_NOT_ALLOWED',
      'The fee payer’s key appears outside the fee-payer slot; the transaction would move the fee payer’s own funds',
    );
  }
  // Slot 0 signs for the whole transaction, so any instruction naming it could spend from it.
  const namesFeePayer = (instruction: (typeof message.instructions)[number]) =>
    instruction.programAddressIndex === 0 || (instruction.accountIndices ?? []).includes(0);
  if (feePayerIndex === 0 && message.instructions.some(namesFeePayer)) {
    throw new ProductApiError(
      400,
      'FEE_PAYER_NOT_ALLOWED',
      'An instruction uses the fee payer’s account; the transaction would move the fee payer’s own funds',
    );
  }

  const sponsoredMessage =
    feePayerIndex === 0
      ? message
      : {
          ...message,
          header: { ...message.header, numSignerAccounts: message.header.numSignerAccounts + 1 },
          staticAccounts: [feePayer.address, ...message.staticAccounts],
          // Account indexes run over static accounts then looked-up ones; all shift by one.
          instructions: message.instructions.map((instruction) => ({
            ...instruction,
            programAddressIndex: instruction.programAddressIndex + 1,
            ...(instruction.accountIndices
              ? { accountIndices: instruction.accountIndices.map((index) => index + 1) }
              : {}),
          })),
        };
  let messageBytes: TransactionMessageBytes;
  try {
    // Throws when a shifted index no longer fits a byte (256 accounts).
    messageBytes = getCompiledTransactionMessageEncoder().encode(
      sponsoredMessage,
    ) as TransactionMessageBytes;
  } catch (cause) {
    throw invalidTransaction(cause);
  }
  const signatures: SignaturesMap = {};
  for (const signer of sponsoredMessage.staticAccounts.slice(
    0,
    sponsoredMessage.header.numSignerAccounts,
  )) {
    signatures[signer] = null;
  }
  const signed = await partiallySignTransaction([feePayer.keyPair], {
    messageBytes,
    signatures,
  });
  const bytes = new Uint8Array(getTransactionEncoder().encode(signed));
  if (bytes.length > MAX_TRANSACTION_SIZE) {
    throw new ProductApiError(
      400,
      'TRANSACTION_TOO_LARGE',
      `With the fee payer added the transaction is ${bytes.length} bytes, over the ${MAX_TRANSACTION_SIZE}-byte limit`,
    );
  }
  return bytes;
}

function decode(bytes: Uint8Array) {
  let transaction: Transaction;
  try {
    transaction = getTransactionDecoder().decode(bytes);
  } catch (cause) {
    throw invalidTransaction(cause);
  }
  let message: CompiledTransactionMessage;
  try {
    message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
  } catch (cause) {
    throw invalidTransaction(cause);
  }
  if (message.version !== 'legacy' && message.version !== 0) {
    throw new ProductApiError(
      400,
      'UNSUPPORTED_TRANSACTION_VERSION',
      `Transaction version ${message.version} is not supported; send a legacy or v0 transaction`,
    );
  }
  if (message.staticAccounts.length === 0 || message.instructions.length === 0) {
    throw invalidTransaction(new Error('the message has no accounts or no instructions'));
  }
  return { transaction, message };
}

function invalidTransaction(cause: unknown) {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new ProductApiError(400, 'INVALID_TRANSACTION', `Invalid transaction: ${reason}`);
}
