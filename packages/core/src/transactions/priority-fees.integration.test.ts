import { SANDBOX_EPHEMERAL_PORTS, type Sandbox, startSandbox } from '@latchkey/sandbox';
import {
  address,
  generateKeyPairSigner,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type KeyPairSigner,
  partiallySignTransaction,
  type Signature,
} from '@solana/kit';
import {
  COMPUTE_BUDGET_PROGRAM_ADDRESS,
  getSetComputeUnitLimitInstructionDataDecoder,
  getSetComputeUnitPriceInstructionDataDecoder,
} from '@solana-program/compute-budget';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LATCHKEY_ERROR__INPUT__INVALID_PRIORITY_FEE,
  LATCHKEY_ERROR__TRANSACTION__FAILED,
} from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { buildSolTransfer } from './build-sol-transfer.js';
import { buildTokenTransfer } from './build-token-transfer.js';
import type { BuiltTransaction } from './compile-transfer.js';
import { getTransactionFee } from './get-transaction-fee.js';
import { signAndSendTransaction } from './sign-and-send-transaction.js';
import { createSolanaConnection, type SolanaConnection } from './solana-connection.js';

// Priority fees against the sandbox's RPC over a real SVM (20 ms slots). The tests share one
// ledger and run in order: the first sees blocks that paid no priority fee at all.
/** What the builder asked, without the unsubscribe a finished send sends after it returned. */
const requested = () =>
  sandbox.solana.requests.methods().filter((method) => !method.endsWith('Unsubscribe'));

let sandbox: Sandbox;
let connection: SolanaConnection;

beforeAll(async () => {
  sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 20 });
  connection = createSolanaConnection({ rpcUrl: sandbox.urls.rpc, wsUrl: sandbox.urls.ws });
});
afterAll(() => sandbox?.stop());

async function fundedSigner(lamports = 5_000_000_000n): Promise<KeyPairSigner> {
  const signer = await generateKeyPairSigner();
  await sandbox.solana.airdrop(signer.address, lamports);
  return signer;
}

function signWith(signer: KeyPairSigner) {
  return async (bytes: Uint8Array) => {
    const signed = await partiallySignTransaction(
      [signer.keyPair],
      getTransactionDecoder().decode(bytes),
    );
    return new Uint8Array(getTransactionEncoder().encode(signed));
  };
}

async function send(built: BuiltTransaction, signer: KeyPairSigner): Promise<string> {
  const { signature } = await signAndSendTransaction({
    transaction: built.transaction,
    lastValidBlockHeight: built.lastValidBlockHeight,
    sign: signWith(signer),
    connection,
  });
  return signature;
}

/** The Compute Budget instructions in front, decoded, and the programs of the rest. */
function computeBudgetOf(transaction: Uint8Array) {
  const message = getCompiledTransactionMessageDecoder().decode(
    getTransactionDecoder().decode(transaction).messageBytes,
  );
  const instructions = 'instructions' in message ? message.instructions : [];
  const programs = instructions.map((i) => message.staticAccounts[i.programAddressIndex]);
  const budget = instructions.filter(
    (_, index) => programs[index] === COMPUTE_BUDGET_PROGRAM_ADDRESS,
  );
  const data = budget.map((instruction) => instruction.data ?? new Uint8Array());
  return {
    programs,
    price: data
      .filter((bytes) => bytes[0] === 3)
      .map((bytes) => getSetComputeUnitPriceInstructionDataDecoder().decode(bytes).microLamports),
    limit: data
      .filter((bytes) => bytes[0] === 2)
      .map((bytes) => getSetComputeUnitLimitInstructionDataDecoder().decode(bytes).units),
  };
}

async function unitsConsumed(signature: string): Promise<number> {
  const landed = await connection.rpc
    .getTransaction(signature as Signature, {
      encoding: 'base64',
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
    })
    .send();
  return Number(landed?.meta?.computeUnitsConsumed);
}

async function balance(owner: string): Promise<bigint> {
  return (await connection.rpc.getBalance(address(owner), { commitment: 'confirmed' }).send())
    .value;
}

async function errorOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
}

