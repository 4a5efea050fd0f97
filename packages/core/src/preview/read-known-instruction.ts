import type {
  AccountMeta,
  Instruction,
  InstructionWithAccounts,
  InstructionWithData,
  ReadonlyUint8Array,
} from '@solana/kit';
import { parseComputeBudgetInstruction } from '@solana-program/compute-budget';
import { parseSystemInstruction, SystemInstruction } from '@solana-program/system';
import {
  AuthorityType,
  parseAssociatedTokenInstruction,
  parseTokenInstruction,
  TokenInstruction,
} from '@solana-program/token';
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
 * delegation, an authority change, or nothing. Throws when the program could not parse the
 * instruction (unknown instruction, data too short, too few accounts); the caller reports that
 * as 'unreadable-instruction'.
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
      if (instruction.data.length > 0) parseAssociatedTokenInstruction(instruction);
      return [];
    case 'Compute Budget':
      parseComputeBudgetInstruction(instruction);
      return [];
    case 'Memo':
      // Any bytes are a memo; the program itself refuses what is not UTF-8.
      return [];
  }
}

function readSystemInstruction(instruction: ResolvedInstruction): PreviewWarning[] {
  const parsed = parseSystemInstruction(instruction);
  if (
    parsed.instructionType === SystemInstruction.Assign ||
    parsed.instructionType === SystemInstruction.AssignWithSeed
  ) {
    return [
      {
        kind: 'ownership-change',
        account: parsed.accounts.account.address,
        newOwner: parsed.data.programAddress,
      },
    ];
  }
  return [];
}

function readTokenInstruction(instruction: ResolvedInstruction): PreviewWarning[] {
  const parsed = parseTokenInstruction(instruction);
  switch (parsed.instructionType) {
    case TokenInstruction.Approve:
    case TokenInstruction.ApproveChecked:
      return [
        {
          kind: 'delegation',
          account: parsed.accounts.source.address,
          delegate: parsed.accounts.delegate.address,
          amount: parsed.data.amount,
        },
      ];
    case TokenInstruction.SetAuthority: {
      const { authorityType, newAuthority } = parsed.data;
      const authority = AUTHORITY_NAMES[authorityType];
      // Token-2022's extension authorities (transfer fee, interest rate…) are not read here.
      if (!authority) throw new Error(`authority type ${authorityType}`);
      return [
        {
          kind: 'authority-change',
          account: parsed.accounts.owned.address,
          authority,
          newAuthority: newAuthority.__option === 'Some' ? newAuthority.value : undefined,
        },
      ];
    }
    default:
      return [];
  }
}
