import {
  type Address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  generateKeyPairSigner,
  getTransactionEncoder,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { beforeAll, describe, expect, it } from 'vitest';
import { LATCHKEY_ERROR__PRODUCT_API__SPONSORED_TRANSACTION_CHANGED } from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import {
  type SponsorAnswerOptions,
  type SponsorMessage,
  sponsorAnswer,
} from './sponsor-answer.fixture.js';
import { verifySponsoredTransaction } from './verify-sponsored-transaction.js';

// The sponsor's first answers built the way a server builds them — its fee payer put in front of
// the accounts, every index one up, every slot empty — then tampered with one way at a time. The
// honest answer passes; every tampering is refused before anyone signs.

const BLOCKHASH = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d' as Blockhash;
let sender: KeyPairSigner;
let sponsor: KeyPairSigner;
let other: KeyPairSigner;
let recipient: Address;
let original: Uint8Array;

beforeAll(async () => {
  [sender, sponsor, other] = (await Promise.all([1, 2, 3].map(() => generateKeyPairSigner()))) as [
    KeyPairSigner,
    KeyPairSigner,
    KeyPairSigner,
  ];
  recipient = (await generateKeyPairSigner()).address;
  original = unsignedTransfer(1_000_000n);
});

function unsignedTransfer(amount: bigint, from: Address = sender.address) {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(from, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: BLOCKHASH, lastValidBlockHeight: 100n },
        m,
      ),
    (m) =>
      appendTransactionMessageInstructions(
        [
          getTransferSolInstruction({
            source: createNoopSigner(from),
            destination: recipient,
            amount,
          }),
        ],
        m,
      ),
  );
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
}

/** What an honest sponsor answers, with `change` applied to the message before it signs. */
function sponsored(
  change?: (message: SponsorMessage) => SponsorMessage,
  options: Omit<SponsorAnswerOptions, 'change'> = {},
) {
  return sponsorAnswer(original, sponsor, { ...options, ...(change ? { change } : {}) });
}

async function refusal(answer: Uint8Array, extra: { feePayer?: string } = {}) {
  try {
    await verifySponsoredTransaction({
      original,
      sponsored: answer,
      sender: sender.address,
      ...extra,
    });
  } catch (error) {
    expect(isLatchkeyError(error, LATCHKEY_ERROR__PRODUCT_API__SPONSORED_TRANSACTION_CHANGED)).toBe(
      true,
    );
    return (error as Error).message;
  }
  throw new Error('expected the answer to be refused');
}