describe("priorityFee: 'auto'", () => {
  it('sets only a limit while no recent block paid a priority fee; three requests, one round trip', async () => {
    const sender = await fundedSigner();
    const recipient = await generateKeyPairSigner();
    sandbox.solana.requests.reset();
    const built = await buildSolTransfer({
      from: sender.address,
      to: recipient.address,
      amount: '0.1',
      connection,
      priorityFee: 'auto',
    });
    expect(requested().sort()).toEqual([
      'getLatestBlockhash',
      'getRecentPrioritizationFees',
      'simulateTransaction',
    ]);
    expect(built.priorityFeeMicroLamports).toBeUndefined();
    expect(built.computeUnitLimit).toBeGreaterThan(0);
    const budget = computeBudgetOf(built.transaction);
    expect(budget.price).toEqual([]);
    expect(budget.limit).toEqual([built.computeUnitLimit]);
    expect(await getTransactionFee({ transaction: built.transaction, connection })).toBe(5000n);
    const signature = await send(built, sender);
    expect(await unitsConsumed(signature)).toBeLessThanOrEqual(built.computeUnitLimit as number);
    expect(await balance(recipient.address)).toBe(100_000_000n);
  });

  it('pays what recent blocks paid to write the same accounts, and lands', async () => {
    const sender = await fundedSigner();
    // A block that paid 7000 µlamports a unit, writing the sender's account.
    await send(
      await buildSolTransfer({
        from: sender.address,
        to: (await generateKeyPairSigner()).address,
        amount: '0.01',
        connection,
        priorityFee: 7000,
      }),
      sender,
    );
    const recent = await connection.rpc
      .getRecentPrioritizationFees([address(sender.address)])
      .send();
    expect(recent.map((fee) => fee.prioritizationFee)).toContain(7000n);

    const recipient = await generateKeyPairSigner();
    sandbox.solana.requests.reset();
    const built = await buildSolTransfer({
      from: sender.address,
      to: recipient.address,
      amount: '0.2',
      connection,
      priorityFee: 'auto',
    });
    const signature = await send(built, sender);
    // Build to confirmed: the usual three, plus the fee read and the simulation.
    expect(requested().sort()).toEqual([
      'getLatestBlockhash',
      'getRecentPrioritizationFees',
      'sendTransaction',
      'signatureSubscribe',
      'simulateTransaction',
    ]);
    expect(built.priorityFeeMicroLamports).toBe(7000n);
    expect(computeBudgetOf(built.transaction).price).toEqual([7000n]);
    expect(await unitsConsumed(signature)).toBeLessThanOrEqual(built.computeUnitLimit as number);
    expect(await balance(recipient.address)).toBe(200_000_000n);
  });
});

