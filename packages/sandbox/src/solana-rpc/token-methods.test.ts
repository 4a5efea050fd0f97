import {
  type Address,
  appendTransactionMessageInstructions,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getU64Decoder,
  type Instruction,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { getCreateAccountInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getApproveInstruction,
  getCreateAssociatedTokenIdempotentInstruction,
  getFreezeAccountInstruction,
  getInitializeMint2Instruction,
  getMintToInstruction,
  getTokenDecoder,
} from '@solana-program/token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_EPHEMERAL_PORTS } from '../sandbox-parameters.js';
import { type Sandbox, startSandbox } from '../start-sandbox.js';
import { rawRpcCall } from './raw-rpc-call.fixture.js';

const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' as Address;
const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb' as Address;
const SYSTEM_PROGRAM = '11111111111111111111111111111111';

let sandbox: Sandbox;
let rpc: ReturnType<typeof createSolanaRpc>;
beforeAll(async () => {
  sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 20 });
  rpc = createSolanaRpc(sandbox.urls.rpc);
});
afterAll(() => sandbox?.stop());

// biome-ignore lint/suspicious/noExplicitAny: replies are read loosely and checked with expect().
type Loose = any;

const call = rawRpcCall(() => sandbox.urls.rpc);

// Signs with the faucet as fee payer (plus any signer the instructions name) and waits for
// 'confirmed'.
async function submit(instructions: readonly Instruction[]): Promise<void> {
  const { value: blockhash } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send();
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(sandbox.solana.faucet.signer, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(blockhash, draft),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  );
  const signed = await signTransactionMessageWithSigners(message);
  const signature = await rpc
    .sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' })
    .send();
  const status = await sandbox.solana.waitForSignature(signature, 'confirmed');
  expect(status.err).toBeNull();
}

// A 6-decimal mint with the faucet as mint and freeze authority, made by real instructions.
async function createFreezableMint(program: Address): Promise<Address> {
  const faucet = sandbox.solana.faucet.signer;
  const mint = await generateKeyPairSigner();
  const lamports = await rpc.getMinimumBalanceForRentExemption(82n).send();
  await submit([
    getCreateAccountInstruction({
      payer: faucet,
      newAccount: mint,
      lamports,
      space: 82,
      programAddress: program,
    }),
    getInitializeMint2Instruction(
      {
        mint: mint.address,
        decimals: 6,
        mintAuthority: faucet.address,
        freezeAuthority: faucet.address,
      },
      { programAddress: program },
    ),
  ]);
  return mint.address;
}

// owner's associated account for mint, 1.5 tokens in it, 0.5 delegated, then frozen.
async function fundDelegateAndFreeze(
  program: Address,
  mint: Address,
  owner: KeyPairSigner,
  delegate: Address,
): Promise<Address> {
  const faucet = sandbox.solana.faucet.signer;
  const [ata] = await findAssociatedTokenPda({ owner: owner.address, mint, tokenProgram: program });
  await submit([
    getCreateAssociatedTokenIdempotentInstruction({
      payer: faucet,
      ata,
      owner: owner.address,
      mint,
      tokenProgram: program,
    }),
    getMintToInstruction(
      { mint, token: ata, mintAuthority: faucet, amount: 1_500_000n },
      { programAddress: program },
    ),
    getApproveInstruction(
      { source: ata, delegate, owner, amount: 500_000n },
      { programAddress: program },
    ),
    getFreezeAccountInstruction({ account: ata, mint, owner: faucet }, { programAddress: program }),
  ]);
  return ata;
}

