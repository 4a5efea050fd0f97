import {
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  generateKeyPairSigner,
  getTransactionDecoder,
  getTransactionEncoder,
  type KeyPairSigner,
  partiallySignTransaction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { beforeAll, describe, expect, it } from 'vitest';
import { sponsorAnswer } from '../sponsorship/sponsor-answer.fixture.js';
import { restoreDroppedSignatures } from './restore-dropped-signatures.js';

// A sponsored transaction reaches the wallet with the fee payer's signature in slot 0. A wallet
// that re-signs the old web3.js way zeroes it; the SDK puts it back before sending.

let sender: KeyPairSigner;
let sponsor: KeyPairSigner;
let sponsored: Uint8Array;

const encode = (transaction: Parameters<ReturnType<typeof getTransactionEncoder>['encode']>[0]) =>
  new Uint8Array(getTransactionEncoder().encode(transaction));

beforeAll(async () => {
  [sender, sponsor] = (await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()])) as [
    KeyPairSigner,
    KeyPairSigner,
  ];
  const recipient = (await generateKeyPairSigner()).address;
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(sender.address, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d' as Blockhash,
          lastValidBlockHeight: 100n,
        },
        m,
      ),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({
          source: createNoopSigner(sender.address),
          destination: recipient,
          amount: 1n,
        }),
        m,
      ),
  );
  sponsored = await sponsorAnswer(encode(compileTransaction(message)), sponsor);
});

/** The wallet's own signature only, every other slot zeroed (web3.js `Transaction.sign`). */
async function signDroppingOthers(bytes: Uint8Array) {
  const transaction = getTransactionDecoder().decode(bytes);
  const emptied = Object.fromEntries(
    Object.keys(transaction.signatures).map((signer) => [signer, null]),
  );
  return encode(
    await partiallySignTransaction([sender.keyPair], { ...transaction, signatures: emptied }),
  );
}

describe('restoreDroppedSignatures', () => {
  it("puts back the sponsor's signature a wallet zeroed, keeping the wallet's", async () => {
    const dropped = await signDroppingOthers(sponsored);
    expect(getTransactionDecoder().decode(dropped).signatures[sponsor.address]).toBeNull();
    const restored = getTransactionDecoder().decode(restoreDroppedSignatures(sponsored, dropped));
    const before = getTransactionDecoder().decode(sponsored);
    expect(restored.signatures[sponsor.address]).toEqual(before.signatures[sponsor.address]);
    expect(restored.signatures[sender.address]).toEqual(
      getTransactionDecoder().decode(dropped).signatures[sender.address],
    );
  });

  it('returns a wallet answer that kept every signature as it is', async () => {
    const kept = encode(
      await partiallySignTransaction([sender.keyPair], getTransactionDecoder().decode(sponsored)),
    );
    expect(restoreDroppedSignatures(sponsored, kept)).toBe(kept);
  });

  it('leaves a changed message, and bytes that are no transaction, to fail downstream', async () => {
    const other = await generateKeyPairSigner();
    const changed = await sponsorAnswer(sponsored, other);
    expect(restoreDroppedSignatures(sponsored, changed)).toBe(changed);
    const garbage = new Uint8Array([1, 2, 3]);
    expect(restoreDroppedSignatures(sponsored, garbage)).toBe(garbage);
  });
});
