import { createNoopSigner, isAddress } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import fc from 'fast-check';
import {
  simulationResult,
  testAddress,
  tokenBalance,
  wireTransaction,
} from './preview-transactions.fixture.js';
import type { BalanceChange } from './transaction-preview.js';

// Simulation answers for the hostile-input tests: ones that are right (with the changes they
// must read as), ones broken in exactly one place that decides a balance (whose changes must be
// unknown), and anything at all (read or refused, never a crash).

const U64_MAX = 2n ** 64n - 1n;

/** For tests: who previews, and the transaction (keys: the user, the recipient, System). */
export const PREVIEWED = {
  user: testAddress(1),
  mint: testAddress(3),
  transaction: wireTransaction(
    [
      getTransferSolInstruction({
        source: createNoopSigner(testAddress(1)),
        destination: testAddress(2),
        amount: 1n,
      }),
    ],
    { feePayer: testAddress(1) },
  ),
};
const KEY_COUNT = 3;

/** A generated answer, and what the preview must make of it. */
export type GeneratedAnswer =
  | { kind: 'right'; result: unknown; changes: BalanceChange[] }
  | { kind: 'broken'; result: unknown }
  | { kind: 'anything'; result: unknown };

const u64 = fc.bigInt({ min: 0n, max: U64_MAX });
const balances = fc.array(u64, { minLength: KEY_COUNT, maxLength: KEY_COUNT });

const FEE = 5000n;
const right = fc
  .record({
    // The user pays the fee: their balance before holds it.
    pre: fc.tuple(fc.bigInt({ min: FEE, max: U64_MAX }), u64, u64),
    post: balances,
    before: u64,
    after: u64,
  })
  .map(({ pre, post, before, after }): GeneratedAnswer => {
    const { user, mint } = PREVIEWED;
    // The fee has a line of its own: the SOL change gives it back.
    const sol = (post[0] ?? 0n) + FEE - pre[0];
    return {
      kind: 'right',
      result: simulationResult({
        fee: FEE,
        preBalances: pre,
        postBalances: post,
        preTokenBalances: [tokenBalance(1, mint, user, String(before))],
        postTokenBalances: [tokenBalance(1, mint, user, String(after))],
      }),
      changes: [
        ...(sol === 0n ? [] : [{ mint: undefined, symbol: 'SOL', decimals: 9, amount: sol }]),
        ...(after === before
          ? []
          : [{ mint, symbol: undefined, decimals: 6, amount: after - before }]),
      ],
    };
  });

const notU64 = fc.oneof(
  fc.bigInt({ min: -(2n ** 80n), max: -1n }),
  fc.bigInt({ min: U64_MAX + 1n, max: 2n ** 100n }),
  fc.double().filter((value) => !(Number.isSafeInteger(value) && value >= 0)),
  fc.string({ maxLength: 24 }),
  fc.constantFrom(null, true, [], {}),
);
const notAmount = fc.oneof(
  fc
    .string({ maxLength: 24 })
    .filter((text) => !(/^(0|[1-9][0-9]{0,19})$/.test(text) && BigInt(text) <= U64_MAX)),
  fc.bigInt({ min: U64_MAX + 1n, max: 2n ** 100n }).map(String),
  fc.bigInt({ min: -(2n ** 70n), max: -1n }).map(String),
  fc.integer(),
  fc.constantFrom(null, undefined, '1.5', '1e3', '007', ' 1'),
);
const notIndex = fc.oneof(
  fc.integer({ min: KEY_COUNT }),
  fc.integer({ max: -1 }),
  fc.double().filter((value) => !Number.isInteger(value)),
  fc.string({ maxLength: 4 }),
  fc.constantFrom(null, undefined, 2n ** 64n),
);
const notAddress = fc.oneof(
  fc.string({ maxLength: 50 }).filter((text) => !isAddress(text)),
  fc.integer(),
  fc.constantFrom(null, undefined, '1111111111111111111111111111111'),
);
const notDecimals = fc.oneof(
  fc.integer({ min: 256 }),
  fc.integer({ max: -1 }),
  fc.double().filter((value) => !Number.isInteger(value)),
  fc.constantFrom(null, '6', 2n ** 64n),
);
const notTokenEntry = fc.oneof(
  fc
    .anything({ maxDepth: 2 })
    .filter((value) => typeof value !== 'object' || value === null || Array.isArray(value)),
);

function withTokenEntry(change: (entry: ReturnType<typeof tokenBalance>) => unknown) {
  const { user, mint } = PREVIEWED;
  return simulationResult({
    preBalances: [10n, 0n, 1n],
    postBalances: [9n, 1n, 1n],
    preTokenBalances: [tokenBalance(1, mint, user, '5')],
    postTokenBalances: [change(tokenBalance(1, mint, user, '3'))],
  });
}

const broken: fc.Arbitrary<GeneratedAnswer> = fc
  .oneof(
    fc.tuple(balances, fc.nat({ max: KEY_COUNT - 1 }), notU64).map(([list, at, bad]) =>
      simulationResult({
        preBalances: list.map((item, index) => (index === at ? bad : item)),
        postBalances: list,
      }),
    ),
    fc
      .array(u64, { maxLength: 8 })
      .filter((list) => list.length !== KEY_COUNT)
      .map((list) => simulationResult({ preBalances: [1n, 1n, 1n], postBalances: list })),
    notIndex.map((bad) => withTokenEntry((entry) => ({ ...entry, accountIndex: bad }))),
    notAddress.map((bad) => withTokenEntry((entry) => ({ ...entry, mint: bad }))),
    notAddress.map((bad) => withTokenEntry((entry) => ({ ...entry, owner: bad }))),
    notAmount.map((bad) =>
      withTokenEntry((entry) => ({
        ...entry,
        uiTokenAmount: { ...entry.uiTokenAmount, amount: bad },
      })),
    ),
    notDecimals.map((bad) =>
      withTokenEntry((entry) => ({
        ...entry,
        uiTokenAmount: { ...entry.uiTokenAmount, decimals: bad },
      })),
    ),
    notTokenEntry.map((bad) => withTokenEntry(() => bad)),
    notU64
      .filter((bad) => bad !== null)
      .map((bad) =>
        simulationResult({ fee: bad, preBalances: [1n, 1n, 1n], postBalances: [2n, 1n, 1n] }),
      ),
    fc.constant(
      simulationResult({
        preBalances: [1n, 1n, 1n],
        postBalances: [1n, 1n, 1n],
        preTokenBalances: [
          tokenBalance(1, PREVIEWED.mint, PREVIEWED.user, '1'),
          tokenBalance(1, PREVIEWED.mint, PREVIEWED.user, '2'),
        ],
      }),
    ),
  )
  .map((result) => ({ kind: 'broken', result }));

const anything: fc.Arbitrary<GeneratedAnswer> = fc
  .oneof(
    fc.anything({ maxDepth: 3 }),
    fc.record({ value: fc.anything({ maxDepth: 3 }) }),
    fc
      .tuple(
        fc.constantFrom(
          'err',
          'logs',
          'fee',
          'preBalances',
          'postTokenBalances',
          'loadedAddresses',
        ),
        fc.anything({ maxDepth: 3, withBigInt: true }),
      )
      .map(([field, value]) =>
        simulationResult({ preBalances: [1n, 1n, 1n], postBalances: [1n, 1n, 1n], [field]: value }),
      ),
  )
  .map((result) => ({ kind: 'anything', result }));

/** For tests: simulation answers, right, broken in one place, or anything at all. */
export const simulationAnswers: fc.Arbitrary<GeneratedAnswer> = fc.oneof(right, broken, anything);
