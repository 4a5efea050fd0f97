import { generateKeyPairSigner } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_EPHEMERAL_PORTS } from '../sandbox-parameters.js';
import { type Sandbox, startSandbox } from '../start-sandbox.js';
import { rawRpcCall } from './raw-rpc-call.fixture.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 20 });
});
afterAll(() => sandbox?.stop());

// biome-ignore lint/suspicious/noExplicitAny: replies are read loosely and checked with expect().
type Loose = any;

const call = rawRpcCall(() => sandbox.urls.rpc);

const balanceOf = async (tokenAccount: string) =>
  (await call('getTokenAccountBalance', [tokenAccount, { commitment: 'confirmed' }])).result.value;

describe('latchkey_mintTestTokens', () => {
  it('mints 10 of each seeded mint to a new owner, readable at confirmed when it answers', async () => {
    const owner = (await generateKeyPairSigner()).address;
    const { result, error } = await call('latchkey_mintTestTokens', [owner]);
    expect(error).toBeUndefined();
    expect(result).toEqual([
      {
        mint: sandbox.solana.mints.spl,
        tokenProgram: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
        decimals: 6,
        tokenAccount: expect.any(String),
        amount: '10000000',
        signature: expect.any(String),
      },
      {
        mint: sandbox.solana.mints.token2022,
        tokenProgram: 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
        decimals: 9,
        tokenAccount: expect.any(String),
        amount: '10000000000',
        signature: expect.any(String),
      },
    ]);
    expect(await balanceOf(result[0].tokenAccount)).toMatchObject({
      amount: '10000000',
      decimals: 6,
      uiAmountString: '10',
    });
    expect(await balanceOf(result[1].tokenAccount)).toMatchObject({
      amount: '10000000000',
      decimals: 9,
      uiAmountString: '10',
    });
    const { value } = (
      await call('getTokenAccountsByOwner', [
        owner,
        { programId: 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb' },
        { encoding: 'base64', commitment: 'confirmed' },
      ])
    ).result;
    expect(value.map((account: Loose) => account.pubkey)).toEqual([result[1].tokenAccount]);
  });

  it('adds to the same accounts on a second call, with the amount asked for', async () => {
    const owner = (await generateKeyPairSigner()).address;
    const first = (await call('latchkey_mintTestTokens', [owner])).result;
    const second = (await call('latchkey_mintTestTokens', [owner, { amount: 5 }])).result;
    expect(second.map((minted: Loose) => minted.tokenAccount)).toEqual(
      first.map((minted: Loose) => minted.tokenAccount),
    );
    expect((await balanceOf(first[0].tokenAccount)).uiAmountString).toBe('15');
    expect((await balanceOf(first[1].tokenAccount)).uiAmountString).toBe('15');
  });

  it('refuses a bad owner or amount with invalid params, minting nothing', async () => {
    const owner = (await generateKeyPairSigner()).address;
    expect((await call('latchkey_mintTestTokens', [])).error?.code).toBe(-32602);
    expect((await call('latchkey_mintTestTokens', ['not-an-address'])).error?.code).toBe(-32602);
    for (const amount of [0, 1_000_001, -1, 1.5, '10']) {
      const { error } = await call('latchkey_mintTestTokens', [owner, { amount }]);
      expect(error?.code).toBe(-32602);
    }
    const { value } = (
      await call('getTokenAccountsByOwner', [
        owner,
        { mint: sandbox.solana.mints.spl },
        { commitment: 'processed' },
      ])
    ).result;
    expect(value).toEqual([]);
  });
});