describe('verifySponsoredTransaction', () => {
  it("accepts an honest answer and names the sponsor's fee payer", async () => {
    const answer = await sponsored();
    expect(
      await verifySponsoredTransaction({ original, sponsored: answer, sender: sender.address }),
    ).toBe(sponsor.address);
    expect(
      await verifySponsoredTransaction({
        original,
        sponsored: answer,
        sender: sender.address,
        feePayer: sponsor.address,
      }),
    ).toBe(sponsor.address);
  });

  it('refuses every change beyond the fee payer, naming it', async () => {
    const cases: [string, Promise<Uint8Array> | Uint8Array, RegExp][] = [
      [
        'blockhash',
        sponsored((m) => ({ ...m, lifetimeToken: sponsor.address })),
        /the blockhash differs/,
      ],
      [
        'instruction data',
        sponsored((m) => ({
          ...m,
          instructions: m.instructions.map((i) => ({
            ...i,
            data: new Uint8Array([2, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8]),
          })),
        })),
        /instruction 1 differs/,
      ],
      [
        'an added instruction',
        sponsored((m) => ({ ...m, instructions: [...m.instructions, ...m.instructions] })),
        /instructions were added or removed/,
      ],
      [
        'a removed instruction',
        sponsored((m) => ({ ...m, instructions: [] })),
        /instructions were added or removed/,
      ],
      [
        'an account swapped',
        sponsored((m) => ({
          ...m,
          staticAccounts: m.staticAccounts.map((a) => (a === recipient ? other.address : a)),
        })),
        /the accounts differ/,
      ],
      [
        'an extra writable account',
        sponsored((m) => ({ ...m, staticAccounts: [...m.staticAccounts, other.address] })),
        /the accounts differ/,
      ],
      [
        'a readonly account made writable',
        sponsored((m) => ({ ...m, header: { ...m.header, numReadonlyNonSignerAccounts: 0 } })),
        /the signers or writable accounts differ/,
      ],
      [
        'the sender as fee payer',
        sponsored(undefined, { signer: sender, feePayer: sender.address }),
        /the sender is still the fee payer|not a transaction/,
      ],
      // The fee payer signs only after the sender: any signature in step one's answer is refused.
      [
        "the fee payer's own signature before the sender's",
        sponsored(undefined, { signer: sponsor }),
        /already filled in/,
      ],
      ['a garbage signature', sponsored(undefined, { forge: true }), /already filled in/],
      [
        "another key's signature in the fee payer's slot",
        sponsored(undefined, { signatureFrom: other }),
        /already filled in/,
      ],
      [
        'another message version',
        sponsored((m) => {
          const { addressTableLookups: _, ...legacy } = m;
          return { ...legacy, version: 'legacy' } as unknown as SponsorMessage;
        }),
        /the message version differs/,
      ],
      [
        "an instruction's account pointed at another address",
        sponsored((m) => ({
          ...m,
          instructions: m.instructions.map((i) => ({
            ...i,
            // The destination becomes the sender: the same accounts, another address used.
            accountIndices: (i.accountIndices ?? []).map(() => 1),
          })),
        })),
        /instruction 1 differs/,
      ],
      [
        'an address lookup table added',
        sponsored((m) => ({
          ...m,
          addressTableLookups: [
            { lookupTableAddress: other.address, writableIndexes: [0], readonlyIndexes: [] },
          ],
        })),
        /the address lookup tables differ/,
      ],
      [
        'a fee payer already among the accounts',
        sponsored(undefined, { feePayer: recipient, signer: sender }),
        /the fee payer is already an account of the transaction/,
      ],
      [
        'bytes after the message',
        sponsored(undefined, { trailing: new Uint8Array([1, 2, 3]) }),
        /bytes beyond its content/,
      ],
      ['another slot signed', sponsored(undefined, { alsoSign: [sender] }), /already filled in/],
      ['not a transaction', new Uint8Array([1, 2, 3]), /not a transaction/],
      ['oversized', new Uint8Array(1300), /over the 1232-byte limit/],
    ];
    for (const [name, answer, reason] of cases) {
      expect(await refusal(await answer), name).toMatch(reason);
    }
    expect(await refusal(await sponsored(), { feePayer: other.address })).toMatch(
      /not [1-9A-HJ-NP-Za-km-z]+$/,
    );
  });

  it('refuses reordered instructions and a sender dropped from the signers', async () => {
    const twice = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(sender.address, m),
      (m) =>
        setTransactionMessageLifetimeUsingBlockhash(
          { blockhash: BLOCKHASH, lastValidBlockHeight: 100n },
          m,
        ),
      (m) =>
        appendTransactionMessageInstructions(
          [1n, 2n].map((amount) =>
            getTransferSolInstruction({
              source: createNoopSigner(sender.address),
              destination: recipient,
              amount,
            }),
          ),
          m,
        ),
    );
    const saved = original;
    original = new Uint8Array(getTransactionEncoder().encode(compileTransaction(twice)));
    try {
      expect(
        await refusal(
          await sponsored((m) => ({ ...m, instructions: [...m.instructions].reverse() })),
        ),
      ).toMatch(/instruction 1 differs/);
    } finally {
      original = saved;
    }
    expect(
      await refusal(
        await sponsored((m) => ({ ...m, header: { ...m.header, numSignerAccounts: 1 } })),
      ),
    ).toMatch(/signers or writable accounts differ/);
  });
});
