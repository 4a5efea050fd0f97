import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransactionMessage,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getCompiledTransactionMessageEncoder,
  getTransactionEncoder,
  type KeyPairSigner,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_EPHEMERAL_PORTS } from '../sandbox-parameters.js';
import { type Sandbox, startSandbox } from '../start-sandbox.js';

const SYSTEM_PROGRAM = '11111111111111111111111111111111';

// Every method's shape and error codes, over HTTP, against a sandbox with 20 ms slots.
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 20 });
});
afterAll(() => sandbox?.stop());

// biome-ignore lint/suspicious/noExplicitAny: replies are read loosely and checked with expect().
type Loose = any;

interface RpcReply {
  result?: Loose;
  error?: { code: number; message: string; data?: Loose };
}

async function call(method: string, params?: unknown): Promise<RpcReply> {
  const response = await fetch(sandbox.urls.rpc, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return (await response.json()) as RpcReply;
}

async function errorCode(method: string, params?: unknown): Promise<number | undefined> {
  return (await call(method, params)).error?.code;
}

async function processedBlockhash() {
  return (await call('getLatestBlockhash', [{ commitment: 'processed' }])).result.value as {
    blockhash: Blockhash;
    lastValidBlockHeight: number;
  };
}

async function transferMessage(
  payer: KeyPairSigner,
  to: Address,
  amount: bigint,
  blockhash: Blockhash,
) {
  return pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(payer, draft),
    (draft) =>
      setTransactionMessageLifetimeUsingBlockhash({ blockhash, lastValidBlockHeight: 0n }, draft),
    (draft) =>
      appendTransactionMessageInstructions(
        [getTransferSolInstruction({ source: payer, destination: to, amount: lamports(amount) })],
        draft,
      ),
  );
}

async function signedTransfer(
  payer: KeyPairSigner,
  to: Address,
  amount: bigint,
  blockhash: Blockhash,
) {
  const signed = await signTransactionMessageWithSigners(
    await transferMessage(payer, to, amount, blockhash),
  );
  return getBase64Decoder().decode(getTransactionEncoder().encode(signed));
}

describe('cluster methods', () => {
  it('report health, version and a fixed 32-byte genesis hash', async () => {
    expect((await call('getHealth')).result).toBe('ok');
    const version = (await call('getVersion')).result;
    expect(version).toEqual({
      'solana-core': expect.any(String),
      'feature-set': expect.any(Number),
    });
    const genesis = (await call('getGenesisHash')).result;
    expect(getBase58Encoder().encode(genesis)).toHaveLength(32);
    expect(genesis).toBe(sandbox.solana.genesisHash);
    expect((await call('getGenesisHash', [])).result).toBe(genesis);
  });

  it('order slots by commitment and give each a blockhash valid for 150 blocks', async () => {
    const processed = (await call('getSlot', [{ commitment: 'processed' }])).result;
    const confirmed = (await call('getSlot', [{ commitment: 'confirmed' }])).result;
    const finalized = (await call('getSlot')).result;
    expect(processed).toBeGreaterThanOrEqual(confirmed);
    expect(confirmed).toBeGreaterThanOrEqual(finalized);
    const latest = await call('getLatestBlockhash', [{ commitment: 'confirmed' }]);
    expect(latest.result).toEqual({
      context: { apiVersion: expect.any(String), slot: expect.any(Number) },
      value: { blockhash: expect.any(String), lastValidBlockHeight: expect.any(Number) },
    });
    const height = (await call('getBlockHeight', [{ commitment: 'confirmed' }])).result;
    expect(latest.result.value.lastValidBlockHeight).toBeGreaterThanOrEqual(150);
    expect(latest.result.value.lastValidBlockHeight - 150).toBeLessThanOrEqual(height);
    expect(getBase58Encoder().encode(latest.result.value.blockhash)).toHaveLength(32);
    const epoch = (await call('getEpochInfo', [{ commitment: 'processed' }])).result;
    expect(epoch).toEqual({
      absoluteSlot: expect.any(Number),
      blockHeight: epoch.absoluteSlot,
      epoch: 0,
      slotIndex: epoch.absoluteSlot,
      slotsInEpoch: 432_000,
      transactionCount: expect.any(Number),
    });
  });

  it('give rent-exempt minimums and fees', async () => {
    expect((await call('getMinimumBalanceForRentExemption', [0])).result).toBe(890_880);
    expect((await call('getMinimumBalanceForRentExemption', [165])).result).toBe(2_039_280);
    const payer = await generateKeyPairSigner();
    const feeOf = async (blockhash: Blockhash, commitment = 'processed') => {
      const message = compileTransactionMessage(
        await transferMessage(payer, payer.address, 1n, blockhash),
      );
      const base64 = getBase64Decoder().decode(
        getCompiledTransactionMessageEncoder().encode(message),
      );
      return (await call('getFeeForMessage', [base64, { commitment }])).result;
    };
    const { blockhash } = await processedBlockhash();
    expect(await feeOf(blockhash)).toEqual({
      context: { apiVersion: expect.any(String), slot: expect.any(Number) },
      value: 5000,
    });
    expect(
      (await feeOf('GHtXQBsoZHVnNFa9YevAzFr17DJjgHXk3ycTKD5xD3Zi' as Blockhash)).value,
    ).toBeNull();
    expect(await errorCode('getFeeForMessage', ['not base64!'])).toBe(-32602);
    expect(await errorCode('getFeeForMessage', ['AAAA'])).toBe(-32602);
  });
});

