import {
  type Address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  generateKeyPairSigner,
  getTransactionDecoder,
  getTransactionEncoder,
  type KeyPairSigner,
  pipe,
  type SignatureBytes,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  signBytes,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { beforeAll, describe, expect, it } from 'vitest';
import { LATCHKEY_ERROR__PRODUCT_API__SPONSORED_TRANSACTION_CHANGED } from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { cosignAnswer, sponsorAnswer } from './sponsor-answer.fixture.js';
import { verifyCosignedTransaction } from './verify-cosigned-transaction.js';

// The sponsor's second answer: what the wallet signed, with the fee payer's signature added. The
// honest one passes; an answer that swaps the message, drops or replaces the wallet's signature
// or carries a fee-payer signature that does not verify is refused before it is sent.

const BLOCKHASH = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d' as Blockhash;
let sender: KeyPairSigner;
let sponsor: KeyPairSigner;
let other: KeyPairSigner;
let signed: Uint8Array;

function transfer(amount: bigint, recipient: Address) {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(sender.address, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: BLOCKHASH, lastValidBlockHeight: 100n },
        m,
      ),
    (m) =>
      appendTransactionMessageInstructions(
        [
          getTransferSolInstruction({
            source: createNoopSigner(sender.address),
            destination: recipient,
            amount,
          }),
        ],
        m,
      ),
  );
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
}

/** Step one's answer for `amount`, signed by the sender as a wallet signs it. */
async function walletSigned(amount: bigint, recipient: Address) {
  return sponsorAnswer(transfer(amount, recipient), sponsor, { alsoSign: [sender] });
}

type Decoded = ReturnType<ReturnType<typeof getTransactionDecoder>['decode']>;
const decode = (bytes: Uint8Array) => getTransactionDecoder().decode(bytes);
const encode = (transaction: Decoded) =>
  new Uint8Array(getTransactionEncoder().encode(transaction));
const withSlot = (bytes: Uint8Array, slot: string, signature: Uint8Array | null) => {
  const decoded = decode(bytes);
  return encode({
    ...decoded,
    signatures: { ...decoded.signatures, [slot]: signature as SignatureBytes | null },
  });
};

beforeAll(async () => {
  [sender, sponsor, other] = (await Promise.all([1, 2, 3].map(() => generateKeyPairSigner()))) as [
    KeyPairSigner,
    KeyPairSigner,
    KeyPairSigner,
  ];
  signed = await walletSigned(1_000_000n, other.address);
});

async function refusal(cosigned: Uint8Array) {
  const error = await verifyCosignedTransaction({
    signed,
    cosigned,
    feePayer: sponsor.address,
  }).then(
    () => new Error('expected the answer to be refused'),
    (caught: unknown) => caught,
  );
  expect(isLatchkeyError(error, LATCHKEY_ERROR__PRODUCT_API__SPONSORED_TRANSACTION_CHANGED)).toBe(
    true,
  );
  return (error as Error).message;
}

describe('verifyCosignedTransaction', () => {
  it("accepts the wallet's transaction with the fee payer's valid signature added", async () => {
    await expect(
      verifyCosignedTransaction({
        signed,
        cosigned: await cosignAnswer(signed, sponsor),
        feePayer: sponsor.address,
      }),
    ).resolves.toBeUndefined();
  });

  it('refuses any other answer, naming what is wrong', async () => {
    const honest = await cosignAnswer(signed, sponsor);
    const message = decode(signed).messageBytes;
    const cases: [string, Uint8Array, RegExp][] = [
      [
        'another transfer, co-signed',
        await cosignAnswer(await walletSigned(9_000_000n, other.address), sponsor),
        /the message differs from the one the wallet signed/,
      ],
      ['the fee payer unsigned', signed, /fee payer's signature does not verify/],
      [
        'a garbage fee-payer signature',
        withSlot(signed, sponsor.address, new Uint8Array(64).fill(7)),
        /fee payer's signature does not verify/,
      ],
      [
        "another key's signature as the fee payer's",
        withSlot(signed, sponsor.address, await signBytes(other.keyPair.privateKey, message)),
        /fee payer's signature does not verify/,
      ],
      [
        "the sender's signature dropped",
        withSlot(honest, sender.address, null),
        /the signature for .* differs from the one the wallet gave/,
      ],
      [
        "the sender's signature replaced",
        withSlot(honest, sender.address, await signBytes(other.keyPair.privateKey, message)),
        /the signature for .* differs from the one the wallet gave/,
      ],
      ['not a transaction', new Uint8Array([1, 2, 3]), /not a transaction/],
    ];
    for (const [name, answer, reason] of cases) {
      expect(await refusal(answer), name).toMatch(reason);
    }
    await expect(
      verifyCosignedTransaction({ signed, cosigned: honest, feePayer: other.address }),
    ).rejects.toThrow(/the fee payer is \w+, not \w+/);
  });
});
