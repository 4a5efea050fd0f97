import { getBase58Encoder, address as toAddress } from '@solana/kit';
import { LATCHKEY_ERROR__DEEPLINK__MALFORMED_RESPONSE } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { verifyEd25519Signature } from '../sign-in/verify-ed25519-signature.js';
import { verifyWalletSignedTransaction } from '../transactions/verify-wallet-signed-transaction.js';
import type { DeepLinkResultData, PendingDeepLinkRequest } from './deep-link-types.js';

/**
 * Ties a deep-link answer to the request it claims to answer: a message signature must be the
 * wallet's over the stored message, and a signed transaction must carry the stored transaction's
 * message with valid signatures. A sign-and-send answer is held to the stored transaction after
 * confirmation (`confirmWalletSentTransaction`). An old answer replayed while another request is
 * pending signs something else, so it is refused. Loaded only when an answer comes back.
 *
 * @throws {LatchkeyError} 'The wallet's answer is malformed: {reason}', or 'The wallet returned a
 *   transaction that does not match the request: {reason}'.
 */
export async function checkAnswerBinding(parameters: {
  pending: PendingDeepLinkRequest;
  data: DeepLinkResultData;
  address: string | undefined;
}): Promise<void> {
  const { pending, data, address } = parameters;
  const refuse = (reason: string) =>
    new LatchkeyError(LATCHKEY_ERROR__DEEPLINK__MALFORMED_RESPONSE, { context: { reason } });
  if (!address || data.method === 'connect') return;
  const asked = (pending.transactions ?? []).map(
    (encoded) => new Uint8Array(getBase58Encoder().encode(encoded)),
  );
  switch (data.method) {
    case 'signMessage':
      if (
        !(await verifyEd25519Signature(toAddress(address), data.signedMessage, [data.signature]))
      ) {
        throw refuse("the signature is not the wallet's over the message asked for");
      }
      return;
    case 'signTransaction':
    case 'signAllTransactions': {
      const signed = data.method === 'signTransaction' ? [data.transaction] : data.transactions;
      if (asked.length === 0) return; // a request stored before answers were bound
      if (signed.length !== asked.length) throw refuse('it holds another number of transactions');
      for (const [index, transaction] of signed.entries()) {
        await verifyWalletSignedTransaction({
          asked: asked[index] as Uint8Array,
          signed: transaction,
          signer: address,
        });
      }
      return;
    }
    case 'signAndSendTransaction':
      // Its signature is checked against what landed, once confirmed (a wallet may have added a
      // priority fee, so the asked message alone cannot judge it).
      return;
  }
}
