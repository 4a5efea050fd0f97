import {
  AccountRole,
  type Address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  compileTransactionMessage,
  compressTransactionMessageUsingAddressLookupTables,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64Decoder,
  getBase64EncodedWireTransaction,
  getCompiledTransactionMessageEncoder,
  type Instruction,
  type KeyPairSigner,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_EPHEMERAL_PORTS } from '../sandbox-parameters.js';
import { type Sandbox, startSandbox } from '../start-sandbox.js';
import { createLookupTable } from './address-lookup-table.fixture.js';
import { rawRpcCall } from './raw-rpc-call.fixture.js';
import { SANDBOX_MINT_DECIMALS } from './sandbox-mints.js';
import { TOKEN_2022_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS } from './token-account-data.js';

// simulateTransaction's fee, balances and loaded addresses, over HTTP, as Agave 3 answers them.
let sandbox: Sandbox;
let rpc: ReturnType<typeof createSolanaRpc>;
beforeAll(async () => {
  sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 20 });
  rpc = createSolanaRpc(sandbox.urls.rpc);
});
afterAll(() => sandbox?.stop());

const call = rawRpcCall(() => sandbox.urls.rpc);
const newAddress = async () => (await generateKeyPairSigner()).address;

async function fundedPayer(lamportCount = 2_000_000_000n): Promise<KeyPairSigner> {
  const payer = await generateKeyPairSigner();
  await sandbox.solana.airdrop(payer.address, lamportCount, { commitment: 'processed' });
  return payer;
}

async function transactionMessage(
  payer: KeyPairSigner,
  instructions: readonly Instruction[],
  blockhash?: Blockhash,
) {
  const latest = (await rpc.getLatestBlockhash({ commitment: 'processed' }).send()).value;
  return pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(payer, draft),
    (draft) =>
      setTransactionMessageLifetimeUsingBlockhash(
        blockhash ? { blockhash, lastValidBlockHeight: 0n } : latest,
        draft,
      ),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  );
}

type Message = Awaited<ReturnType<typeof transactionMessage>>;

const signedWire = async (message: Message) =>
  getBase64EncodedWireTransaction(await signTransactionMessageWithSigners(message));

async function simulate(wire: string, config: Record<string, unknown> = {}) {
  const reply = await call('simulateTransaction', [
    wire,
    { encoding: 'base64', commitment: 'processed', ...config },
  ]);
  return reply.result.value;
}

const transferSol = (payer: KeyPairSigner, destination: Address, amount: bigint) =>
  getTransferSolInstruction({ source: payer, destination, amount: lamports(amount) });

