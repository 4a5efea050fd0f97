import { AccountRole, type Address, type CompiledTransactionMessage } from '@solana/kit';
import { knownProgramName } from './known-programs.js';
import { type ResolvedInstruction, readKnownInstruction } from './read-known-instruction.js';
import type { PreviewWarning, ProgramCall } from './transaction-preview.js';

/** What a transaction's instructions say before it runs: the programs it calls, and warnings. */
export interface InstructionsReading {
  /** Each program once, in the order the transaction first calls it. */
  readonly programs: readonly ProgramCall[];
  readonly warnings: readonly PreviewWarning[];
}

// Stands in for an account a v0 message loads from an address lookup table. Without fetching the
// table, the message's static accounts are all that is known; this is no base58 address, so it
// can never be mistaken for one.
const FROM_LOOKUP_TABLE = 'an account from an address lookup table' as Address;
const NO_DATA = new Uint8Array();

/**
 * Reads a decoded transaction's instructions: the programs called, each once in order, and what
 * the user should know before approving — a program that is none of the well-known ones, an
 * account's owner changed (System `Assign`), tokens delegated (Token `Approve`), an authority
 * handed over (Token `SetAuthority`), or a well-known program's instruction that cannot be read.
 *
 * Instructions are read from the message alone. An instruction whose program comes from an
 * address lookup table is unreadable (the runtime refuses it anyway); a warning that would have
 * to name an account from a lookup table says the instruction is unreadable instead of naming it.
 */
export function readInstructions(message: CompiledTransactionMessage): InstructionsReading {
  const keys = message.staticAccounts;
  const programs = new Map<string, ProgramCall>();
  const warnings: PreviewWarning[] = [];
  for (const compiled of 'instructions' in message ? message.instructions : []) {
    const program = keys[compiled.programAddressIndex];
    if (program === undefined) {
      warnings.push({
        kind: 'unreadable-instruction',
        program: `account ${compiled.programAddressIndex} (address lookup table)`,
      });
      continue;
    }
    const name = knownProgramName(program);
    if (!programs.has(program)) {
      programs.set(program, { address: program, name });
      if (name === undefined) warnings.push({ kind: 'unknown-program', program });
    }
    if (name === undefined) continue;
    const instruction: ResolvedInstruction = {
      programAddress: program,
      // The role does not matter to a parser; the address does.
      accounts: (compiled.accountIndices ?? []).map((index) => ({
        address: keys[index] ?? FROM_LOOKUP_TABLE,
        role: AccountRole.READONLY,
      })),
      data: compiled.data ?? NO_DATA,
    };
    let found: PreviewWarning[];
    try {
      found = readKnownInstruction(name, instruction);
    } catch {
      found = [{ kind: 'unreadable-instruction', program }];
    }
    for (const warning of found) {
      const namesUnknownAccount = Object.values(warning).includes(FROM_LOOKUP_TABLE);
      warnings.push(namesUnknownAccount ? { kind: 'unreadable-instruction', program } : warning);
    }
  }
  return { programs: [...programs.values()], warnings };
}
