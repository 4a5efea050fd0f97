import type {
  AccountMeta,
  Instruction,
  InstructionWithAccounts,
  InstructionWithData,
  ReadonlyUint8Array,
} from '@solana/kit';
import { identifyComputeBudgetInstruction } from '@solana-program/compute-budget';
import {
  identifySystemInstruction,
  parseAssignInstruction,
  SystemInstruction,
} from '@solana-program/system';
import {
  AuthorityType,
  identifyAssociatedTokenInstruction,
  identifyTokenInstruction,
  parseApproveCheckedInstruction,
  parseApproveInstruction,
  TokenInstruction,
} from '@solana-program/token';
import { readAssignWithSeedOwner, readSetAuthorityData } from './instruction-layouts.js';
import type { KnownProgramName } from './known-programs.js';
import type { AuthorityName, PreviewWarning } from './transaction-preview.js';

/** An instruction with its accounts' addresses resolved, as the program clients parse it. */
export type ResolvedInstruction = Instruction &
  InstructionWithAccounts<readonly AccountMeta[]> &
  InstructionWithData<ReadonlyUint8Array>;

const AUTHORITY_NAMES: Readonly<Partial<Record<AuthorityType, AuthorityName>>> = {
  [AuthorityType.MintTokens]: 'mint',
  [AuthorityType.FreezeAccount]: 'freeze',
  [AuthorityType.AccountOwner]: 'owner',
  [AuthorityType.CloseAccount]: 'close',
};

/**
 * What the user should know of one instruction of a well-known program: an ownership change, a
 * delegation, an authority change, or nothing. Throws when the instruction is none the program
 * has, or — for the instructions that warn — when its data or accounts cannot be parsed; the
 * caller reports that as 'unreadable-instruction'. The others are identified, not parsed: a body
 * the program cannot read fails the simulation, which the preview reports. (Parsing them all
 * would load every instruction's decoder with the preview: about 2 KB, gzip, for nothing new.)
 */
export function readKnownInstruction(
  name: KnownProgramName,
  instruction: ResolvedInstruction,
): PreviewWarning[] {
  switch (name) {
    case 'System':
      return readSystemInstruction(instruction);
    case 'Token':
    case 'Token-2022':
      // Token-2022 shares Token's layout for every instruction of the original program; its own
      // extensions' instructions are not parsed here, so they read as unreadable.
      return readTokenInstruction(instruction);
    case 'Associated Token Account':
      // The program reads empty data as Create (transactions built before the discriminator).
      if (instruction.data.length > 0) identifyAssociatedTokenInstruction(instruction);
      return [];
    case 'Compute Budget':
      identifyComputeBudgetInstruction(instruction);
      return [];
    case 'Memo':
      // Any bytes are a memo; the program itself refuses what is not UTF-8.
      return [];
  }
}

function readSystemInstruction(instruction: ResolvedInstruction): PreviewWarning[] {
  const type = identifySystemInstruction(instruction);
  if (type === SystemInstruction.Assign) {
    const { accounts, data } = parseAssignInstruction(instruction);
    return [
      {
        kind: 'ownership-change',
        account: accounts.account.address,
        newOwner: data.programAddress,
      },
    ];
  }
  if (type !== SystemInstruction.AssignWithSeed) return [];
  const [account] = accountsAtLeast(instruction, 2);
  return [
    {
      kind: 'ownership-change',
      account: account.address,
      newOwner: readAssignWithSeedOwner(instruction.data),
    },
  ];
}

function readTokenInstruction(instruction: ResolvedInstruction): PreviewWarning[] {
  const type = identifyTokenInstruction(instruction);
  if (type === TokenInstruction.Approve || type === TokenInstruction.ApproveChecked) {
    const parsed =
      type === TokenInstruction.Approve
        ? parseApproveInstruction(instruction)
        : parseApproveCheckedInstruction(instruction);
    return [
      {
        kind: 'delegation',
        account: parsed.accounts.source.address,
        delegate: parsed.accounts.delegate.address,
        amount: parsed.data.amount,
      },
    ];
  }
  if (type !== TokenInstruction.SetAuthority) return [];
  const [owned] = accountsAtLeast(instruction, 2);
  const { authorityType, newAuthority } = readSetAuthorityData(instruction.data);
  const authority = AUTHORITY_NAMES[authorityType as AuthorityType];
  // Token-2022's extension authorities (transfer fee, interest rate…) are not read here.
  if (!authority) throw new Error(`authority type ${authorityType}`);
  return [
    {
      kind: 'authority-change',
      account: owned.address,
      authority,
      newAuthority,
    },
  ];
}

/** The instruction's accounts, when it has at least `count` (as the program clients check). */
function accountsAtLeast(
  instruction: ResolvedInstruction,
  count: number,
): [AccountMeta, ...AccountMeta[]] {
  if (instruction.accounts.length < count) throw new Error(`fewer than ${count} accounts`);
  return instruction.accounts as [AccountMeta, ...AccountMeta[]];
}
