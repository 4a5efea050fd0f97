import { address } from '@solana/kit';
import { LATCHKEY_ERROR__PRODUCT_API__SPONSORED_TRANSACTION_CHANGED } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { verifyEd25519Signature } from '../sign-in/verify-ed25519-signature.js';
import { decodeWireTransaction } from '../transactions/decode-transaction.js';
import { sameBytes } from '../transactions/same-bytes.js';

/**
 * Checks the sponsor's second answer (`signSponsoredTransaction`) before it is sent: the very
 * message bytes the wallet signed, the fee payer's ed25519 signature valid over them (through
 * WebCrypto), and every other slot exactly as the wallet left it — the sender's signature kept.
 * So the sponsor cannot swap the transaction, drop or replace a signature, or answer with one the
 * network would refuse.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__PRODUCT_API__SPONSORED_TRANSACTION_CHANGED`: 'The
 *   sponsor changed the transaction: {reason}'.
 */
export async function verifyCosignedTransaction(parameters: {
  /** What the wallet signed and the SDK handed the sponsor. */
  signed: Uint8Array;
  /** What the sponsor answered. */
  cosigned: Uint8Array;
  /** The sponsor's fee payer, the first account. */
  feePayer: string;
}): Promise<void> {
  const refuse = (reason: string) =>
    new LatchkeyError(LATCHKEY_ERROR__PRODUCT_API__SPONSORED_TRANSACTION_CHANGED, {
      context: { reason },
    });
  const signed = decodeWireTransaction(parameters.signed)?.transaction;
  const cosigned = decodeWireTransaction(parameters.cosigned)?.transaction;
  if (!signed || !cosigned) throw refuse('the answer is not a transaction');
  if (!sameBytes(signed.messageBytes, cosigned.messageBytes)) {
    throw refuse('the message differs from the one the wallet signed');
  }
  const { feePayer } = parameters;
  const before = signed.signatures as Record<string, Uint8Array | null>;
  const after = cosigned.signatures as Record<string, Uint8Array | null>;
  const slots = Object.keys(after);
  if (slots[0] !== feePayer) throw refuse(`the fee payer is ${slots[0]}, not ${feePayer}`);
  for (const slot of slots) {
    if (slot === feePayer) continue;
    const wallet = filled(before[slot]);
    const answered = filled(after[slot]);
    if (wallet === undefined ? answered !== undefined : !sameBytes(wallet, answered ?? [])) {
      throw refuse(`the signature for ${slot} differs from the one the wallet gave`);
    }
  }
  const signature = filled(after[feePayer]);
  const valid =
    signature !== undefined &&
    (await verifyEd25519Signature(address(feePayer), new Uint8Array(cosigned.messageBytes), [
      signature,
    ]));
  if (!valid) throw refuse("the fee payer's signature does not verify");
}

/** The signature in a slot, or undefined for an empty (null or all-zero) one. */
function filled(signature: Uint8Array | null | undefined): Uint8Array | undefined {
  return signature?.some((byte) => byte !== 0) ? new Uint8Array(signature) : undefined;
}
