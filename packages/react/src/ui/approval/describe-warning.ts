import type { AuthorityName, PreviewWarning, ProgramCall } from '@latchkey/core/preview';
import { formatUnitsForLocale } from '../../i18n/format-units-for-locale.js';
import type { MessageValues } from '../../i18n/message-types.js';
import type { Translate } from '../../i18n/use-messages.js';
import { shortenAddress } from '../shared/shorten-address.js';
import type { approvalMessages } from './approval-messages.js';

type ApprovalKey = keyof typeof approvalMessages;

/** What an address looks like: 32 to 44 base58 characters. */
const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/** Where core says a program stands when a lookup table holds it: 'account 3 (address lookup table)'. */
const LOOKUP_PROGRAM = /^account (\d+) \(address lookup table\)$/;

/** The largest u64: a Token `Approve` of this much lets the delegate move every token, ever. */
const U64_MAX = 2n ** 64n - 1n;

// One whole sentence per authority, so each language can say it in its own order.
const HANDED: Record<AuthorityName, ApprovalKey> = {
  mint: 'approval.warning.mintAuthorityChange',
  freeze: 'approval.warning.freezeAuthorityChange',
  owner: 'approval.warning.ownerAuthorityChange',
  close: 'approval.warning.closeAuthorityChange',
};
const REMOVED: Record<AuthorityName, ApprovalKey> = {
  mint: 'approval.warning.mintAuthorityRemoval',
  freeze: 'approval.warning.freezeAuthorityRemoval',
  owner: 'approval.warning.ownerAuthorityRemoval',
  close: 'approval.warning.closeAuthorityRemoval',
};

/** A program by its well-known name, else its address shortened. */
export function programLabel(address: string, programs: readonly ProgramCall[]): string {
  const name = programs.find((program) => program.address === address)?.name;
  return name ?? shortenAddress(address);
}

/** A piece of a warning: words, or an address (drawn whole, in the code font). */
export type WarningPart = string | { readonly address: string };

/** A warning's message: its key, the values written into it, and the addresses drawn apart. */
interface WarningMessage {
  key: ApprovalKey;
  values?: MessageValues;
  addresses?: Readonly<Record<string, string>>;
}

function warningMessage(
  warning: PreviewWarning,
  programs: readonly ProgramCall[],
  locale: string,
): WarningMessage {
  switch (warning.kind) {
    case 'unknown-program':
      return { key: 'approval.warning.unknownProgram', addresses: { program: warning.program } };
    case 'ownership-change':
      return {
        key: 'approval.warning.ownershipChange',
        addresses: { account: warning.account, owner: warning.newOwner },
      };
    case 'delegation': {
      const addresses = { delegate: warning.delegate, account: warning.account };
      if (warning.amount === U64_MAX)
        return { key: 'approval.warning.delegationUnlimited', addresses };
      // The amount is in the token's base units: the warning does not carry its decimals.
      const amount = formatUnitsForLocale(warning.amount, 0, locale);
      return { key: 'approval.warning.delegation', values: { amount }, addresses };
    }
    case 'authority-change':
      return warning.newAuthority === undefined
        ? { key: REMOVED[warning.authority], addresses: { account: warning.account } }
        : {
            key: HANDED[warning.authority],
            addresses: { account: warning.account, authority: warning.newAuthority },
          };
    case 'unreadable-instruction': {
      const { program } = warning;
      const name = programs.find((call) => call.address === program)?.name;
      if (name) return { key: 'approval.warning.unreadableInstruction', values: { program: name } };
      if (BASE58_ADDRESS.test(program))
        return { key: 'approval.warning.unreadableInstruction', addresses: { program } };
      const index = LOOKUP_PROGRAM.exec(program)?.[1];
      return index === undefined
        ? { key: 'approval.warning.unreadableProgram', values: { program } }
        : { key: 'approval.warning.unreadableLookupProgram', values: { index: Number(index) } };
    }
  }
}

/**
 * A preview's warning in plain words, in the user's language. Addresses stay whole: a
 * look-alike address can share its first and last characters with one the user trusts.
 */
export function describeWarning(
  warning: PreviewWarning,
  programs: readonly ProgramCall[],
  t: Translate<ApprovalKey> & { readonly locale: string },
): WarningPart[] {
  const { key, values, addresses = {} } = warningMessage(warning, programs, t.locale);
  // The addresses' placeholders stay in the text (no value fills them), to be cut out here.
  const parts: WarningPart[] = [];
  let from = 0;
  const text = t(key, values);
  for (const match of text.matchAll(/\{(\w+)\}/g)) {
    const address = addresses[match[1] as string];
    if (address === undefined) continue;
    if (match.index > from) parts.push(text.slice(from, match.index));
    parts.push({ address });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}

/** A warning as one line of text. */
export const warningText = (parts: readonly WarningPart[]): string =>
  parts.map((part) => (typeof part === 'string' ? part : part.address)).join('');
