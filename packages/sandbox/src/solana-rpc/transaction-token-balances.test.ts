import { type Address, generateKeyPairSigner, none } from '@solana/kit';
import { getMintEncoder, getTokenEncoder, AccountState as TokenState } from '@solana-program/token';
import { describe, expect, it } from 'vitest';
import { TOKEN_2022_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS } from './token-account-data.js';
import { type AccountState, collectTokenBalances } from './transaction-token-balances.js';
import type { TransactionMessageView } from './transaction-wire.js';

const SYSTEM_PROGRAM = '11111111111111111111111111111111' as Address;

const newAddress = async () => (await generateKeyPairSigner()).address;

function mintAccount(program: Address, decimals: number): AccountState {
  const data = getMintEncoder().encode({
    mintAuthority: none(),
    supply: 0n,
    decimals,
    isInitialized: true,
    freezeAuthority: none(),
  });
  return { exists: true, lamports: 1n, programAddress: program, data };
}

function tokenAccount(program: Address, mint: Address, owner: Address, amount: bigint) {
  const data = getTokenEncoder().encode({
    mint,
    owner,
    amount,
    delegate: none(),
    state: TokenState.Initialized,
    isNative: none(),
    delegatedAmount: 0n,
    closeAuthority: none(),
  });
  return { exists: true, lamports: 1n, programAddress: program, data } as const;
}

// A message whose only instruction invokes the key at `programIndex`.
const invoking = (programIndex: number) =>
  ({ instructions: [{ programIdIndex: programIndex }] }) as unknown as TransactionMessageView;

describe('collectTokenBalances', () => {
  it('lists token accounts whose mint the same program owns, as Agave collects them', async () => {
    const owner = await newAddress();
    const mint = await newAddress();
    const otherMint = await newAddress();
    const held = await newAddress();
    const foreign = await newAddress();
    const orphan = await newAddress();
    const accounts = new Map<Address, AccountState>([
      [mint, mintAccount(TOKEN_PROGRAM_ADDRESS, 6)],
      [otherMint, mintAccount(TOKEN_2022_PROGRAM_ADDRESS, 9)],
      [held, tokenAccount(TOKEN_PROGRAM_ADDRESS, mint, owner, 1_500_000n)],
      // Its mint belongs to the other token program: left out.
      [foreign, tokenAccount(TOKEN_PROGRAM_ADDRESS, otherMint, owner, 7n)],
      // Its mint does not exist: left out.
      [orphan, tokenAccount(TOKEN_PROGRAM_ADDRESS, SYSTEM_PROGRAM, owner, 7n)],
    ]);
    const read = (address: Address) => accounts.get(address) ?? { exists: false as const };
    const keys = [owner, held, foreign, orphan, mint, TOKEN_PROGRAM_ADDRESS];
    expect(collectTokenBalances(invoking(5), keys, read)).toEqual([
      {
        accountIndex: 1,
        mint,
        uiTokenAmount: { amount: '1500000', decimals: 6, uiAmount: 1.5, uiAmountString: '1.5' },
        owner,
        programId: TOKEN_PROGRAM_ADDRESS,
      },
    ]);
    // No token program among the keys: no token balances at all.
    expect(collectTokenBalances(invoking(0), [SYSTEM_PROGRAM, held], read)).toEqual([]);
    // A token account the transaction invokes as a program is not counted.
    expect(collectTokenBalances(invoking(0), [held, TOKEN_PROGRAM_ADDRESS], read)).toEqual([]);
  });
});
