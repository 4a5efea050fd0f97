import { ed25519 } from '@noble/curves/ed25519.js';
import {
  getAddressEncoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
} from '@solana/kit';
import { ServerError } from '../server-error.js';

/** The SPL Memo program (v3) the SDK writes a Ledger's sign-in into (PROTOCOLS §5). */
const MEMO_PROGRAM = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr';
/**
 * The blockhash a sign-in's memo transaction carries: 32 zero bytes, which no block ever has, so
 * the signed transaction can never land (nobody can spend the user's fee with it).
 */
export const NEVER_VALID_BLOCKHASH = '11111111111111111111111111111111';

/**
 * Reads a Ledger's Sign-In With Solana proof (wallets that cannot sign messages): a legacy
 * transaction, fee payer and only signer the address, one Memo instruction holding the sign-in
 * text, with a blockhash no block has; its ed25519 signature must verify over the transaction's
 * message with the address. Answers the memo's bytes, which are then checked as a signed message
 * is (the challenge, every field).
 *
 * @throws {ServerError} 401 `SIGN_IN_MISMATCH` for any other transaction; 401
 * `SIGNATURE_INVALID` when the signature does not verify.
 */
export function readMemoSignIn(bytes: Uint8Array, address: string): Uint8Array {
  let transaction: ReturnType<ReturnType<typeof getTransactionDecoder>['decode']>;
  let message: ReturnType<ReturnType<typeof getCompiledTransactionMessageDecoder>['decode']>;
  try {
    transaction = getTransactionDecoder().decode(bytes);
    message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
  } catch {
    throw refused('the proof is not a transaction');
  }
  if (message.version !== 'legacy') throw refused('the proof must be a legacy transaction');
  const [instruction, ...more] = message.instructions;
  if (
    message.header.numSignerAccounts !== 1 ||
    message.staticAccounts[0] !== address ||
    message.lifetimeToken !== NEVER_VALID_BLOCKHASH ||
    !instruction ||
    more.length > 0 ||
    message.staticAccounts[instruction.programAddressIndex] !== MEMO_PROGRAM ||
    !instruction.data
  ) {
    throw refused(
      'the proof must be one Memo instruction, signed by the address alone, with a blockhash no block has',
    );
  }
  const signature = transaction.signatures[address as keyof typeof transaction.signatures];
  const publicKey = getAddressEncoder().encode(address as never);
  if (
    !signature ||
    !ed25519.verify(
      new Uint8Array(signature),
      new Uint8Array(transaction.messageBytes),
      new Uint8Array(publicKey),
    )
  ) {
    throw new ServerError(401, 'SIGNATURE_INVALID', "The sign-in's signature is invalid");
  }
  return new Uint8Array(instruction.data);
}

function refused(reason: string): ServerError {
  return new ServerError(
    401,
    'SIGN_IN_MISMATCH',
    `The sign-in does not match its challenge: ${reason}`,
  );
}
