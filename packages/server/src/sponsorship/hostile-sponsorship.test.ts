import {
  type Address,
  address,
  type Blockhash,
  createNoopSigner,
  generateKeyPairSigner,
  getCompiledTransactionMessageDecoder,
  getCompiledTransactionMessageEncoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type Instruction,
  type KeyPairSigner,
  partiallySignTransaction,
  type TransactionMessageBytes,
} from '@solana/kit';
import {
  getSetComputeUnitLimitInstruction,
  getSetComputeUnitPriceInstruction,
} from '@solana-program/compute-budget';
import {
  getAdvanceNonceAccountInstruction,
  getAssignInstruction,
  getTransferSolInstruction,
} from '@solana-program/system';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createLatchkeyServer, type LatchkeyServer } from '../create-latchkey-server.js';
import type { Database } from '../database/database.js';
import { createPgliteDatabase } from '../database/pglite-database.js';
import type { ServerErrorCode } from '../server-error.js';
import {
  cosignRequest,
  optimizeRequest,
  type SponsorshipStack,
  signWith,
  startSponsorshipStack,
} from '../testing/sponsorship-stack.fixture.js';
import { MEMO_PROGRAM } from './sponsorship-policy.js';

// Every way we know to make a fee payer pay for what it should not: each request is refused with
// its typed error, the fee payer signs nothing, no record is written and its balance is intact.
// What the policy can tell from the bytes is refused in step one (optimizeTransaction) without a
// network call; what only the network can tell (an unknown blockhash, a failing transaction) in
// step two (signSponsoredTransaction), after the sender signed.

// Refusals that need only the bytes and the database: none may cost an RPC call.
const STATIC: readonly ServerErrorCode[] = [
  'INVALID_TRANSACTION',
  'UNSUPPORTED_TRANSACTION_VERSION',
  'TRANSACTION_ALREADY_SIGNED',
  'SENDER_NOT_SIGNER',
  'FEE_PAYER_NOT_ALLOWED',
  'FEE_PAYER_MISSING',
  'TRANSACTION_TOO_LARGE',
  'TOO_MANY_SIGNATURES',
  'PROGRAM_NOT_ALLOWED',
  'ACCOUNT_NOT_ALLOWED',
  'ADDRESS_LOOKUP_NOT_ALLOWED',
  'DURABLE_NONCE_NOT_ALLOWED',
  'COMPUTE_BUDGET_NOT_ALLOWED',
  'FEE_TOO_HIGH',
  'SIGNATURE_INVALID',
  'QUOTA_EXCEEDED',
  'UNAUTHORIZED',
];

const DENIED = address('Sysvar1nstructions1111111111111111111111111');

let stack: SponsorshipStack;
let database: Database;
let server: LatchkeyServer;
let tried = 0;
let refused: string[] = [];

beforeAll(async () => {
  stack = await startSponsorshipStack();
  database = await createPgliteDatabase();
  server = await createLatchkeyServer({
    database,
    environments: { 'env-test': { authToken: 'token-test' } },
    sponsorship: {
      feePayer: stack.feePayer,
      rpcUrl: stack.sandbox.urls.rpc,
      policy: { maxFeeLamports: 12_000n, disallowedAccounts: [DENIED] },
    },
  });
});
afterAll(async () => {
  await server?.close();
  await stack?.stop();
});

async function recordCount() {
  const { rows } = await database.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM sponsored_transactions',
  );
  return rows[0]?.count ?? 0;
}

/**
 * Sends one hostile request; it must be refused with `code`, and nothing signed or recorded. With
 * `signers`, step one must pass and the transaction, signed by them, is refused in step two.
 */
