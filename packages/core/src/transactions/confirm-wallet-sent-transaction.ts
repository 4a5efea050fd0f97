import { address, getBase58Encoder, getBase64Encoder, type Signature } from '@solana/kit';
import { LATCHKEY_ERROR__WALLET__SIGNED_TRANSACTION_MISMATCH } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { verifyEd25519Signature } from '../sign-in/verify-ed25519-signature.js';
import { abortableSleep } from './abortable-sleep.js';
import { type ConfirmationOptions, confirmTransaction } from './confirm-transaction.js';
import { decodeWireTransaction } from './decode-transaction.js';
import { verifyWalletSignedTransaction } from './verify-wallet-signed-transaction.js';

/** Parameters of {@link confirmWalletSentTransaction}. */
export interface ConfirmWalletSentTransactionParameters extends ConfirmationOptions {
  /** The id the wallet answered with (base58). */
  signature: string;
  /** The wire bytes the wallet was asked to sign and send. */
  asked: Uint8Array;
  /** The connected account, whose signature must be in what landed. */
  signer: string | undefined;
  /**
   * The most priority fee (lamports) the wallet may have set. A wallet that sends itself has
   * already spent it when this is checked: the send is reported as refused, never as a success.
   */
  maxWalletPriorityFeeLamports?: bigint | undefined;
  signal?: AbortSignal;
}

/**
 * Follows a transaction a wallet signed and sent itself (a native sign-and-send, or a deep
 * link's) to confirmation, then makes sure what landed is what was asked for: the id must be the
 * fee payer's signature over the asked message; when it is not (a wallet that added a priority
 * fee), the landed transaction is read back and must carry the asked message with only Compute
 * Budget changes, every signature valid. A wallet that answered with another transaction's id,
 * or sent something else, ends in a typed error instead of a success. Returns what the wallet
 * added that was accepted (e.g. `['priority fee']`).
 *
 * @throws {LatchkeyError} 'Transaction timed out', 'Transaction expired before it was confirmed:
 *   its blockhash is no longer valid', 'Transaction failed', or 'The wallet returned a
 *   transaction that does not match the request: {reason}'.
 */
export async function confirmWalletSentTransaction(
  parameters: ConfirmWalletSentTransactionParameters,
): Promise<{ readonly walletAdditions: readonly string[] }> {
  await confirmTransaction(parameters);
  return { walletAdditions: await verifySentTransaction(parameters) };
}

/** How often, and how long apart, a confirmed transaction is looked for before giving up. */
const READ_BACK_TRIES = 4;
const READ_BACK_PAUSE_MS = 500;

/** What the wallet added that was accepted (read back only when the id is not the asked one's). */
async function verifySentTransaction(
  parameters: ConfirmWalletSentTransactionParameters,
): Promise<readonly string[]> {
  const { asked, signature, connection } = parameters;
  const refuse = (reason: string) =>
    new LatchkeyError(LATCHKEY_ERROR__WALLET__SIGNED_TRANSACTION_MISMATCH, { context: { reason } });
  const read = decodeWireTransaction(asked);
  if (!read) return []; // not a transaction: the wallet was the one to judge it
  const messageBytes = new Uint8Array(read.transaction.messageBytes);
  const feePayer = read.message.staticAccounts[0];
  const id = new Uint8Array(getBase58Encoder().encode(signature));
  // The usual case: the fee payer signed exactly the asked message, so that message landed.
  if (feePayer && (await verifyEd25519Signature(address(feePayer), messageBytes, [id]))) return [];
  for (let attempt = 0; ; attempt += 1) {
    const landed = await connection.rpc
      .getTransaction(signature as Signature, {
        encoding: 'base64',
        maxSupportedTransactionVersion: 0,
        commitment: connection.commitment === 'processed' ? 'confirmed' : connection.commitment,
      })
      .send(parameters.signal ? { abortSignal: parameters.signal } : {});
    if (landed) {
      const [wire] = landed.transaction;
      const { additions } = await verifyWalletSignedTransaction({
        asked,
        signed: new Uint8Array(getBase64Encoder().encode(wire)),
        signer: parameters.signer,
        maxPriorityFeeLamports: parameters.maxWalletPriorityFeeLamports,
      });
      return additions;
    }
    if (attempt + 1 >= READ_BACK_TRIES) throw refuse('what it sent could not be read back');
    await abortableSleep(READ_BACK_PAUSE_MS, parameters.signal);
  }
}