describe('account methods', () => {
  it('read balances and accounts, null when absent', async () => {
    const { faucet, mints } = sandbox.solana;
    const balance = (await call('getBalance', [faucet.address, { commitment: 'finalized' }]))
      .result;
    expect(balance.value).toBeGreaterThan(0);
    expect(balance.context.slot).toBeGreaterThanOrEqual(0);
    const nobody = (await generateKeyPairSigner()).address;
    expect((await call('getBalance', [nobody])).result.value).toBe(0);
    expect((await call('getAccountInfo', [nobody])).result.value).toBeNull();
    const mint = (await call('getAccountInfo', [mints.spl, { encoding: 'base64' }])).result.value;
    expect(mint).toEqual({
      lamports: 1_461_600,
      owner: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
      executable: false,
      rentEpoch: expect.any(Number),
      space: 82,
      data: [expect.any(String), 'base64'],
    });
    const several = (await call('getMultipleAccounts', [[mints.spl, nobody, mints.token2022]]))
      .result.value;
    expect(several.map((account: { owner: string } | null) => account?.owner ?? null)).toEqual([
      'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
      null,
      'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
    ]);
  });

  it('encode data as binary, base58, base64, sliced, and jsonParsed for both token programs', async () => {
    const { mints, faucet } = sandbox.solana;
    const data = async (account: string, config?: object) =>
      (await call('getAccountInfo', [account, config])).result.value.data;
    const binary = await data(mints.spl);
    expect(typeof binary).toBe('string');
    expect(await data(mints.spl, { encoding: 'base58' })).toEqual([binary, 'base58']);
    const [sliced] = await data(mints.spl, {
      encoding: 'base64',
      dataSlice: { offset: 44, length: 2 },
    });
    expect(sliced).toBe('BgE='); // decimals 6, initialized
    for (const [mint, program, decimals] of [
      [mints.spl, 'spl-token', 6],
      [mints.token2022, 'spl-token-2022', 9],
    ] as const) {
      expect(await data(mint, { encoding: 'jsonParsed' })).toEqual({
        program,
        parsed: {
          type: 'mint',
          info: {
            decimals,
            freezeAuthority: null,
            isInitialized: true,
            mintAuthority: faucet.address,
            supply: expect.any(String),
          },
        },
        space: 82,
      });
    }
    // Not a token account: jsonParsed falls back to base64, as on a validator.
    expect(await data(faucet.address, { encoding: 'jsonParsed' })).toEqual(['', 'base64']);
  });

  it('refuse what a validator refuses', async () => {
    const { mints } = sandbox.solana;
    expect(await errorCode('getAccountInfo', [mints.spl, { encoding: 'base64+zstd' }])).toBe(
      -32602,
    );
    expect(await errorCode('getAccountInfo', [mints.spl, { encoding: 'hex' }])).toBe(-32602);
    expect(
      await errorCode('getAccountInfo', [
        mints.spl,
        { encoding: 'jsonParsed', dataSlice: { offset: 0, length: 1 } },
      ]),
    ).toBe(-32602);
    const { tokenAccount } = await sandbox.solana.mintTokens({
      mint: mints.spl,
      owner: (await generateKeyPairSigner()).address,
      amount: 1n,
      commitment: 'processed',
    });
    // 165 bytes are too many for base58.
    const tooLong = await call('getAccountInfo', [tokenAccount, { commitment: 'processed' }]);
    expect(tooLong.error).toEqual({
      code: -32600,
      message:
        'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
    });
    const many = Array.from({ length: 101 }, () => mints.spl);
    expect(await errorCode('getMultipleAccounts', [many])).toBe(-32602);
  });
});