async function expectRefused(
  name: string,
  code: ServerErrorCode,
  sender: string,
  transaction: Uint8Array | string,
  options: { authToken?: string; signers?: readonly KeyPairSigner[] } = {},
) {
  const records = await recordCount();
  const payer = await stack.balance(stack.feePayer.address);
  let body = typeof transaction === 'string' ? transaction : stack.toBase64(transaction);
  let request = optimizeRequest(sender, body, options);
  if (options.signers) {
    const prepared = await server.fetch(request, { clientIp: '203.0.113.66' });
    expect(prepared.status, name).toBe(200);
    const { transaction: answer } = (await prepared.json()) as { transaction: string };
    body = stack.toBase64(await signWith(answer, options.signers));
    request = cosignRequest(sender, body, options);
  }
  stack.sandbox.solana.requests.reset();
  const response = await server.fetch(request, { clientIp: '203.0.113.66' });
  const answer = (await response.json()) as { error?: { code: string }; transaction?: string };
  if (STATIC.includes(code)) expect(stack.sandbox.solana.requests.count(), name).toBe(0);
  tried += 1;
  expect(answer.transaction, name).toBeUndefined();
  expect(response.status, name).toBeGreaterThanOrEqual(400);
  expect(response.status, name).toBeLessThan(500);
  expect(answer.error?.code, name).toBe(code);
  expect(await recordCount(), name).toBe(records);
  expect(await stack.balance(stack.feePayer.address), name).toBe(payer);
  refused.push(name);
}

function report(name: string, count: number, rejected: number) {
  onTestFinished(({ task }) => {
    if (task.result?.state === 'fail') return;
    task.meta.robustness = [
      ...(task.meta.robustness ?? []),
      { category: 'sponsorship', name, tried: count, handled: rejected, rejected },
    ];
  });
}