describe('priorityFee: micro-lamports', () => {
  it('puts the price and a simulated limit in front of a SOL transfer, which lands and pays them', async () => {
    const sender = await fundedSigner();
    const recipient = await generateKeyPairSigner();
    const before = await balance(sender.address);
    sandbox.solana.requests.reset();
    const built = await buildSolTransfer({
      from: sender.address,
      to: recipient.address,
      amount: '0.25',
      connection,
      priorityFee: 5000,
    });
    expect(requested().sort()).toEqual(['getLatestBlockhash', 'simulateTransaction']);
    const { programs, price, limit } = computeBudgetOf(built.transaction);
    expect(programs).toEqual([
      COMPUTE_BUDGET_PROGRAM_ADDRESS,
      COMPUTE_BUDGET_PROGRAM_ADDRESS,
      '11111111111111111111111111111111',
    ]);
    expect(price).toEqual([5000n]);
    expect(limit).toEqual([built.computeUnitLimit]);
    expect(built.priorityFeeMicroLamports).toBe(5000n);

    const units = built.computeUnitLimit as number;
    const fee = await getTransactionFee({ transaction: built.transaction, connection });
    expect(fee).toBe(5000n + (5000n * BigInt(units) + 999_999n) / 1_000_000n);
    const signature = await send(built, sender);
    const consumed = await unitsConsumed(signature);
    expect(consumed).toBeGreaterThan(0);
    expect(consumed).toBeLessThanOrEqual(units);
    // Three instructions of 150 units each; the limit adds a tenth and 300.
    expect(consumed).toBe(450);
    expect(units).toBe(795);
    expect(await balance(recipient.address)).toBe(250_000_000n);
    expect(await balance(sender.address)).toBe(before - 250_000_000n - fee);
  });

  it('leaves the transaction as it was for 0, and refuses a bad price before any request', async () => {
    const sender = await fundedSigner();
    const to = (await generateKeyPairSigner()).address;
    sandbox.solana.requests.reset();
    const built = await buildSolTransfer({
      from: sender.address,
      to,
      amount: '0.1',
      connection,
      priorityFee: 0,
    });
    expect(requested()).toEqual(['getLatestBlockhash']);
    expect(computeBudgetOf(built.transaction).programs).toEqual([
      '11111111111111111111111111111111',
    ]);
    expect(built).not.toHaveProperty('computeUnitLimit');
    expect(built).not.toHaveProperty('priorityFeeMicroLamports');

    sandbox.solana.requests.reset();
    for (const priorityFee of [-1, 1.5, Number.NaN, 2n ** 64n, 'fast']) {
      const error = await errorOf(
        buildSolTransfer({
          from: sender.address,
          to,
          amount: '0.1',
          connection,
          priorityFee: priorityFee as never,
        }),
      );
      expect(isLatchkeyError(error, LATCHKEY_ERROR__INPUT__INVALID_PRIORITY_FEE)).toBe(true);
    }
    expect(sandbox.solana.requests.count()).toBe(0);
  });

  it("refuses at build time a transfer that would fail: 'Transaction failed' with the logs", async () => {
    const sender = await fundedSigner(1_000_000_000n);
    const error = await errorOf(
      buildSolTransfer({
        from: sender.address,
        to: (await generateKeyPairSigner()).address,
        amount: '5',
        connection,
        priorityFee: 5000,
      }),
    );
    expect(isLatchkeyError(error, LATCHKEY_ERROR__TRANSACTION__FAILED)).toBe(true);
    expect((error as Error).message).toBe('Transaction failed');
    const { logs } = (error as { details: { logs: string[] } }).details;
    expect(logs.join('\n')).toMatch(/insufficient lamports/i);
  });

  it('prices a token transfer that creates the recipient account, then one that reuses it', async () => {
    const mint = sandbox.solana.mints.spl;
    const sender = await fundedSigner();
    const recipient = await generateKeyPairSigner();
    await sandbox.solana.mintTokens({ mint, owner: sender.address, amount: 1_000_000_000n });

    sandbox.solana.requests.reset();
    const first = await buildTokenTransfer({
      from: sender.address,
      to: recipient.address,
      mint,
      amount: '1',
      connection,
      priorityFee: 5000n,
    });
    expect(requested().sort()).toEqual([
      'getLatestBlockhash',
      'getMultipleAccounts',
      'simulateTransaction',
    ]);
    expect(first.createsRecipientAccount).toBe(true);
    expect(computeBudgetOf(first.transaction).price).toEqual([5000n]);
    const created = await unitsConsumed(await send(first, sender));
    expect(created).toBeLessThanOrEqual(first.computeUnitLimit as number);

    sandbox.solana.requests.reset();
    const second = await buildTokenTransfer({
      from: sender.address,
      to: recipient.address,
      mint,
      amount: '1',
      connection,
      priorityFee: 'auto',
    });
    expect(requested().sort()).toEqual([
      'getLatestBlockhash',
      'getMultipleAccounts',
      'getRecentPrioritizationFees',
      'simulateTransaction',
    ]);
    expect(second.createsRecipientAccount).toBe(false);
    // The sender's account paid 5000 in the block of the first transfer.
    expect(second.priorityFeeMicroLamports).toBeGreaterThanOrEqual(5000n);
    const reused = await unitsConsumed(await send(second, sender));
    expect(reused).toBeLessThanOrEqual(second.computeUnitLimit as number);
    expect(reused).toBeLessThan(created);
  });
});