describe('transaction methods', () => {
  it('simulate with logs, units, post-state accounts and a replaced blockhash', async () => {
    const payer = await generateKeyPairSigner();
    const recipient = (await generateKeyPairSigner()).address;
    await sandbox.solana.airdrop(payer.address, 2_000_000_000n, { commitment: 'processed' });
    const { blockhash } = await processedBlockhash();
    const transaction = await signedTransfer(payer, recipient, 1_000_000_000n, blockhash);
    const simulated = await call('simulateTransaction', [
      transaction,
      {
        encoding: 'base64',
        sigVerify: true,
        commitment: 'processed',
        accounts: { addresses: [recipient], encoding: 'base64' },
      },
    ]);
    expect(simulated.result.value).toEqual({
      err: null,
      logs: [
        'Program 11111111111111111111111111111111 invoke [1]',
        'Program 11111111111111111111111111111111 success',
      ],
      accounts: [
        expect.objectContaining({
          lamports: 1_000_000_000,
          owner: '11111111111111111111111111111111',
        }),
      ],
      unitsConsumed: 150,
      returnData: null,
      innerInstructions: null,
      replacementBlockhash: null,
      // Balances are covered in simulation-balances.test.ts.
      fee: 5000,
      preBalances: [2_000_000_000, 0, 1],
      postBalances: [999_995_000, 1_000_000_000, 1],
      preTokenBalances: [],
      postTokenBalances: [],
      loadedAddresses: { writable: [], readonly: [] },
    });
    const stale = await signedTransfer(
      payer,
      recipient,
      1_000_000_000n,
      'GHtXQBsoZHVnNFa9YevAzFr17DJjgHXk3ycTKD5xD3Zi' as Blockhash,
    );
    const unknown = await call('simulateTransaction', [
      stale,
      { encoding: 'base64', commitment: 'processed' },
    ]);
    expect(unknown.result.value).toMatchObject({
      err: 'BlockhashNotFound',
      logs: [],
      unitsConsumed: 0,
    });
    const replaced = await call('simulateTransaction', [
      stale,
      { encoding: 'base64', replaceRecentBlockhash: true, commitment: 'processed' },
    ]);
    expect(replaced.result.value.err).toBeNull();
    expect(replaced.result.value.replacementBlockhash).toEqual({
      blockhash: expect.any(String),
      lastValidBlockHeight: expect.any(Number),
    });
    expect(
      await errorCode('simulateTransaction', [
        stale,
        { encoding: 'base64', replaceRecentBlockhash: true, sigVerify: true },
      ]),
    ).toBe(-32602);
    const forged = Uint8Array.from(atob(transaction), (character) => character.charCodeAt(0));
    forged[10] = (forged[10] ?? 0) ^ 1;
    const forgedBase64 = getBase64Decoder().decode(forged);
    expect(
      await errorCode('simulateTransaction', [
        forgedBase64,
        { encoding: 'base64', sigVerify: true },
      ]),
    ).toBe(-32003);
    // Simulation changed nothing.
    expect((await call('getBalance', [recipient, { commitment: 'processed' }])).result.value).toBe(
      0,
    );
  });

  it('airdrop for real: a transaction whose status progresses to finalized', async () => {
    const wallet = (await generateKeyPairSigner()).address;
    const airdrop = await call('requestAirdrop', [wallet, 3_000_000_000]);
    expect(getBase58Encoder().encode(airdrop.result)).toHaveLength(64);
    const status = async () =>
      (await call('getSignatureStatuses', [[airdrop.result]])).result.value[0];
    expect(await status()).toMatchObject({ err: null, status: { Ok: null } });
    await sandbox.solana.waitForSignature(airdrop.result, 'finalized');
    expect(await status()).toEqual({
      slot: expect.any(Number),
      confirmations: null,
      err: null,
      confirmationStatus: 'finalized',
      status: { Ok: null },
    });
    expect((await call('getBalance', [wallet])).result.value).toBe(3_000_000_000);
  }, 10_000);

  it('gives back a landed transaction byte for byte, with its meta, once confirmed', async () => {
    const payer = await generateKeyPairSigner();
    await sandbox.solana.airdrop(payer.address, 1_000_000_000n);
    const recipient = (await generateKeyPairSigner()).address;
    const { blockhash } = await processedBlockhash();
    const wire = await signedTransfer(payer, recipient, 1_000_000n, blockhash);
    const signature = (
      await call('sendTransaction', [
        wire,
        { encoding: 'base64', preflightCommitment: 'processed' },
      ])
    ).result;
    await sandbox.solana.waitForSignature(signature, 'confirmed');
    const config = { encoding: 'base64', commitment: 'confirmed' };
    const found = await call('getTransaction', [
      signature,
      { ...config, maxSupportedTransactionVersion: 0 },
    ]);
    expect(found.result).toMatchObject({
      version: 0,
      transaction: [wire, 'base64'],
      meta: { err: null, status: { Ok: null }, fee: 5000 },
    });
    expect(found.result.meta.computeUnitsConsumed).toBeGreaterThan(0);
    expect(found.result.meta.postBalances[1] - found.result.meta.preBalances[1]).toBe(1_000_000);
    // As a validator: v0 needs maxSupportedTransactionVersion, 'processed' is refused, and an
    // unknown signature is null.
    expect(await errorCode('getTransaction', [signature, config])).toBe(-32015);
    expect(
      await errorCode('getTransaction', [signature, { ...config, commitment: 'processed' }]),
    ).toBe(-32602);
    const stranger = getBase58Decoder().decode(new Uint8Array(64).fill(7));
    expect(
      (await call('getTransaction', [stranger, { ...config, maxSupportedTransactionVersion: 0 }]))
        .result,
    ).toBeNull();
  });
});