describe('simulateTransaction balances', () => {
  it('reports the fee and every key’s lamports before and after a 1 SOL transfer', async () => {
    const payer = await fundedPayer();
    const recipient = await newAddress();
    const message = await transactionMessage(payer, [
      transferSol(payer, recipient, 1_000_000_000n),
    ]);
    const expected = {
      err: null,
      fee: 5000,
      // Payer, recipient, system program; after the run, the fee paid too.
      preBalances: [2_000_000_000, 0, 1],
      postBalances: [999_995_000, 1_000_000_000, 1],
      preTokenBalances: [],
      postTokenBalances: [],
      loadedAddresses: { writable: [], readonly: [] },
    };
    expect(await simulate(await signedWire(message))).toMatchObject(expected);
    // Unsigned, as an approval view asks before anything is signed: the same answer.
    const unsigned = getBase64EncodedWireTransaction(compileTransaction(message));
    expect(await simulate(unsigned)).toMatchObject(expected);
    // The fee is the one getFeeForMessage gives.
    const messageBytes = getCompiledTransactionMessageEncoder().encode(
      compileTransactionMessage(message),
    );
    const fee = await call('getFeeForMessage', [
      getBase64Decoder().decode(messageBytes),
      { commitment: 'processed' },
    ]);
    expect(fee.result.value).toBe(5000);
    expect(await rpc.getBalance(recipient, { commitment: 'processed' }).send()).toMatchObject({
      value: 0n,
    });
  });

  it('keeps only the fee of a failed transfer, and no fee for one refused before it', async () => {
    const payer = await fundedPayer();
    const recipient = await newAddress();
    const overdraft = await signedWire(
      await transactionMessage(payer, [transferSol(payer, recipient, 5_000_000_000n)]),
    );
    expect(await simulate(overdraft)).toMatchObject({
      err: { InstructionError: [0, { Custom: 1 }] },
      logs: expect.arrayContaining(['Transfer: insufficient lamports 1999995000, need 5000000000']),
      fee: 5000,
      preBalances: [2_000_000_000, 0, 1],
      postBalances: [1_999_995_000, 0, 1],
    });
    // A preflight failure carries the fee, but no balances, as a validator's does.
    const sent = await call('sendTransaction', [
      overdraft,
      { encoding: 'base64', preflightCommitment: 'processed' },
    ]);
    expect(sent.error).toMatchObject({
      code: -32002,
      data: { fee: 5000, preBalances: null, postBalances: null, loadedAddresses: null },
    });
    const stale = await signedWire(
      await transactionMessage(
        payer,
        [transferSol(payer, recipient, 1n)],
        'GHtXQBsoZHVnNFa9YevAzFr17DJjgHXk3ycTKD5xD3Zi' as Blockhash,
      ),
    );
    expect(await simulate(stale)).toMatchObject({
      err: 'BlockhashNotFound',
      fee: null,
      preBalances: [2_000_000_000, 0, 1],
      postBalances: [2_000_000_000, 0, 1],
    });
  });

  it.each([
    ['SPL Token', 'spl', TOKEN_PROGRAM_ADDRESS, 'spl-token'],
    ['Token-2022', 'token2022', TOKEN_2022_PROGRAM_ADDRESS, 'spl-token-2022'],
  ] as const)(
    'reports %s balances before and after a transfer to a new account',
    async (_, name, programId, parsedProgram) => {
      const mint = sandbox.solana.mints[name];
      const decimals = SANDBOX_MINT_DECIMALS[name];
      const unit = 10n ** BigInt(decimals);
      const payer = await fundedPayer(1_000_000_000n);
      const { tokenAccount: source } = await sandbox.solana.mintTokens({
        mint,
        owner: payer.address,
        amount: 5n * unit,
      });
      const recipient = await newAddress();
      const [destination] = await findAssociatedTokenPda({
        owner: recipient,
        tokenProgram: programId,
        mint,
      });
      const message = await transactionMessage(payer, [
        getCreateAssociatedTokenIdempotentInstruction({
          payer,
          ata: destination,
          owner: recipient,
          mint,
          tokenProgram: programId,
        }),
        getTransferCheckedInstruction(
          { source, mint, destination, authority: payer, amount: (3n * unit) / 2n, decimals },
          { programAddress: programId },
        ),
      ]);
      const keys = compileTransactionMessage(message).staticAccounts;
      const balance = (account: Address, owner: Address, amount: string, uiAmount: number) => ({
        accountIndex: keys.indexOf(account),
        mint,
        owner,
        programId,
        uiTokenAmount: { amount, decimals, uiAmount, uiAmountString: String(uiAmount) },
      });
      const byIndex = (a: { accountIndex: number }, b: { accountIndex: number }) =>
        a.accountIndex - b.accountIndex;
      const value = await simulate(await signedWire(message), {
        accounts: { addresses: [destination], encoding: 'jsonParsed' },
      });
      expect(value.err).toBeNull();
      expect(value.preTokenBalances).toEqual([balance(source, payer.address, `${5n * unit}`, 5)]);
      expect(value.postTokenBalances).toEqual(
        [
          balance(source, payer.address, `${(7n * unit) / 2n}`, 3.5),
          balance(destination, recipient, `${(3n * unit) / 2n}`, 1.5),
        ].sort(byIndex),
      );
      // The payer pays the fee and the new account's rent.
      const space = BigInt(value.accounts[0].space);
      const rent = await rpc.getMinimumBalanceForRentExemption(space).send();
      const payerIndex = keys.indexOf(payer.address);
      expect(value.postBalances[payerIndex]).toBe(
        value.preBalances[payerIndex] - value.fee - Number(rent),
      );
      // The accounts option parses a token account under jsonParsed, as after the run.
      expect(value.accounts[0].data).toMatchObject({
        program: parsedProgram,
        parsed: {
          type: 'account',
          info: { mint, owner: recipient, tokenAmount: { uiAmountString: '1.5' } },
        },
      });
    },
  );

  it('orders a v0 transaction’s keys as the runtime does and names what its lookup table loaded', async () => {
    const payer = await fundedPayer();
    const recipient = await newAddress();
    const bystander = await newAddress();
    await sandbox.solana.airdrop(bystander, 3_000_000_000n, { commitment: 'processed' });
    const table = await createLookupTable(sandbox.solana, await fundedPayer(), [
      recipient,
      bystander,
    ]);
    // The system program ignores accounts past its two: a read-only one to load from the table.
    const transfer = transferSol(payer, recipient, 1_000_000_000n);
    const withBystander = {
      ...transfer,
      accounts: [...transfer.accounts, { address: bystander, role: AccountRole.READONLY }],
    };
    const message = compressTransactionMessageUsingAddressLookupTables(
      await transactionMessage(payer, [withBystander]),
      { [table]: [recipient, bystander] },
    );
    expect(compileTransactionMessage(message).staticAccounts).toHaveLength(2);
    expect(await simulate(await signedWire(message))).toMatchObject({
      err: null,
      fee: 5000,
      // Static (payer, system program), then loaded writable, then loaded read-only.
      preBalances: [2_000_000_000, 1, 0, 3_000_000_000],
      postBalances: [999_995_000, 1, 1_000_000_000, 3_000_000_000],
      loadedAddresses: { writable: [recipient], readonly: [bystander] },
    });
  });
});
