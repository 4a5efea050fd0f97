import { getTransactionEncoder, type SignaturesMap } from '@solana/kit';
import { decodeWireTransaction } from './decode-transaction.js';
import { sameBytes } from './same-bytes.js';

/**
 * Puts back the signatures a wallet dropped while it signed: a transaction that arrives partly
 * signed (a sponsor's fee payer signed it first) must leave the wallet with those signatures,
 * but a wallet that re-signs the old web3.js way (`Transaction.sign`) zeroes every slot but its
 * own. Only slots the wallet left empty over the same message are filled; a wallet that changed
 * the message, or filled a slot itself, gets its answer back unchanged.
 */
export function restoreDroppedSignatures(sent: Uint8Array, signed: Uint8Array): Uint8Array {
  const before = decodeWireTransaction(sent)?.transaction;
  const after = decodeWireTransaction(signed)?.transaction;
  if (!before || !after) return signed;
  if (!sameBytes(before.messageBytes, after.messageBytes)) return signed;
  const dropped = Object.entries(before.signatures).filter(
    ([signer, signature]) => signature && !after.signatures[signer as keyof SignaturesMap],
  );
  if (dropped.length === 0) return signed;
  return new Uint8Array(
    getTransactionEncoder().encode({
      ...after,
      signatures: { ...after.signatures, ...Object.fromEntries(dropped) },
    }),
  );
}