describe('getRecentPrioritizationFees', () => {
  const budget = (kind: 2 | 3, value: bigint) => {
    const data = new Uint8Array(kind === 2 ? 5 : 9);
    data[0] = kind;
    if (kind === 2) new DataView(data.buffer).setUint32(1, Number(value), true);
    else new DataView(data.buffer).setBigUint64(1, value, true);
    return { programAddress: address('ComputeBudget111111111111111111111111111111'), data };
  };

  it('lists the prices landed transactions paid per block, raised for the accounts asked about', async () => {
    const payer = await generateKeyPairSigner();
    await sandbox.solana.airdrop(payer.address, 1_000_000_000n, { commitment: 'processed' });
    const recipient = (await generateKeyPairSigner()).address;
    const { blockhash } = await processedBlockhash();
    const message = appendTransactionMessageInstructions(
      [budget(3, 7000n), budget(2, 1000n)],
      await transferMessage(payer, recipient, 1_000_000n, blockhash),
    );
    const signed = await signTransactionMessageWithSigners(message);
    const wire = getBase64Decoder().decode(getTransactionEncoder().encode(signed));
    const signature = (
      await call('sendTransaction', [
        wire,
        { encoding: 'base64', preflightCommitment: 'processed' },
      ])
    ).result;
    await sandbox.solana.waitForSignature(signature, 'confirmed');
    const { slot } = (await call('getSignatureStatuses', [[signature]])).result.value[0];

    const forRecipient = (await call('getRecentPrioritizationFees', [[recipient]])).result;
    expect(forRecipient).toContainEqual({ slot, prioritizationFee: 7000 });
    const slots = forRecipient.map((entry: { slot: number }) => entry.slot);
    expect(slots).toEqual([...slots].sort((a: number, b: number) => a - b));
    expect(slots.length).toBeLessThanOrEqual(150);
    // Without accounts: the block's lowest price, at most what this transaction paid.
    const anyone = (await call('getRecentPrioritizationFees')).result;
    const block = anyone.find((entry: { slot: number }) => entry.slot === slot);
    expect(block.prioritizationFee).toBeLessThanOrEqual(7000);
    // The program's account is read-only: it raises nothing.
    const program = (await call('getRecentPrioritizationFees', [[SYSTEM_PROGRAM]])).result;
    expect(program.find((entry: { slot: number }) => entry.slot === slot)).toEqual(block);
  });

  it('refuses what a validator refuses', async () => {
    const many = Array.from({ length: 129 }, () => sandbox.solana.faucet.address);
    expect(await errorCode('getRecentPrioritizationFees', [many])).toBe(-32602);
    expect(await errorCode('getRecentPrioritizationFees', [['abc']])).toBe(-32602);
    expect(await errorCode('getRecentPrioritizationFees', ['abc'])).toBe(-32602);
    expect(await errorCode('getRecentPrioritizationFees', [[], {}])).toBe(-32602);
    expect(Array.isArray((await call('getRecentPrioritizationFees', [null])).result)).toBe(true);
  });
});

