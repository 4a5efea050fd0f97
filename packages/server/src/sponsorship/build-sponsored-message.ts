import {
  type CompiledTransactionMessage,
  getCompiledTransactionMessageDecoder,
  getCompiledTransactionMessageEncoder,
  getTransactionDecoder,
  type Transaction,
  type TransactionMessageBytes,
} from '@solana/kit';
import { ServerError } from '../server-error.js';
import { readComputeBudget } from './read-compute-budget.js';
import {
  COMPUTE_BUDGET_PROGRAM,
  type SponsorshipPolicy,
  SYSTEM_PROGRAM,
} from './sponsorship-policy.js';

/** Largest legacy or v0 wire transaction the network accepts (PROTOCOLS §6). */
export const MAX_TRANSACTION_SIZE = 1232;

// System program's AdvanceNonceAccount: a durable nonce would let a signed transaction wait for
// days, outliving the day its quota was counted in.
const ADVANCE_NONCE_ACCOUNT = 4;

/** What {@link buildSponsoredMessage} found and made. */
export interface SponsoredMessage {
  /** The message with the fee payer in front, as the fee payer will sign it. */
  readonly messageBytes: TransactionMessageBytes;
  /** Its signers in slot order, the fee payer first. */
  readonly signers: readonly string[];
  /** The serialized transaction's size once signed, in bytes. */
  readonly size: number;
}

/**
 * Checks a sender's unsigned transaction against the policy and puts the fee payer in front of
 * it. Only the static account list changes (the fee payer first, every index one up), so the
 * blockhash, instructions and data stay byte for byte as the sender built them and a wallet can
 * check exactly that.
 *
 * The fee payer is allowed in one place only, as fee payer: any other mention (an instruction
 * account that could move its lamports or tokens, a writable account, a program) is refused, as
 * are lookup tables (they could hide it), durable nonces, programs off the allowlist, accounts on
 * the denylist, too many signatures, oversized transactions and Compute Budget requests over the
 * caps.
 *
 * @throws {ServerError} 400 with `INVALID_TRANSACTION`, `UNSUPPORTED_TRANSACTION_VERSION`,
 *   `TRANSACTION_ALREADY_SIGNED`, `SENDER_NOT_SIGNER`, `FEE_PAYER_NOT_ALLOWED`,
 *   `ADDRESS_LOOKUP_NOT_ALLOWED`, `DURABLE_NONCE_NOT_ALLOWED`, `PROGRAM_NOT_ALLOWED`,
 *   `ACCOUNT_NOT_ALLOWED`, `COMPUTE_BUDGET_NOT_ALLOWED`, `TOO_MANY_SIGNATURES` or
 *   `TRANSACTION_TOO_LARGE`.
 * @example
 * ```ts
 * const { messageBytes } = buildSponsoredMessage({ transaction, sender, feePayer, policy });
 * ```
 */
