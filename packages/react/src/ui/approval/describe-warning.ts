import type { PreviewWarning, ProgramCall } from '@latchkey/core/preview';
import { shortenAddress } from '../shared/shorten-address.js';

/** What an address looks like: 32 to 44 base58 characters. */
const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/** The largest u64: a Token `Approve` of this much lets the delegate move every token, ever. */
const U64_MAX = 2n ** 64n - 1n;

/** A program by its well-known name, else its address shortened. */
export function programLabel(address: string, programs: readonly ProgramCall[]): string {
  const name = programs.find((program) => program.address === address)?.name;
  return name ?? shortenAddress(address);
}

/** A piece of a warning: words, or an address (drawn whole, in the code font). */
export type WarningPart = string | { readonly address: string };

const key = (address: string): WarningPart => ({ address });

/**
 * A preview's warning in plain words. Addresses stay whole: a look-alike address can share its
 * first and last characters with one the user trusts.
 */
export function describeWarning(
  warning: PreviewWarning,
  programs: readonly ProgramCall[],
): WarningPart[] {
  switch (warning.kind) {
    case 'unknown-program':
      return ["Calls a program Latchkey doesn't know: ", key(warning.program)];
    case 'ownership-change':
      return [
        'Gives the account ',
        key(warning.account),
        ' to the program ',
        key(warning.newOwner),
      ];
    case 'delegation':
      // The amount is in the token's base units: the warning does not carry its decimals.
      return warning.amount === U64_MAX
        ? ['Lets ', key(warning.delegate), ' spend all of your tokens in ', key(warning.account)]
        : [
            'Lets ',
            key(warning.delegate),
            ` spend up to ${warning.amount} of your tokens (in base units) in `,
            key(warning.account),
          ];
    case 'authority-change':
      return warning.newAuthority === undefined
        ? [`Removes the ${warning.authority} authority of `, key(warning.account), ', for good']
        : [
            `Hands the ${warning.authority} authority of `,
            key(warning.account),
            ' to ',
            key(warning.newAuthority),
          ];
    case 'unreadable-instruction': {
      const name = programs.find((program) => program.address === warning.program)?.name;
      if (name) return [`Calls ${name} with an instruction Latchkey can't read`];
      // An address, or where a lookup table holds it ('account 3 (address lookup table)').
      return BASE58_ADDRESS.test(warning.program)
        ? ['Calls ', key(warning.program), " with an instruction Latchkey can't read"]
        : [`Has an instruction Latchkey can't read: its program is ${warning.program}`];
    }
  }
}

/** A warning as one line of text. */
export const warningText = (parts: readonly WarningPart[]): string =>
  parts.map((part) => (typeof part === 'string' ? part : part.address)).join('');