describe('bad input', () => {
  it('answers with the validator codes and stays up', async () => {
    const { faucet } = sandbox.solana;
    expect(await errorCode('getBogus')).toBe(-32601);
    expect((await call('getBalance', ['abc'])).error?.message).toBe('Invalid param: WrongSize');
    expect((await call('getBalance', ['0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl'])).error?.message).toBe(
      'Invalid param: Invalid',
    );
    expect(await errorCode('getBalance', [42])).toBe(-32602);
    expect(await errorCode('getBalance', [])).toBe(-32602);
    expect(await errorCode('getBalance', [faucet.address, { commitment: 'max' }])).toBe(-32602);
    expect(await errorCode('getBalance', [faucet.address, 'finalized'])).toBe(-32602);
    expect(await errorCode('getHealth', [1])).toBe(-32602);
    expect(await errorCode('getMinimumBalanceForRentExemption', [-1])).toBe(-32602);
    expect(await errorCode('sendTransaction', ['0OIl'])).toBe(-32602);
    expect(await errorCode('sendTransaction', ['AAAA', { encoding: 'base64' }])).toBe(-32602);
    expect(await errorCode('sendTransaction', ['%%%', { encoding: 'base64' }])).toBe(-32602);
    expect(await errorCode('sendTransaction', ['A'.repeat(2000), { encoding: 'base64' }])).toBe(
      -32602,
    );
    expect(await errorCode('sendTransaction', ['AAAA', { encoding: 'json' }])).toBe(-32602);
    expect(await errorCode('getSignatureStatuses', [['abc']])).toBe(-32602);
    expect(await errorCode('getSignatureStatuses', ['abc'])).toBe(-32602);
    const tooMany = Array.from({ length: 257 }, () => '1'.repeat(64));
    expect(await errorCode('getSignatureStatuses', [tooMany])).toBe(-32602);
    expect(await errorCode('getTokenAccountsByOwner', [faucet.address, { nonsense: 1 }])).toBe(
      -32602,
    );
    const future = await call('getBalance', [faucet.address, { minContextSlot: 10_000_000 }]);
    expect(future.error).toMatchObject({ code: -32016, data: { contextSlot: expect.any(Number) } });
    expect((await call('getHealth')).result).toBe('ok');
  });

  it('handles parse errors, batches, wrong paths and oversized bodies over HTTP', async () => {
    const post = (body: string) => fetch(sandbox.urls.rpc, { method: 'POST', body });
    expect(await (await post('{oops')).json()).toEqual({
      jsonrpc: '2.0',
      error: { code: -32700, message: 'Parse error' },
      id: null,
    });
    const batch = await (
      await post(
        JSON.stringify([
          { jsonrpc: '2.0', id: 1, method: 'getHealth' },
          { jsonrpc: '2.0', id: 2, method: 'getSlot' },
        ]),
      )
    ).json();
    expect(batch).toEqual([
      { jsonrpc: '2.0', result: 'ok', id: 1 },
      { jsonrpc: '2.0', result: expect.any(Number), id: 2 },
    ]);
    expect((await fetch(sandbox.urls.rpc)).status).toBe(404);
    expect((await post('x'.repeat(60 * 1024))).status).toBe(413);
  });
});

describe('request log', () => {
  it('records every call by method name and resets', async () => {
    const { requests } = sandbox.solana;
    requests.reset();
    await call('getHealth');
    await call('getSlot');
    await call('getBogus');
    expect(requests.methods()).toEqual(['getHealth', 'getSlot', 'getBogus']);
    expect(requests.count('getSlot')).toBe(1);
    expect(requests.entries()[0]).toEqual({
      method: 'getHealth',
      transport: 'http',
      at: expect.any(Number),
    });
    requests.reset();
    expect(requests.count()).toBe(0);
  });
});