export function buildSponsoredMessage(parameters: {
  transaction: Uint8Array;
  sender: string;
  feePayer: string;
  policy: SponsorshipPolicy;
}): SponsoredMessage {
  const { sender, feePayer, policy } = parameters;
  const { transaction, message } = decode(parameters.transaction);
  if (Object.values(transaction.signatures).some((signature) => signature !== null)) {
    throw new ServerError(
      400,
      'TRANSACTION_ALREADY_SIGNED',
      'The transaction is already signed; send it unsigned so the fee payer can be set first',
    );
  }
  if ('addressTableLookups' in message && (message.addressTableLookups ?? []).length > 0) {
    throw new ServerError(
      400,
      'ADDRESS_LOOKUP_NOT_ALLOWED',
      'Transactions with address lookup tables are not sponsored',
    );
  }
  const accounts: readonly string[] = message.staticAccounts;
  const signers = accounts.slice(0, message.header.numSignerAccounts);
  if (sender === feePayer || !signers.includes(sender)) {
    throw new ServerError(
      400,
      'SENDER_NOT_SIGNER',
      `The address ${sender} is not a required signer of the transaction`,
    );
  }
  if (accounts.includes(feePayer)) {
    throw new ServerError(
      400,
      'FEE_PAYER_NOT_ALLOWED',
      'The transaction names the fee payer; it may appear only as the fee payer, which the server sets',
    );
  }
  const denied = accounts.find((account) => policy.disallowedAccounts.includes(account));
  if (denied) {
    throw new ServerError(400, 'ACCOUNT_NOT_ALLOWED', `The account ${denied} is not sponsored`);
  }
  const computeBudget: Uint8Array[] = [];
  for (const instruction of message.instructions) {
    const program = accounts[instruction.programAddressIndex] ?? '';
    if (!policy.allowedPrograms.includes(program)) {
      throw new ServerError(400, 'PROGRAM_NOT_ALLOWED', `The program ${program} is not sponsored`);
    }
    const data = (instruction.data ?? new Uint8Array()) as Uint8Array;
    if (program === COMPUTE_BUDGET_PROGRAM) computeBudget.push(data);
    if (
      program === SYSTEM_PROGRAM &&
      data.length >= 4 &&
      new DataView(data.buffer, data.byteOffset, 4).getUint32(0, true) === ADVANCE_NONCE_ACCOUNT
    ) {
      throw new ServerError(
        400,
        'DURABLE_NONCE_NOT_ALLOWED',
        'Durable-nonce transactions are not sponsored; use a recent blockhash',
      );
    }
  }
  readComputeBudget(computeBudget, policy);
  const signerCount = message.header.numSignerAccounts + 1;
  if (signerCount > policy.maxSignatures) {
    throw new ServerError(
      400,
      'TOO_MANY_SIGNATURES',
      `The transaction needs ${signerCount} signatures with the fee payer's; at most ${policy.maxSignatures} are sponsored`,
    );
  }
  const sponsored: CompiledTransactionMessage = {
    ...message,
    header: { ...message.header, numSignerAccounts: signerCount },
    staticAccounts: [
      feePayer,
      ...message.staticAccounts,
    ] as CompiledTransactionMessage['staticAccounts'],
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
      sponsored,
    ) as TransactionMessageBytes;
  } catch (cause) {
    throw invalidTransaction(cause);
  }
  // shortvec count (1 byte below 128) + 64 bytes per signature + the message.
  const size = 1 + 64 * signerCount + messageBytes.length;
  if (size > MAX_TRANSACTION_SIZE) {
    throw new ServerError(
      400,
      'TRANSACTION_TOO_LARGE',
      `With the fee payer added the transaction is ${size} bytes, over the ${MAX_TRANSACTION_SIZE}-byte limit`,
    );
  }
  return { messageBytes, signers: sponsored.staticAccounts.slice(0, signerCount), size };
}

function decode(bytes: Uint8Array) {
  if (bytes.length > MAX_TRANSACTION_SIZE) {
    throw new ServerError(
      400,
      'TRANSACTION_TOO_LARGE',
      `The transaction is ${bytes.length} bytes, over the ${MAX_TRANSACTION_SIZE}-byte limit`,
    );
  }
  let transaction: Transaction;
  let message: CompiledTransactionMessage;
  try {
    transaction = getTransactionDecoder().decode(bytes);
    message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
  } catch (cause) {
    throw invalidTransaction(cause);
  }
  if (message.version !== 'legacy' && message.version !== 0) {
    throw new ServerError(
      400,
      'UNSUPPORTED_TRANSACTION_VERSION',
      `Transaction version ${String(message.version)} is not supported; send a legacy or v0 transaction`,
    );
  }
  if (message.staticAccounts.length === 0 || message.instructions.length === 0) {
    throw invalidTransaction(new Error('the message has no accounts or no instructions'));
  }
  return { transaction, message };
}

function invalidTransaction(cause: unknown) {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new ServerError(
    400,
    'INVALID_TRANSACTION',
    `Invalid transaction: ${reason}`.slice(0, 300),
  );
}
