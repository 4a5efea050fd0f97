import {
  AccountRole,
  type Address,
  createNoopSigner,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Instruction,
  none,
  some,
} from '@solana/kit';
import { getSetComputeUnitLimitInstruction } from '@solana-program/compute-budget';
import { getAddMemoInstruction, LEGACY_MEMO_PROGRAM_ADDRESS_V1 } from '@solana-program/memo';
import {
  getAssignInstruction,
  getAssignWithSeedInstruction,
  getTransferSolInstruction,
} from '@solana-program/system';
import {
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  AuthorityType,
  getApproveCheckedInstruction,
  getApproveInstruction,
  getCreateAssociatedTokenIdempotentInstruction,
  getSetAuthorityInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token';
import { describe, expect, it } from 'vitest';
import { TOKEN_2022_PROGRAM_ADDRESS } from '../transactions/token-programs.js';
import { testAddress, wireTransaction } from './preview-transactions.fixture.js';
import { readInstructions } from './read-instructions.js';

const user = testAddress(1);
const other = testAddress(2);
const mint = testAddress(3);
const tokenAccount = testAddress(4);
const unknownProgram = testAddress(9);
const SYSTEM = '11111111111111111111111111111111';
const TOKEN = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';

function read(
  instructions: Instruction[],
  options: Partial<Parameters<typeof wireTransaction>[1]> = {},
) {
  const bytes = wireTransaction(instructions, { feePayer: user, ...options });
  const transaction = getTransactionDecoder().decode(bytes);
  return readInstructions(getCompiledTransactionMessageDecoder().decode(transaction.messageBytes));
}

const transfer = getTransferSolInstruction({
  source: createNoopSigner(user),
  destination: other,
  amount: 1n,
});
const raw = (programAddress: Address, data: number[], accounts: Address[] = []): Instruction => ({
  programAddress,
  accounts: accounts.map((address) => ({ address, role: AccountRole.WRITABLE })),
  data: new Uint8Array(data),
});

describe('readInstructions', () => {
  it('lists each program once, in the order first called, named when well known', () => {
    const reading = read([
      getSetComputeUnitLimitInstruction({ units: 1000 }),
      transfer,
      getAddMemoInstruction({ memo: 'hi' }),
      transfer,
      getAddMemoInstruction({ memo: 'v1' }, { programAddress: LEGACY_MEMO_PROGRAM_ADDRESS_V1 }),
    ]);
    expect(reading.programs).toEqual([
      { address: 'ComputeBudget111111111111111111111111111111', name: 'Compute Budget' },
      { address: SYSTEM, name: 'System' },
      { address: 'Memo4c2pN8afCj432Lb7RMVKi9PbQnnW7ewFFaV3oAH', name: 'Memo' },
      { address: LEGACY_MEMO_PROGRAM_ADDRESS_V1, name: 'Memo' },
    ]);
    expect(reading.warnings).toEqual([]);
  });

  it('warns once of a program that is none of the well-known ones', () => {
    const reading = read([raw(unknownProgram, [1]), transfer, raw(unknownProgram, [2])]);
    expect(reading.programs).toEqual([
      { address: unknownProgram, name: undefined },
      { address: SYSTEM, name: 'System' },
    ]);
    expect(reading.warnings).toEqual([{ kind: 'unknown-program', program: unknownProgram }]);
  });

  it("warns when an account's owner changes (Assign, AssignWithSeed), the user's or another's", () => {
    const reading = read([
      getAssignInstruction({ account: createNoopSigner(user), programAddress: unknownProgram }),
      getAssignWithSeedInstruction({
        account: other,
        baseAccount: createNoopSigner(user),
        base: user,
        seed: 'seed',
        programAddress: TOKEN as Address,
      }),
    ]);
    expect(reading.warnings).toEqual([
      { kind: 'ownership-change', account: user, newOwner: unknownProgram },
      { kind: 'ownership-change', account: other, newOwner: TOKEN },
    ]);
  });

  it.each([
    ['Token', TOKEN],
    ['Token-2022', TOKEN_2022_PROGRAM_ADDRESS],
  ])('%s: warns of delegations and authority changes', (name, program) => {
    const config = { programAddress: program as Address };
    const owner = createNoopSigner(user);
    const reading = read([
      getApproveInstruction({ source: tokenAccount, delegate: other, owner, amount: 5n }, config),
      getApproveCheckedInstruction(
        { source: tokenAccount, mint, delegate: other, owner, amount: 7n, decimals: 6 },
        config,
      ),
      getSetAuthorityInstruction(
        {
          owned: tokenAccount,
          owner,
          authorityType: AuthorityType.AccountOwner,
          newAuthority: some(other),
        },
        config,
      ),
      getSetAuthorityInstruction(
        { owned: mint, owner, authorityType: AuthorityType.MintTokens, newAuthority: none() },
        config,
      ),
      getSetAuthorityInstruction(
        {
          owned: mint,
          owner,
          authorityType: AuthorityType.FreezeAccount,
          newAuthority: some(other),
        },
        config,
      ),
      getSetAuthorityInstruction(
        {
          owned: tokenAccount,
          owner,
          authorityType: AuthorityType.CloseAccount,
          newAuthority: some(other),
        },
        config,
      ),
      getTransferCheckedInstruction(
        {
          source: tokenAccount,
          mint,
          destination: testAddress(5),
          authority: owner,
          amount: 1n,
          decimals: 6,
        },
        config,
      ),
    ]);
    expect(reading.programs).toEqual([{ address: program, name }]);
    expect(reading.warnings).toEqual([
      { kind: 'delegation', account: tokenAccount, delegate: other, amount: 5n },
      { kind: 'delegation', account: tokenAccount, delegate: other, amount: 7n },
      { kind: 'authority-change', account: tokenAccount, authority: 'owner', newAuthority: other },
      { kind: 'authority-change', account: mint, authority: 'mint', newAuthority: undefined },
      { kind: 'authority-change', account: mint, authority: 'freeze', newAuthority: other },
      { kind: 'authority-change', account: tokenAccount, authority: 'close', newAuthority: other },
    ]);
  });

  it('reads Associated Token Account creation (empty data too) and Memo without warnings', () => {
    const reading = read([
      getCreateAssociatedTokenIdempotentInstruction({
        payer: createNoopSigner(user),
        ata: tokenAccount,
        owner: other,
        mint,
      }),
      raw(ASSOCIATED_TOKEN_PROGRAM_ADDRESS, [], [user, tokenAccount, other, mint]),
      raw('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr' as Address, [0xff, 0xfe]),
    ]);
    expect(reading.warnings).toEqual([]);
  });

  it.each([
    ['an unknown System instruction', SYSTEM, [99, 0, 0, 0], [user]],
    ['System data cut short', SYSTEM, [1, 0, 0, 0, 7], [user]],
    ['an Assign without its account', SYSTEM, [1, 0, 0, 0, ...new Array(32).fill(7)], []],
    ['an unknown Token instruction', TOKEN, [200], [tokenAccount]],
    ['an Approve without its amount', TOKEN, [4, 1], [tokenAccount, other, user]],
    ['a Token-2022 extension authority', TOKEN_2022_PROGRAM_ADDRESS, [6, 5, 0], [mint, user]],
    [
      'an unknown Compute Budget instruction',
      'ComputeBudget111111111111111111111111111111',
      [9],
      [],
    ],
    ['an unknown Associated Token Account instruction', ASSOCIATED_TOKEN_PROGRAM_ADDRESS, [7], []],
  ])('says %s is unreadable', (_name, program, data, accounts) => {
    const reading = read([raw(program as Address, data, accounts as Address[])]);
    expect(reading.warnings).toEqual([{ kind: 'unreadable-instruction', program }]);
  });

  it('reads what the static accounts tell of a v0 message with lookup tables, and no more', () => {
    const table = testAddress(20);
    const reading = read(
      [
        // The destination comes from the table: a transfer names no one to warn of.
        transfer,
        // The delegate comes from the table: the warning cannot name it, so it says unreadable.
        getApproveInstruction({
          source: tokenAccount,
          delegate: other,
          owner: createNoopSigner(user),
          amount: 5n,
        }),
      ],
      { lookupTables: { [table]: [other] } },
    );
    expect(reading.programs.map((program) => program.name)).toEqual(['System', 'Token']);
    expect(reading.warnings).toEqual([{ kind: 'unreadable-instruction', program: TOKEN }]);
  });

  it('calls an instruction unreadable when its program index is past the static accounts', () => {
    const message = {
      version: 0,
      header: {
        numSignerAccounts: 1,
        numReadonlySignerAccounts: 0,
        numReadonlyNonSignerAccounts: 0,
      },
      staticAccounts: [user],
      lifetimeToken: SYSTEM,
      addressTableLookups: [
        { lookupTableAddress: testAddress(20), writableIndexes: [], readonlyIndexes: [0] },
      ],
      instructions: [{ programAddressIndex: 1 }],
    } as unknown as Parameters<typeof readInstructions>[0];
    expect(readInstructions(message)).toEqual({
      programs: [],
      warnings: [{ kind: 'unreadable-instruction', program: 'account 1 (address lookup table)' }],
    });
  });
});
