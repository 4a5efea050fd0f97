import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solToLamports } from '../amounts/sol-amount.js';
import { tokenAmountToBaseUnits } from '../amounts/token-amount.js';
import { createCustodyClient } from '../custody/create-custody-client.js';
import { readRedirectParameters } from '../deeplink/redirect-parameters.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { buildTransactionPreview } from '../preview/build-transaction-preview.js';
import { fakeConnection } from '../preview/preview-transactions.fixture.js';
import { PREVIEWED, simulationAnswers } from '../preview/simulation-answer-arbitraries.fixture.js';
import type { TransactionPreview } from '../preview/transaction-preview.js';
import { createProductApiClient } from '../product-api/create-product-api-client.js';
import { decodeTransaction } from '../transactions/decode-transaction.js';
import { parseDestination } from '../transactions/parse-address.js';
import { validateWalletBookEntry } from '../wallet-book/validate-wallet-book-entry.js';
import { recordRobustness } from './robustness-record.fixture.js';

// Every parser that takes outside data, fed thousands of hostile inputs (fixed seeds, so CI
// replays the same ones): each input is either read or refused with a LatchkeyError — never
// another exception, never a hang (each property has a time limit).

const SEED = 20261123;

type Outcome = 'read' | 'rejected';
function outcomeOf(run: () => unknown): Outcome {
  try {
    run();
    return 'read';
  } catch (error) {
    if (!isLatchkeyError(error)) throw error;
    return 'rejected';
  }
}
async function outcomeOfAsync(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    await run();
    return 'read';
  } catch (error) {
    if (!isLatchkeyError(error)) throw error;
    return 'rejected';
  }
}

/**
 * Runs a property over `numRuns` inputs and records what was tried, handled and rejected as
 * counted, not as planned: a crash is tried but not handled, and a run cut short by its time
 * limit fails (`markInterruptAsFailure`) rather than reporting inputs it never tried.
 */
function fuzz<T>(
  name: string,
  arbitrary: fc.Arbitrary<T>,
  numRuns: number,
  check: (value: T) => Outcome,
) {
  const counts = { tried: 0, handled: 0, rejected: 0 };
  try {
    fc.assert(
      fc.property(arbitrary, (value) => {
        counts.tried += 1;
        if (check(value) === 'rejected') counts.rejected += 1;
        counts.handled += 1;
      }),
      { seed: SEED, numRuns, interruptAfterTimeLimit: 20_000, markInterruptAsFailure: true },
    );
  } finally {
    recordRobustness({ category: 'hostile', name, ...counts });
  }
  expect(counts.tried).toBe(numRuns);
  return counts.rejected;
}
async function fuzzAsync<T>(
  name: string,
  arbitrary: fc.Arbitrary<T>,
  numRuns: number,
  check: (value: T) => Promise<Outcome>,
) {
  const counts = { tried: 0, handled: 0, rejected: 0 };
  try {
    await fc.assert(
      fc.asyncProperty(arbitrary, async (value) => {
        counts.tried += 1;
        if ((await check(value)) === 'rejected') counts.rejected += 1;
        counts.handled += 1;
      }),
      { seed: SEED, numRuns, interruptAfterTimeLimit: 20_000, markInterruptAsFailure: true },
    );
  } finally {
    recordRobustness({ category: 'hostile', name, ...counts });
  }
  expect(counts.tried).toBe(numRuns);
  return counts.rejected;
}

// Strings built from the characters that break parsers, plus anything at all.
const nasty = fc.oneof(
  fc.string({
    unit: fc.constantFrom(...'0123456789.-+eE, _\u00a0\u202e٣'.split('')),
    maxLength: 40,
  }),
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
);
const anything = fc.anything({ maxDepth: 3 });

