import { type CompiledTransactionMessage, getCompiledTransactionMessageEncoder } from '@solana/kit';
import { LATCHKEY_ERROR__PRODUCT_API__SPONSORED_TRANSACTION_CHANGED } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { decodeWireTransaction } from '../transactions/decode-transaction.js';
import { sameBytes } from '../transactions/same-bytes.js';

/** Largest wire transaction the network accepts (PROTOCOLS §6). */
const MAX_TRANSACTION_SIZE = 1232;

/** Parameters of {@link verifySponsoredTransaction}. */
export interface VerifySponsoredTransactionParameters {
  /** The unsigned transaction the SDK sent to the sponsor. */
  original: Uint8Array;
  /** What the sponsor answered to `optimizeTransaction`. */
  sponsored: Uint8Array;
  /** The sender, who signs next. */
  sender: string;
  /** The sponsor's fee payer, when the host pins it. */
  feePayer?: string | undefined;
}

/**
 * Checks a sponsor's first answer (`optimizeTransaction`) before the wallet signs it: the same
 * message with one change only — the sponsor's fee payer put in front of the accounts as a new
 * writable signer — and every signature slot empty, the fee payer's too (it signs after the
 * sender: `cosignSponsoredTransaction`). So the blockhash, every instruction (program, accounts,
 * data, order), every account's role and the lookup tables are as the sender built them, the
 * sender is still a signer, and the sponsor cannot slip in a transfer, an extra signer, a
 * different fee payer or bytes after the message.
 *
 * @returns the fee payer's address.
 * @throws {LatchkeyError} `LATCHKEY_ERROR__PRODUCT_API__SPONSORED_TRANSACTION_CHANGED`: 'The
 *   sponsor changed the transaction: {reason}', naming what differs.
 */
export async function verifySponsoredTransaction(
  parameters: VerifySponsoredTransactionParameters,
): Promise<string> {
  const { sender } = parameters;
  const refuse = (reason: string) =>
    new LatchkeyError(LATCHKEY_ERROR__PRODUCT_API__SPONSORED_TRANSACTION_CHANGED, {
      context: { reason },
    });
  if (parameters.sponsored.length > MAX_TRANSACTION_SIZE) {
    throw refuse(
      `it is ${parameters.sponsored.length} bytes, over the ${MAX_TRANSACTION_SIZE}-byte limit`,
    );
  }
  const original = decodeWireTransaction(parameters.original);
  const sponsored = decodeWireTransaction(parameters.sponsored);
  if (!original || !sponsored) throw refuse('the answer is not a transaction');
  const before = original.message;
  const after = sponsored.message;
  if (after.version !== before.version) throw refuse('the message version differs');
  if (blockhashOf(after) !== blockhashOf(before)) throw refuse('the blockhash differs');
  const feePayer = after.staticAccounts[0] as string;
  if (feePayer === sender) throw refuse('the sender is still the fee payer');
  if (parameters.feePayer !== undefined && feePayer !== parameters.feePayer) {
    throw refuse(`the fee payer is ${feePayer}, not ${parameters.feePayer}`);
  }
  // The network refuses an account listed twice; a wallet must not be asked to sign one.
  if (before.staticAccounts.includes(feePayer as never)) {
    throw refuse('the fee payer is already an account of the transaction');
  }
  const sameAccounts =
    after.staticAccounts.length === before.staticAccounts.length + 1 &&
    before.staticAccounts.every((account, index) => after.staticAccounts[index + 1] === account);
  if (!sameAccounts) throw refuse('the accounts differ beyond the added fee payer');
  const { header: h0 } = before;
  const { header: h1 } = after;
  if (
    h1.numSignerAccounts !== h0.numSignerAccounts + 1 ||
    h1.numReadonlySignerAccounts !== h0.numReadonlySignerAccounts ||
    h1.numReadonlyNonSignerAccounts !== h0.numReadonlyNonSignerAccounts
  ) {
    throw refuse('the signers or writable accounts differ');
  }
  if (!after.staticAccounts.slice(0, h1.numSignerAccounts).includes(sender as never)) {
    throw refuse('the sender is no longer a signer');
  }
  if (JSON.stringify(lookups(after)) !== JSON.stringify(lookups(before))) {
    throw refuse('the address lookup tables differ');
  }
  // Every index moves up by one, lookup-table entries included: compare what they point at.
  const resolve = (message: CompiledTransactionMessage, shift: number) =>
    instructionsOf(message).map((instruction) =>
      JSON.stringify({
        program: instruction.programAddressIndex - shift,
        accounts: (instruction.accountIndices ?? []).map((index) => index - shift),
        data: [...(instruction.data ?? [])],
      }),
    );
  const a = resolve(before, 0);
  const b = resolve(after, 1);
  if (a.length !== b.length) throw refuse('instructions were added or removed');
  for (const [index, instruction] of a.entries()) {
    if (b[index] !== instruction) throw refuse(`instruction ${index + 1} differs`);
  }
  const messageBytes = new Uint8Array(sponsored.transaction.messageBytes);
  // What the wallet will sign is these bytes, not the decoded message: nothing may hide after it.
  if (!sameBytes(getCompiledTransactionMessageEncoder().encode(after), messageBytes)) {
    throw refuse('the message has bytes beyond its content');
  }
  // The sponsor signs only after the sender: a signature here would be one the wallet is asked
  // to sign over without knowing what it commits the sender to.
  for (const [signer, signature] of Object.entries(sponsored.transaction.signatures)) {
    if (signature && new Uint8Array(signature).some((byte) => byte !== 0)) {
      throw refuse(`a signature for ${signer} is already filled in`);
    }
  }
  return feePayer;
}

function blockhashOf(message: CompiledTransactionMessage): string | undefined {
  return (message as { lifetimeToken?: string }).lifetimeToken;
}

function instructionsOf(message: CompiledTransactionMessage) {
  return 'instructions' in message ? message.instructions : [];
}

function lookups(message: CompiledTransactionMessage) {
  return 'addressTableLookups' in message ? (message.addressTableLookups ?? []) : [];
}
