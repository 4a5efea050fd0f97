import {
  address,
  appendTransactionMessageInstruction,
  type Blockhash,
  type CompiledTransactionMessage,
  compileTransaction,
  createTransactionMessage,
  generateKeyPairSigner,
  getCompiledTransactionMessageDecoder,
  getCompiledTransactionMessageEncoder,
  getTransactionEncoder,
  type KeyPairSigner,
  pipe,
  prependTransactionMessageInstruction,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransaction,
  type Transaction,
  type TransactionMessageBytes,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { beforeAll, describe, expect, it } from 'vitest';
import { LATCHKEY_ERROR__WALLET__SIGNED_TRANSACTION_MISMATCH } from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { recordRobustness } from '../robustness/robustness-record.fixture.js';
import { COMPUTE_BUDGET_PROGRAM } from './read-compute-budget.js';
import {
  DEFAULT_MAX_WALLET_PRIORITY_FEE_LAMPORTS,
  verifyWalletSignedTransaction,
} from './verify-wallet-signed-transaction.js';

// A hostile wallet's changes to a transaction the user pays for: each is signed for real by the
// user's key (the wallet holds it), so only the check of what changed can stop it.
const BLOCKHASH = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG' as Blockhash;
let user: KeyPairSigner;
let recipient: KeyPairSigner;

beforeAll(async () => {
  user = await generateKeyPairSigner();
  recipient = await generateKeyPairSigner();
});

type Message = Parameters<typeof compileTransaction>[0];

function transferMessage() {
  return pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(user.address, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: BLOCKHASH, lastValidBlockHeight: 100n },
        m,
      ),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source: user, destination: recipient.address, amount: 1_000n }),
        m,
      ),
  );
}

function computeBudget(kind: number, value: bigint, bytes: number) {
  const data = new Uint8Array(1 + bytes);
  data[0] = kind;
  const view = new DataView(data.buffer);
  if (bytes === 8) view.setBigUint64(1, value, true);
  else view.setUint32(1, Number(value), true);
  return { programAddress: address(COMPUTE_BUDGET_PROGRAM), data };
}

const price = (microLamports: bigint) => computeBudget(3, microLamports, 8);
const limit = (units: number) => computeBudget(2, BigInt(units), 4);

function wire(transaction: Transaction): Uint8Array {
  return new Uint8Array(getTransactionEncoder().encode(transaction));
}

/** The unsigned transaction the app asks the wallet to sign. */
function asked(message: Message = transferMessage()): Uint8Array {
  return wire(compileTransaction(message));
}

/** What the wallet answers: `message` signed with the user's key. */
async function signed(message: Message): Promise<Uint8Array> {
  return wire(await signTransaction([user.keyPair], compileTransaction(message)));
}

/** Signs raw compiled-message bytes, for changes kit's builders will not make. */
async function signedCompiled(compiled: CompiledTransactionMessage): Promise<Uint8Array> {
  const messageBytes = getCompiledTransactionMessageEncoder().encode(
    compiled,
  ) as TransactionMessageBytes;
  const signatures = Object.fromEntries(
    compiled.staticAccounts
      .slice(0, compiled.header.numSignerAccounts)
      .map((account) => [account, null]),
  );
  return wire(
    await signTransaction([user.keyPair], {
      messageBytes,
      signatures,
    } as unknown as Transaction),
  );
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isLatchkeyError(error, LATCHKEY_ERROR__WALLET__SIGNED_TRANSACTION_MISMATCH)) {
    throw new Error(`expected the wallet's answer refused, got ${String(error)}`);
  }
  return error.context.reason;
}