describe('hostile input', () => {
  it('decimal amounts (SOL and token)', () => {
    const rejected = fuzz(
      'decimal amounts',
      fc.oneof(nasty, fc.double(), fc.integer()),
      5000,
      (value) =>
        outcomeOf(() => {
          solToLamports(value as string);
          tokenAmountToBaseUnits(value as string, 6);
        }),
    );
    expect(rejected).toBeGreaterThan(1000);
  });

  it('addresses and destinations', () => {
    const base58ish = fc.string({
      unit: fc.constantFrom(
        ...'123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0OIl'.split(''),
      ),
      minLength: 30,
      maxLength: 46,
    });
    fuzz('addresses', fc.oneof(base58ish, nasty, anything), 5000, (value) =>
      outcomeOf(() => parseDestination(value)),
    );
  });

  it('deep-link redirect query parameters', () => {
    const names = fc.constantFrom(
      'data',
      'nonce',
      'phantom_encryption_public_key',
      'errorCode',
      'errorMessage',
      'x',
    );
    const query = fc
      .array(fc.tuple(names, nasty), { maxLength: 6 })
      .map(
        (pairs) =>
          `https://app.example/?${pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`,
      );
    fuzz('deep-link parameters', fc.oneof(query, nasty), 5000, (url) =>
      outcomeOf(() => readRedirectParameters(url)),
    );
  });

  it('transactions (wire bytes from a wallet or a server)', () => {
    fuzz('transaction bytes', fc.uint8Array({ maxLength: 400 }), 3000, (bytes) =>
      outcomeOf(() => decodeTransaction(bytes)),
    );
  });

  it('wallet-book entries', () => {
    fuzz('wallet-book entries', anything, 3000, (value) =>
      outcomeOf(() => validateWalletBookEntry(value)),
    );
  });

  it('custody provider answers (status and body)', async () => {
    const answer = fc.record({
      status: fc.constantFrom(200, 400, 401, 404, 429, 500, 502),
      body: fc.oneof(
        nasty,
        anything.map((value) => JSON.stringify({ activity: value })),
        anything.map((value) => JSON.stringify(value) ?? 'null'),
        fc.constant('{"activity":{"status":"ACTIVITY_STATUS_COMPLETED"}}'),
      ),
    });
    await fuzzAsync('custody answers', answer, 1000, async ({ status, body }) => {
      const client = createCustodyClient({
        baseUrl: 'https://custody.example',
        stamper: { stamp: async () => ({ stampHeaderName: 'X-Stamp', stampHeaderValue: 'x' }) },
        polling: { intervalMs: 0, maxPolls: 1 },
        fetch: async () => new Response(body, { status }),
      });
      return outcomeOfAsync(() =>
        client.submit('sign_raw_payload', {
          type: 'ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2',
          organizationId: 'org',
          parameters: {},
        }),
      );
    });
  });

  it('product API answers (sponsored transactions)', async () => {
    const answer = fc.record({
      status: fc.constantFrom(200, 400, 403, 500),
      body: fc.oneof(
        nasty,
        anything.map((value) => JSON.stringify(value) ?? 'null'),
      ),
    });
    await fuzzAsync('product API answers', answer, 1000, async ({ status, body }) => {
      const api = createProductApiClient({
        baseUrl: 'https://api.example/api/v0',
        environmentId: 'env',
        fetch: async () => new Response(body, { status }),
      });
      return outcomeOfAsync(() =>
        api.optimizeTransaction({
          address: '11111111111111111111111111111111',
          transaction: new Uint8Array(8),
        }),
      );
    });
  });

  it('simulation answers (what a node says a transaction will do)', async () => {
    // Right answers read as their exact changes; an answer broken where a balance is decided reads
    // with its changes unknown; anything else is read or refused. Never a wrong number.
    const rejected = await fuzzAsync(
      'simulation answers',
      simulationAnswers,
      3000,
      async (answer) => {
        const { connection } = fakeConnection(() => answer.result);
        let preview: TransactionPreview | undefined;
        const outcome = await outcomeOfAsync(async () => {
          preview = await buildTransactionPreview({
            connection,
            transaction: PREVIEWED.transaction,
            address: PREVIEWED.user,
          });
        });
        if (answer.kind === 'right') expect(preview?.changes).toEqual(answer.changes);
        if (answer.kind === 'broken')
          expect([outcome, preview?.changes]).toEqual(['read', undefined]);
        return outcome;
      },
    );
    expect(rejected).toBeGreaterThan(100);
  });
});