describe('hostile sponsorship requests', () => {
  it('refuses every fee-payer drain attempt with a typed error and signs nothing', async () => {
    tried = 0;
    refused = [];
    const sender = await stack.funded();
    const other = await stack.funded();
    const recipient = (await generateKeyPairSigner()).address;
    const payer = createNoopSigner(stack.feePayer.address);
    const transfer = getTransferSolInstruction({
      source: sender,
      destination: recipient,
      amount: 1_000_000n,
    });
    const build = (instructions: Instruction[]) => stack.build(sender.address, instructions);

    // A priority fee (the one-instruction drain), an oversized compute limit, a repeated request.
    await expectRefused(
      'priority fee',
      'COMPUTE_BUDGET_NOT_ALLOWED',
      sender.address,
      await build([
        getSetComputeUnitPriceInstruction({ microLamports: 1_000_000_000_000n }),
        transfer,
      ]),
    );
    await expectRefused(
      'compute limit',
      'COMPUTE_BUDGET_NOT_ALLOWED',
      sender.address,
      await build([getSetComputeUnitLimitInstruction({ units: 1_400_000 }), transfer]),
    );
    await expectRefused(
      'repeated price',
      'COMPUTE_BUDGET_NOT_ALLOWED',
      sender.address,
      await build([
        getSetComputeUnitPriceInstruction({ microLamports: 1n }),
        getSetComputeUnitPriceInstruction({ microLamports: 1n }),
        transfer,
      ]),
    );
    // The fee payer anywhere but as fee payer: as a transfer's source, as a writable destination,
    // assigned to another program, or as the transaction's own fee payer slot.
    await expectRefused(
      'transfer from fee payer',
      'FEE_PAYER_NOT_ALLOWED',
      sender.address,
      await build([
        transfer,
        getTransferSolInstruction({
          source: payer,
          destination: sender.address,
          amount: 5_000_000_000n,
        }),
      ]),
    );
    await expectRefused(
      'fee payer writable',
      'FEE_PAYER_NOT_ALLOWED',
      sender.address,
      await build([
        getTransferSolInstruction({
          source: sender,
          destination: stack.feePayer.address,
          amount: 1n,
        }),
      ]),
    );
    await expectRefused(
      'assign fee payer',
      'FEE_PAYER_NOT_ALLOWED',
      sender.address,
      await build([
        transfer,
        getAssignInstruction({ account: payer, programAddress: sender.address }),
      ]),
    );
    await expectRefused(
      'fee payer as payer',
      'SENDER_NOT_SIGNER',
      stack.feePayer.address,
      await stack.build(stack.feePayer.address, [
        getTransferSolInstruction({ source: payer, destination: recipient, amount: 1n }),
      ]),
    );
    // Too many signatures, a program off the list, a durable nonce, a denied account.
    const extra = await Promise.all([1, 2, 3].map(() => generateKeyPairSigner()));
    await expectRefused(
      'too many signatures',
      'TOO_MANY_SIGNATURES',
      sender.address,
      await build([
        transfer,
        ...extra.map((signer) =>
          getTransferSolInstruction({ source: signer, destination: recipient, amount: 1n }),
        ),
      ]),
    );
    await expectRefused(
      'foreign program',
      'PROGRAM_NOT_ALLOWED',
      sender.address,
      await build([
        transfer,
        {
          programAddress: (await generateKeyPairSigner()).address,
          accounts: [],
          data: new Uint8Array([1]),
        },
      ]),
    );
    await expectRefused(
      'durable nonce',
      'DURABLE_NONCE_NOT_ALLOWED',
      sender.address,
      await build([
        getAdvanceNonceAccountInstruction({ nonceAccount: other.address, nonceAuthority: sender }),
        transfer,
      ]),
    );
    await expectRefused(
      'denied account',
      'ACCOUNT_NOT_ALLOWED',
      sender.address,
      await build([
        transfer,
        {
          programAddress: MEMO_PROGRAM as Address,
          accounts: [{ address: DENIED, role: 0 }],
          data: new Uint8Array([104]),
        },
      ]),
    );
    // Too big once the fee payer is in; a lookup table that could hide the fee payer.
    await expectRefused(
      'oversized',
      'TRANSACTION_TOO_LARGE',
      sender.address,
      await build([
        transfer,
        { programAddress: MEMO_PROGRAM as Address, data: new Uint8Array(1000).fill(97) },
      ]),
    );
    const plain = getTransactionDecoder().decode(await build([transfer]));
    const compiled = getCompiledTransactionMessageDecoder().decode(plain.messageBytes);
    const withLookup = getCompiledTransactionMessageEncoder().encode({
      ...compiled,
      version: 0,
      addressTableLookups: [
        { lookupTableAddress: other.address, writableIndexes: [0], readonlyIndexes: [] },
      ],
    } as typeof compiled) as TransactionMessageBytes;
    await expectRefused(
      'address lookup table',
      'ADDRESS_LOOKUP_NOT_ALLOWED',
      sender.address,
      new Uint8Array(getTransactionEncoder().encode({ ...plain, messageBytes: withLookup })),
    );
    // A fee over the cap (three signatures, 15,000 lamports, against a 12,000 cap).
    await expectRefused(
      'fee over the cap',
      'FEE_TOO_HIGH',
      sender.address,
      await build([
        transfer,
        getTransferSolInstruction({ source: other, destination: recipient, amount: 1_000_000n }),
      ]),
    );
    // Signed already (the fee payer would void the signature), not the sender's, stale, failing.
    await expectRefused(
      'already signed',
      'TRANSACTION_ALREADY_SIGNED',
      sender.address,
      new Uint8Array(
        getTransactionEncoder().encode(await partiallySignTransaction([sender.keyPair], plain)),
      ),
    );
    await expectRefused(
      'sender not a signer',
      'SENDER_NOT_SIGNER',
      recipient,
      await build([transfer]),
    );
    const stale = getCompiledTransactionMessageEncoder().encode({
      ...compiled,
      lifetimeToken: (await generateKeyPairSigner()).address as string as Blockhash,
    }) as TransactionMessageBytes;
    await expectRefused(
      'unknown blockhash',
      'BLOCKHASH_NOT_FOUND',
      sender.address,
      new Uint8Array(getTransactionEncoder().encode({ ...plain, messageBytes: stale })),
      { signers: [sender] },
    );
    await expectRefused(
      'fails in simulation',
      'SIMULATION_FAILED',
      sender.address,
      await build([
        getTransferSolInstruction({
          source: sender,
          destination: recipient,
          amount: 10_000_000_000_000n,
        }),
      ]),
      { signers: [sender] },
    );
    // Not a transaction at all, and the wrong token.
    await expectRefused('not base64', 'INVALID_TRANSACTION', sender.address, 'not base64!');
    await expectRefused(
      'garbage bytes',
      'INVALID_TRANSACTION',
      sender.address,
      new Uint8Array([1, 2, 3]),
    );
    await expectRefused('wrong token', 'UNAUTHORIZED', sender.address, await build([transfer]), {
      authToken: 'guessed',
    });
    expect(refused).toHaveLength(tried);
    // One line of the report per kind of attempt.
    for (const name of refused) report(name, 1, 1);
  });

  /**
   * Prepares a transfer, changes its sponsored message bytes with `alter`, has the sender sign
   * them and sends them to step two: refused with `message`, no RPC call and no record.
   */
  async function expectSignedAlterationRefused(
    clientIp: string,
    alter: (messageBytes: TransactionMessageBytes) => Uint8Array,
    message: string,
  ) {
    const sender = await stack.funded();
    const recipient = (await generateKeyPairSigner()).address;
    const unsigned = await stack.build(sender.address, [
      getTransferSolInstruction({ source: sender, destination: recipient, amount: 1_000n }),
    ]);
    const prepared = await server.fetch(optimizeRequest(sender.address, stack.toBase64(unsigned)), {
      clientIp,
    });
    const { transaction } = (await prepared.json()) as { transaction: string };
    const sponsored = getTransactionDecoder().decode(await signWith(transaction, []));
    const altered = alter(sponsored.messageBytes) as never as TransactionMessageBytes;
    const signed = await signWith(
      new Uint8Array(getTransactionEncoder().encode({ ...sponsored, messageBytes: altered })),
      [sender],
    );
    const records = await recordCount();
    stack.sandbox.solana.requests.reset();
    const response = await server.fetch(cosignRequest(sender.address, stack.toBase64(signed)), {
      clientIp,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: 'INVALID_TRANSACTION', message },
    });
    expect(stack.sandbox.solana.requests.count()).toBe(0);
    expect(await recordCount()).toBe(records);
  }

  it('refuses message bytes that are more than the message, though the sender signed them', async () => {
    // One byte after the message: the policy would read the message, the signatures cover more.
    await expectSignedAlterationRefused(
      '203.0.113.69',
      (bytes) => new Uint8Array([...bytes, 0]),
      'Invalid transaction: bytes follow the message',
    );
    report('bytes after the signed message', 1, 1);
  });

  it('refuses a message spelled another way than the network encodes it, though the sender signed it', async () => {
    // The count of static accounts (after the v0 prefix and the three header bytes) in two bytes,
    // 0x80 | n then 0x00: Kit reads the same message, the signatures cover other bytes.
    await expectSignedAlterationRefused(
      '203.0.113.70',
      (bytes) => {
        expect(bytes[0]).toBe(0x80);
        const count = bytes[4] as number;
        const respelled = new Uint8Array([
          ...bytes.subarray(0, 4),
          count | 0x80,
          0,
          ...bytes.subarray(5),
        ]);
        const decoder = getCompiledTransactionMessageDecoder();
        expect(decoder.decode(respelled)).toEqual(decoder.decode(bytes));
        return respelled;
      },
      'Invalid transaction: the message is not spelled as the network encodes it',
    );
    report('a respelled signed message', 1, 1);
  });

  it('refuses 300 random byte strings posing as transactions', async () => {
    const sender = await stack.funded();
    const records = await recordCount();
    let rejected = 0;
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 1300 }), async (bytes) => {
        const response = await server.fetch(
          optimizeRequest(sender.address, stack.toBase64(bytes)),
          {
            clientIp: '203.0.113.67',
          },
        );
        const answer = (await response.json()) as { error?: { code: string } };
        expect(response.status).toBe(400);
        expect(answer.error?.code).toMatch(/^[A-Z_]+$/);
        rejected += 1;
      }),
      { seed: 20261124, numRuns: 300 },
    );
    expect(await recordCount()).toBe(records);
    report('random transaction bytes', 300, rejected);
  });

  it('refuses 300 random byte strings posing as signed transactions in step two, without an RPC call', async () => {
    const sender = await stack.funded();
    const records = await recordCount();
    let rejected = 0;
    stack.sandbox.solana.requests.reset();
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 1300 }), async (bytes) => {
        const response = await server.fetch(cosignRequest(sender.address, stack.toBase64(bytes)), {
          clientIp: '203.0.113.68',
        });
        const answer = (await response.json()) as { error?: { code: string } };
        expect(response.status).toBe(400);
        expect(answer.error?.code).toMatch(/^[A-Z_]+$/);
        rejected += 1;
      }),
      { seed: 20261126, numRuns: 300 },
    );
    expect(await recordCount()).toBe(records);
    expect(stack.sandbox.solana.requests.count()).toBe(0);
    report('random signed-transaction bytes', 300, rejected);
  });
});