describe('verifyWalletSignedTransaction: what a wallet may add to a transaction the user pays for', () => {
  it('accepts a modest priority fee and names each Compute Budget addition', async () => {
    const withFee = prependTransactionMessageInstruction(
      limit(10_000),
      prependTransactionMessageInstruction(price(50_000n), transferMessage()),
    );
    await expect(
      verifyWalletSignedTransaction({
        asked: asked(),
        signed: await signed(withFee),
        signer: user.address,
      }),
    ).resolves.toEqual({ additions: ['compute unit limit', 'priority fee'] });

    const onlyLimit = prependTransactionMessageInstruction(limit(300), transferMessage());
    await expect(
      verifyWalletSignedTransaction({
        asked: asked(),
        signed: await signed(onlyLimit),
        signer: user.address,
      }),
    ).resolves.toEqual({ additions: ['compute unit limit'] });
  });

  it('refuses an oversized priority fee: 1.4M compute units at 10^12 micro-lamports each', async () => {
    const drain = prependTransactionMessageInstruction(
      limit(1_400_000),
      prependTransactionMessageInstruction(price(10n ** 12n), transferMessage()),
    );
    expect(
      await refusal(
        verifyWalletSignedTransaction({
          asked: asked(),
          signed: await signed(drain),
          signer: user.address,
        }),
      ),
    ).toBe(
      `the wallet's priority fee of 1400000000000 lamports is over the ${DEFAULT_MAX_WALLET_PRIORITY_FEE_LAMPORTS}-lamport limit`,
    );
    recordRobustness({
      category: 'attack',
      name: 'wallet priority fee',
      tried: 1,
      handled: 1,
      rejected: 1,
    });
  });

  it('counts a price without a limit at the compute units the runtime charges by default', async () => {
    // 200,000 units for the transfer under the rule before SIMD-0170 (the larger of the two the
    // runtime may run; after it, 3,000 each for System and Compute Budget): 10 lamports a unit is
    // 2,000,000 lamports, over the cap.
    const noLimit = prependTransactionMessageInstruction(price(10_000_000n), transferMessage());
    expect(
      await refusal(
        verifyWalletSignedTransaction({
          asked: asked(),
          signed: await signed(noLimit),
          signer: user.address,
        }),
      ),
    ).toMatch(/priority fee of 2000000 lamports/);
    // The host may allow more.
    await expect(
      verifyWalletSignedTransaction({
        asked: asked(),
        signed: await signed(noLimit),
        signer: user.address,
        maxPriorityFeeLamports: 2_000_000n,
      }),
    ).resolves.toEqual({ additions: ['priority fee'] });
  });

  it('leaves a fee the app set itself alone, however high: the wallet did not add it', async () => {
    const appFee = prependTransactionMessageInstruction(
      limit(1_000_000),
      prependTransactionMessageInstruction(price(5_000_000n), transferMessage()),
    );
    const same = await signed(appFee);
    await expect(
      verifyWalletSignedTransaction({ asked: asked(appFee), signed: same, signer: user.address }),
    ).resolves.toEqual({ additions: [] });
  });

  it('refuses an added account, writable or not, even one only a Compute Budget instruction names', async () => {
    const stranger = (await generateKeyPairSigner()).address;
    const compiled = getCompiledTransactionMessageDecoder().decode(
      compileTransaction(prependTransactionMessageInstruction(price(1_000n), transferMessage()))
        .messageBytes,
    );
    // Writable non-signers sit after the signers and before the read-only ones.
    const at = compiled.header.numSignerAccounts;
    const staticAccounts = [
      ...compiled.staticAccounts.slice(0, at),
      stranger,
      ...compiled.staticAccounts.slice(at),
    ] as CompiledTransactionMessage['staticAccounts'];
    const shift = (index: number) => (index >= at ? index + 1 : index);
    const instructions = ('instructions' in compiled ? compiled.instructions : []).map(
      (instruction) => ({
        ...instruction,
        programAddressIndex: shift(instruction.programAddressIndex),
        ...(instruction.accountIndices
          ? { accountIndices: instruction.accountIndices.map(shift) }
          : {}),
      }),
    );
    const unreferenced = await signedCompiled({
      ...compiled,
      staticAccounts,
      instructions,
    } as CompiledTransactionMessage);
    expect(
      await refusal(
        verifyWalletSignedTransaction({
          asked: asked(),
          signed: unreferenced,
          signer: user.address,
        }),
      ),
    ).toBe(`the wallet added the account ${stranger}`);

    // The same account handed to the fee instruction as a writable account meta.
    const named = await signedCompiled({
      ...compiled,
      staticAccounts,
      instructions: instructions.map((instruction, index) =>
        index === 0 ? { ...instruction, accountIndices: [at] } : instruction,
      ),
    } as CompiledTransactionMessage);
    expect(
      await refusal(
        verifyWalletSignedTransaction({ asked: asked(), signed: named, signer: user.address }),
      ),
    ).toBe(`the wallet added the account ${stranger}`);
    recordRobustness({
      category: 'attack',
      name: 'wallet-added account',
      tried: 2,
      handled: 2,
      rejected: 2,
    });
  });
});