describe.each([
  ['SPL Token', TOKEN_PROGRAM, 'spl', 'spl-token', 165, undefined],
  [
    'Token-2022',
    TOKEN_2022_PROGRAM,
    'token2022',
    'spl-token-2022',
    170,
    [{ extension: 'immutableOwner' }],
  ],
] as const)('%s', (_name, program, seededMint, programName, space, extensions) => {
  let mint: Address;
  let owner: KeyPairSigner;
  let delegate: Address;
  let frozen: Address;
  let seeded: Address;
  beforeAll(async () => {
    mint = await createFreezableMint(program);
    owner = await generateKeyPairSigner();
    delegate = (await generateKeyPairSigner()).address;
    frozen = await fundDelegateAndFreeze(program, mint, owner, delegate);
    ({ tokenAccount: seeded } = await sandbox.solana.mintTokens({
      mint: sandbox.solana.mints[seededMint],
      owner: owner.address,
      amount: 42n,
    }));
  });

  it('lists a frozen, delegated account under jsonParsed with a validator’s fields', async () => {
    const reply = await call('getTokenAccountsByOwner', [
      owner.address,
      { mint },
      { encoding: 'jsonParsed', commitment: 'confirmed' },
    ]);
    expect(reply.result).toEqual({
      context: { apiVersion: expect.any(String), slot: expect.any(Number) },
      value: [
        {
          pubkey: frozen,
          account: {
            data: {
              program: programName,
              parsed: {
                info: {
                  isNative: false,
                  mint,
                  owner: owner.address,
                  state: 'frozen',
                  tokenAmount: {
                    amount: '1500000',
                    decimals: 6,
                    uiAmount: 1.5,
                    uiAmountString: '1.5',
                  },
                  delegate,
                  delegatedAmount: {
                    amount: '500000',
                    decimals: 6,
                    uiAmount: 0.5,
                    uiAmountString: '0.5',
                  },
                  ...(extensions === undefined ? {} : { extensions }),
                },
                type: 'account',
              },
              space,
            },
            executable: false,
            lamports: expect.any(Number),
            owner: program,
            rentEpoch: expect.any(Number),
            space,
          },
        },
      ],
    });
    // A slice does not apply to parsed data: the validator ignores it here.
    const sliced = await call('getTokenAccountsByOwner', [
      owner.address,
      { mint },
      { encoding: 'jsonParsed', commitment: 'confirmed', dataSlice: { offset: 0, length: 4 } },
    ]);
    expect(sliced.result.value).toEqual(reply.result.value);
  });

  it('filters by program (both accounts) and by mint (one), in base64 with real bytes', async () => {
    const byProgram = await call('getTokenAccountsByOwner', [
      owner.address,
      { programId: program },
      { encoding: 'base64', commitment: 'confirmed' },
    ]);
    const listed = byProgram.result.value as { pubkey: string; account: Loose }[];
    expect(listed.map(({ pubkey }) => pubkey).sort()).toEqual([frozen, seeded].sort());
    const entry = listed.find(({ pubkey }) => pubkey === frozen);
    expect(entry?.account).toEqual({
      data: [expect.any(String), 'base64'],
      executable: false,
      lamports: expect.any(Number),
      owner: program,
      rentEpoch: expect.any(Number),
      space,
    });
    const bytes = getBase64Encoder().encode(entry?.account.data[0]);
    expect(bytes.length).toBe(space);
    expect(getTokenDecoder().decode(bytes.slice(0, 165))).toMatchObject({
      mint,
      owner: owner.address,
      amount: 1_500_000n,
      state: 2, // frozen
      delegatedAmount: 500_000n,
    });
    const byMint = await call('getTokenAccountsByOwner', [
      owner.address,
      { mint: sandbox.solana.mints[seededMint] },
      { encoding: 'base64', commitment: 'confirmed', dataSlice: { offset: 64, length: 8 } },
    ]);
    expect(byMint.result.value).toEqual([
      {
        pubkey: seeded,
        account: expect.objectContaining({ data: ['KgAAAAAAAAA=', 'base64'], space }),
      },
    ]);
  });

  it('refuses base58 over 128 bytes as a validator does, and serves a short slice', async () => {
    const whole = await call('getTokenAccountsByOwner', [
      owner.address,
      { mint },
      { commitment: 'confirmed' },
    ]);
    expect(whole.error).toEqual({
      code: -32600,
      message:
        'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
    });
    const slice = { offset: 64, length: 8 };
    const binary = await call('getTokenAccountsByOwner', [
      owner.address,
      { mint },
      { commitment: 'confirmed', dataSlice: slice },
    ]);
    const text = binary.result.value[0].account.data;
    expect(getU64Decoder().decode(getBase58Encoder().encode(text))).toBe(1_500_000n);
    const base58 = await call('getTokenAccountsByOwner', [
      owner.address,
      { mint },
      { commitment: 'confirmed', encoding: 'base58', dataSlice: slice },
    ]);
    expect(base58.result.value[0].account.data).toEqual([
      binary.result.value[0].account.data,
      'base58',
    ]);
  });

  it('reads the frozen account’s balance', async () => {
    const reply = await call('getTokenAccountBalance', [frozen, { commitment: 'confirmed' }]);
    expect(reply.result).toEqual({
      context: { apiVersion: expect.any(String), slot: expect.any(Number) },
      value: { amount: '1500000', decimals: 6, uiAmount: 1.5, uiAmountString: '1.5' },
    });
  });

  it('answers kit’s typed RPC (createSolanaRpc) with values its types describe', async () => {
    const parsed = await rpc
      .getTokenAccountsByOwner(
        owner.address,
        { mint },
        { commitment: 'confirmed', encoding: 'jsonParsed' },
      )
      .send();
    const info = parsed.value[0]?.account.data.parsed.info;
    expect(info?.state).toBe('frozen');
    expect(info?.tokenAmount.uiAmountString).toBe('1.5');
    expect(info?.delegatedAmount?.uiAmount).toBe(0.5);
    expect(parsed.value[0]?.account.space).toBe(BigInt(space));
    const encoded = await rpc
      .getTokenAccountsByOwner(
        owner.address,
        { programId: program },
        { commitment: 'confirmed', encoding: 'base64' },
      )
      .send();
    expect(encoded.value.map(({ account }) => account.data[1])).toEqual(['base64', 'base64']);
    const balance = await rpc.getTokenAccountBalance(frozen, { commitment: 'confirmed' }).send();
    expect(balance.value).toEqual({
      amount: '1500000',
      decimals: 6,
      uiAmount: 1.5,
      uiAmountString: '1.5',
    });
  });
});

