// A sponsored SOL transfer as the SDK makes one, for the scripts that drive a running server (the
// sponsorship bench, `npm run test:image`, `npm run drill`): the unsigned transfer, then the two
// steps — optimizeTransaction puts the fee payer in front, the sender signs as a wallet would,
// signSponsoredTransaction has the fee payer sign.
import {
  appendTransactionMessageInstructions,
  compileTransaction,
  createTransactionMessage,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';

const base64 = getBase64Decoder();

/**
 * An unsigned transfer of `amount` lamports from `sender` (its fee payer, until the server puts
 * its own in front) to `recipient`, on `latest`, as base64 wire bytes.
 *
 * @param {{ sender: import('@solana/kit').KeyPairSigner, recipient: string, amount: bigint, latest: { blockhash: string, lastValidBlockHeight: bigint } }} transfer
 * @returns {string}
 */
export function unsignedTransfer({ sender, recipient, amount, latest }) {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(sender.address, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
    (m) =>
      appendTransactionMessageInstructions(
        [getTransferSolInstruction({ source: sender, destination: recipient, amount })],
        m,
      ),
  );
  return base64.decode(getTransactionEncoder().encode(compileTransaction(message)));
}

/**
 * Both steps of a sponsorship through `post(path, body)` (which answers the route's JSON): the
 * first answer's transaction signed by `sender`, the second's returned. A step's refusal is
 * whatever `post` does with it.
 *
 * @param {(path: string, body: object) => Promise<{ transaction: string }>} post
 * @param {{ sender: import('@solana/kit').KeyPairSigner, transaction: string }} request
 * @returns {Promise<string>} the transaction every signer has signed, base64
 */
export async function sponsorInTwoSteps(post, { sender, transaction }) {
  const prepared = await post('optimizeTransaction', {
    solanaTransactionOptimizationRequest: { address: sender.address, transaction },
  });
  const signed = await partiallySignTransaction(
    [sender.keyPair],
    getTransactionDecoder().decode(getBase64Encoder().encode(prepared.transaction)),
  );
  const cosigned = await post('signSponsoredTransaction', {
    address: sender.address,
    transaction: base64.decode(getTransactionEncoder().encode(signed)),
  });
  return cosigned.transaction;
}
