import { address, createSolanaRpc, generateKeyPairSigner } from '@solana/kit';
import { Connection, PublicKey } from '@solana/web3.js';
import { findAssociatedTokenPda } from '@solana-program/token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_EPHEMERAL_PORTS } from '../sandbox-parameters.js';
import { type Sandbox, startSandbox } from '../start-sandbox.js';
import { rawRpcCall } from './raw-rpc-call.fixture.js';

const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 20 });
});
afterAll(() => sandbox?.stop());

const call = rawRpcCall(() => sandbox.urls.rpc);

describe.each([
  ['SPL Token', 'spl', TOKEN_PROGRAM, 'spl-token', 6, []],
  [
    'Token-2022',
    'token2022',
    TOKEN_2022_PROGRAM,
    'spl-token-2022',
    9,
    [{ extension: 'immutableOwner' }],
  ],
] as const)('%s', (_name, mintName, program, programName, decimals, extensions) => {
  it('mintTokens creates the associated account and mints; reads see it at confirmed', async () => {
    const mint = sandbox.solana.mints[mintName];
    const owner = (await generateKeyPairSigner()).address;
    const amount = 1_234_500n * 10n ** BigInt(decimals - 4);
    const { tokenAccount } = await sandbox.solana.mintTokens({ mint, owner, amount });
    const [ata] = await findAssociatedTokenPda({ owner, mint, tokenProgram: address(program) });
    expect(tokenAccount).toBe(ata);
    const uiAmount = {
      amount: amount.toString(),
      decimals,
      uiAmount: 123.45,
      uiAmountString: '123.45',
    };

    const byMint = await call('getTokenAccountsByOwner', [
      owner,
      { mint },
      { encoding: 'jsonParsed', commitment: 'confirmed' },
    ]);
    expect(byMint.result.value).toEqual([
      {
        pubkey: tokenAccount,
        account: {
          lamports: expect.any(Number),
          owner: program,
          executable: false,
          rentEpoch: expect.any(Number),
          space: 165 + (extensions.length > 0 ? 5 : 0),
          data: {
            program: programName,
            parsed: {
              type: 'account',
              info: {
                isNative: false,
                mint,
                owner,
                state: 'initialized',
                tokenAmount: uiAmount,
                ...(extensions.length > 0 ? { extensions } : {}),
              },
            },
            space: 165 + (extensions.length > 0 ? 5 : 0),
          },
        },
      },
    ]);
    const byProgram = await call('getTokenAccountsByOwner', [
      owner,
      { programId: program },
      { encoding: 'base64', commitment: 'confirmed' },
    ]);
    expect(byProgram.result.value).toEqual([
      {
        pubkey: tokenAccount,
        account: expect.objectContaining({ data: [expect.any(String), 'base64'] }),
      },
    ]);
    const otherProgram = program === TOKEN_PROGRAM ? TOKEN_2022_PROGRAM : TOKEN_PROGRAM;
    const none = await call('getTokenAccountsByOwner', [
      owner,
      { programId: otherProgram },
      { encoding: 'base64', commitment: 'confirmed' },
    ]);
    expect(none.result.value).toEqual([]);
    // Finalized has not seen it yet: 32 slots to go.
    const finalized = await call('getTokenAccountsByOwner', [
      owner,
      { mint },
      { encoding: 'base64' },
    ]);
    expect(finalized.result.value).toEqual([]);

    const balance = await call('getTokenAccountBalance', [
      tokenAccount,
      { commitment: 'confirmed' },
    ]);
    expect(balance.result).toEqual({
      context: { apiVersion: expect.any(String), slot: expect.any(Number) },
      value: uiAmount,
    });
    const supply = (
      await call('getAccountInfo', [mint, { encoding: 'jsonParsed', commitment: 'confirmed' }])
    ).result.value.data.parsed.info.supply;
    expect(BigInt(supply)).toBeGreaterThanOrEqual(amount);

    // A second mint reuses the account.
    await sandbox.solana.mintTokens({ mint, owner, amount });
    const again = await call('getTokenAccountBalance', [tokenAccount, { commitment: 'confirmed' }]);
    expect(again.result.value.amount).toBe((2n * amount).toString());
  });

  it('reads the same through kit and web3.js parsed-account validators', async () => {
    const mint = sandbox.solana.mints[mintName];
    const owner = (await generateKeyPairSigner()).address;
    const { tokenAccount } = await sandbox.solana.mintTokens({
      mint,
      owner,
      amount: 10n ** BigInt(decimals),
    });
    const rpc = createSolanaRpc(sandbox.urls.rpc);
    const kitAccounts = await rpc
      .getTokenAccountsByOwner(owner, { programId: address(program) }, { encoding: 'jsonParsed' })
      .send();
    expect(kitAccounts.value[0]?.account.data.parsed.info.tokenAmount.uiAmountString).toBe('1');
    const connection = new Connection(sandbox.urls.rpc, 'confirmed');
    const parsed = await connection.getParsedTokenAccountsByOwner(new PublicKey(owner), {
      mint: new PublicKey(mint),
    });
    expect(parsed.value[0]?.pubkey.toBase58()).toBe(tokenAccount);
    const balance = await connection.getTokenAccountBalance(new PublicKey(tokenAccount));
    expect(balance.value).toEqual({
      amount: (10n ** BigInt(decimals)).toString(),
      decimals,
      uiAmount: 1,
      uiAmountString: '1',
    });
  });
});

describe('token errors', () => {
  it('refuses unknown mints, non-token programs and non-token accounts', async () => {
    const { faucet, mints } = sandbox.solana;
    const nobody = (await generateKeyPairSigner()).address;
    const message = async (method: string, params: unknown) =>
      (await call(method, params)).error?.message;
    expect(await message('getTokenAccountsByOwner', [faucet.address, { mint: nobody }])).toBe(
      'Invalid param: could not find mint',
    );
    // A validator unpacks the mint before it looks at the owner.
    expect(
      await message('getTokenAccountsByOwner', [faucet.address, { mint: faucet.address }]),
    ).toBe('Invalid param: Token mint could not be unpacked');
    expect(
      await message('getTokenAccountsByOwner', [
        faucet.address,
        { programId: '11111111111111111111111111111111' },
      ]),
    ).toBe('Invalid param: unrecognized Token program id');
    expect(await message('getTokenAccountBalance', [faucet.address])).toBe(
      'Invalid param: not a Token account',
    );
    expect(await message('getTokenAccountBalance', [mints.spl])).toBe(
      'Invalid param: not a Token account',
    );
    expect(await message('getTokenAccountBalance', [nobody])).toBe(
      'Invalid param: could not find account',
    );
    await expect(
      sandbox.solana.mintTokens({ mint: nobody, owner: nobody, amount: 1n }),
    ).rejects.toThrow(/not a mint/);
  });
});
