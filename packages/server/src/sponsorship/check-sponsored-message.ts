import { SYSTEM_PROGRAM } from '@latchkey/core/transactions';
import type { ReadonlyUint8Array } from '@solana/kit';
import { ServerError } from '../server-error.js';
import { checkComputeBudget } from './check-compute-budget.js';
import {
  invalidTransaction,
  MAX_TRANSACTION_SIZE,
  type SponsorableMessage,
} from './read-wire-transaction.js';
import { LAMPORTS_PER_SIGNATURE, type SponsorshipPolicy } from './sponsorship-policy.js';

// System program's AdvanceNonceAccount: a durable nonce would let a signed transaction wait for
// days, outliving the day its quota was counted in.
const ADVANCE_NONCE_ACCOUNT = 4;

/** What {@link checkSponsoredMessage} found. */
export interface CheckedSponsoredMessage {
  /** The signers in slot order, the fee payer first. */
  readonly signers: readonly string[];
  /**
   * The most the network will charge the fee payer: base fee per signature plus price × the
   * limit the runtime applies (its default when none is set), in lamports.
   */
  readonly maxFeeLamports: bigint;
}

/**
 * Holds a message that has the fee payer in front to the policy, with no network call. The fee
 * payer is allowed in one place only, as fee payer: any other mention (an instruction account
 * that could move its lamports or tokens, a program) is refused, as are accounts listed twice,
 * lookup tables (they could hide it), durable nonces, programs off the allowlist, accounts on the
 * denylist, too many signatures, oversized transactions, Compute Budget requests over the caps
 * and a fee — computed as the runtime will charge it — over the cap.
 *
 * @param messageBytes the exact bytes that are signed, which the caller has checked are the
 *   message and nothing more (`assertExactMessageBytes`): its size counts.
 * @throws {ServerError} 400 with `INVALID_TRANSACTION`, `FEE_PAYER_MISSING`, `SENDER_NOT_SIGNER`,
 *   `FEE_PAYER_NOT_ALLOWED`, `ADDRESS_LOOKUP_NOT_ALLOWED`, `DURABLE_NONCE_NOT_ALLOWED`,
 *   `PROGRAM_NOT_ALLOWED`, `ACCOUNT_NOT_ALLOWED`, `COMPUTE_BUDGET_NOT_ALLOWED`,
 *   `TOO_MANY_SIGNATURES`, `TRANSACTION_TOO_LARGE` or `FEE_TOO_HIGH`.
 */
export function checkSponsoredMessage(
  message: SponsorableMessage,
  messageBytes: ReadonlyUint8Array,
  parameters: { sender: string; feePayer: string; policy: SponsorshipPolicy },
): CheckedSponsoredMessage {
  const { sender, feePayer, policy } = parameters;
  const accounts: readonly string[] = message.staticAccounts;
  const { numSignerAccounts, numReadonlySignerAccounts, numReadonlyNonSignerAccounts } =
    message.header;
  if (
    numSignerAccounts < 1 ||
    numReadonlySignerAccounts >= numSignerAccounts ||
    numSignerAccounts + numReadonlyNonSignerAccounts > accounts.length
  ) {
    throw invalidTransaction(new Error('the header does not fit the accounts'));
  }
  if ('addressTableLookups' in message && (message.addressTableLookups ?? []).length > 0) {
    throw new ServerError(
      400,
      'ADDRESS_LOOKUP_NOT_ALLOWED',
      'Transactions with address lookup tables are not sponsored',
    );
  }
  if (accounts[0] !== feePayer) {
    throw new ServerError(
      400,
      'FEE_PAYER_MISSING',
      "The sponsor's fee payer is not the transaction's fee payer; have it sponsored (optimizeTransaction) first",
    );
  }
  const signers = accounts.slice(0, numSignerAccounts);
  if (sender === feePayer || !signers.includes(sender)) {
    throw new ServerError(
      400,
      'SENDER_NOT_SIGNER',
      `The address ${sender} is not a required signer of the transaction`,
    );
  }
  const feePayerNamed = () =>
    new ServerError(
      400,
      'FEE_PAYER_NOT_ALLOWED',
      'The transaction names the fee payer; it may appear only as the fee payer, which the server sets',
    );
  if (accounts.indexOf(feePayer, 1) !== -1) throw feePayerNamed();
  // The network refuses an account listed twice (AccountLoadedTwice): a 400 here, not an RPC error.
  if (new Set(accounts).size !== accounts.length) {
    throw invalidTransaction(new Error('an account is listed twice'));
  }
  const denied = accounts.find((account) => policy.disallowedAccounts.includes(account));
  if (denied) {
    throw new ServerError(400, 'ACCOUNT_NOT_ALLOWED', `The account ${denied} is not sponsored`);
  }
  for (const instruction of message.instructions) {
    const indices = [instruction.programAddressIndex, ...(instruction.accountIndices ?? [])];
    if (indices.some((index) => index >= accounts.length)) {
      throw invalidTransaction(new Error('an instruction points past the accounts'));
    }
    if (indices.includes(0)) throw feePayerNamed();
    const program = accounts[instruction.programAddressIndex] as string;
    if (!policy.allowedPrograms.includes(program)) {
      throw new ServerError(400, 'PROGRAM_NOT_ALLOWED', `The program ${program} is not sponsored`);
    }
    const data = (instruction.data ?? new Uint8Array()) as Uint8Array;
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
  const { price, limit } = checkComputeBudget(message, policy);
  if (numSignerAccounts > policy.maxSignatures) {
    throw new ServerError(
      400,
      'TOO_MANY_SIGNATURES',
      `The transaction needs ${numSignerAccounts} signatures with the fee payer's; at most ${policy.maxSignatures} are sponsored`,
    );
  }
  // shortvec count (1 byte below 128) + 64 bytes per signature + the message.
  const size = 1 + 64 * numSignerAccounts + messageBytes.length;
  if (size > MAX_TRANSACTION_SIZE) {
    throw new ServerError(
      400,
      'TRANSACTION_TOO_LARGE',
      `With the fee payer added the transaction is ${size} bytes, over the ${MAX_TRANSACTION_SIZE}-byte limit`,
    );
  }
  // What the runtime charges: per signature, plus price (micro-lamports) × limit, rounded up.
  const maxFeeLamports =
    LAMPORTS_PER_SIGNATURE * BigInt(numSignerAccounts) +
    (price * BigInt(limit) + 999_999n) / 1_000_000n;
  if (maxFeeLamports > policy.maxFeeLamports) {
    throw new ServerError(
      400,
      'FEE_TOO_HIGH',
      `The fee of up to ${maxFeeLamports} lamports is over the ${policy.maxFeeLamports}-lamport cap`,
    );
  }
  return { signers, maxFeeLamports };
}