describe('token method errors', () => {
  const message = async (method: string, params: unknown) => (await call(method, params)).error;

  it('getTokenAccountsByOwner: decoding, then addresses, then the filter’s accounts', async () => {
    const { faucet, mints } = sandbox.solana;
    const owner = faucet.address;
    const invalid = (text: string) => ({ code: -32602, message: text });
    expect(await message('getTokenAccountsByOwner', [owner])).toEqual(
      invalid('`params` should have at least 2 argument(s)'),
    );
    expect(await message('getTokenAccountsByOwner', [owner, { nonsense: owner }])).toEqual(
      invalid('Invalid params: unknown variant `nonsense`, expected `mint` or `programId`.'),
    );
    expect(
      await message('getTokenAccountsByOwner', [
        owner,
        { mint: mints.spl, programId: TOKEN_PROGRAM },
      ]),
    ).toEqual(invalid('Invalid params: invalid value: map, expected map with a single key.'));
    expect(await message('getTokenAccountsByOwner', [owner, {}])).toEqual(
      invalid('Invalid params: invalid value: map, expected map with a single key.'),
    );
    expect(await message('getTokenAccountsByOwner', [owner, { mint: 7 }])).toEqual(
      invalid('Invalid params: invalid type: integer `7`, expected a string.'),
    );
    expect(await message('getTokenAccountsByOwner', [owner, null])).toEqual(
      invalid('Invalid params: invalid type: null, expected string or map.'),
    );
    // A shape error wins over a bad owner: all parameters are decoded first.
    expect(await message('getTokenAccountsByOwner', ['abc', { nonsense: 1 }])).toEqual(
      invalid('Invalid params: unknown variant `nonsense`, expected `mint` or `programId`.'),
    );
    expect(await message('getTokenAccountsByOwner', ['abc', { mint: mints.spl }])).toEqual(
      invalid('Invalid param: WrongSize'),
    );
    expect(
      await message('getTokenAccountsByOwner', [
        owner,
        { mint: '0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl' },
      ]),
    ).toEqual(invalid('Invalid param: Invalid'));
    expect(
      await message('getTokenAccountsByOwner', [owner, { programId: SYSTEM_PROGRAM }]),
    ).toEqual(invalid('Invalid param: unrecognized Token program id'));
    const nobody = (await generateKeyPairSigner()).address;
    expect(await message('getTokenAccountsByOwner', [owner, { mint: nobody }])).toEqual(
      invalid('Invalid param: could not find mint'),
    );
    expect(await message('getTokenAccountsByOwner', [owner, { mint: owner }])).toEqual(
      invalid('Invalid param: Token mint could not be unpacked'),
    );
    const { tokenAccount } = await sandbox.solana.mintTokens({
      mint: mints.spl,
      owner,
      amount: 1n,
    });
    expect(
      await message('getTokenAccountsByOwner', [
        owner,
        { mint: tokenAccount },
        { commitment: 'confirmed' },
      ]),
    ).toEqual(invalid('Invalid param: Token mint could not be unpacked'));
    expect(
      await message('getTokenAccountsByOwner', [owner, { mint: mints.spl }, { encoding: 'hex' }]),
    ).toMatchObject({ code: -32602 });
    expect(
      await message('getTokenAccountsByOwner', [
        owner,
        { mint: mints.spl },
        { minContextSlot: 1e9 },
      ]),
    ).toMatchObject({ code: -32016, message: 'Minimum context slot has not been reached' });
    // Wrapped SOL is known without an account: an empty list, not "could not find mint".
    const wrapped = await call('getTokenAccountsByOwner', [
      owner,
      { mint: 'So11111111111111111111111111111111111111112' },
    ]);
    expect(wrapped.result.value).toEqual([]);
  });

  it('getTokenAccountBalance: missing account, non-token accounts, a config without commitment', async () => {
    const { faucet, mints } = sandbox.solana;
    const nobody = (await generateKeyPairSigner()).address;
    expect(await message('getTokenAccountBalance', [nobody])).toEqual({
      code: -32602,
      message: 'Invalid param: could not find account',
    });
    for (const address of [faucet.address, mints.spl, mints.token2022])
      expect(await message('getTokenAccountBalance', [address])).toEqual({
        code: -32602,
        message: 'Invalid param: not a Token account',
      });
    expect(await message('getTokenAccountBalance', ['abc'])).toEqual({
      code: -32602,
      message: 'Invalid param: WrongSize',
    });
    expect(await message('getTokenAccountBalance', [faucet.address, {}])).toEqual({
      code: -32602,
      message: 'Invalid params: missing field `commitment`.',
    });
    expect(
      await message('getTokenAccountBalance', [faucet.address, { commitment: 'max' }]),
    ).toMatchObject({ code: -32602 });
  });
});
