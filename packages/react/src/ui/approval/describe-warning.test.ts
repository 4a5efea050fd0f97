import type { ProgramCall } from '@latchkey/core/preview';
import { describe, expect, it } from 'vitest';
import { approvalTranslate } from './approval-request.fixture.js';
import { describeWarning as describeIn, programLabel, warningText } from './describe-warning.js';

const A = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const B = 'BPFLoaderUpgradeab1e11111111111111111111111';
const TOKEN = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
type Warning = Parameters<typeof describeIn>[0];
const describeParts = (warning: Warning, calls: readonly ProgramCall[], locale = 'en') =>
  describeIn(warning, calls, approvalTranslate(locale));
const describeWarning = (warning: Warning, calls: readonly ProgramCall[], locale = 'en') =>
  warningText(describeParts(warning, calls, locale));
const programs = [
  { address: TOKEN, name: 'Token' },
  { address: B, name: undefined },
];

describe('describeWarning', () => {
  it('says what each warning means, with whole addresses', () => {
    expect(describeWarning({ kind: 'unknown-program', program: B }, programs)).toBe(
      `Calls a program Latchkey doesn't know: ${B}`,
    );
    expect(describeWarning({ kind: 'ownership-change', account: A, newOwner: B }, programs)).toBe(
      `Gives the account ${A} to the program ${B}`,
    );
    expect(
      describeWarning(
        { kind: 'delegation', account: A, delegate: B, amount: 1_000_000n },
        programs,
      ),
    ).toBe(`Lets ${B} spend up to 1,000,000 of your tokens (in base units) in ${A}`);
    expect(
      describeWarning(
        { kind: 'delegation', account: A, delegate: B, amount: 2n ** 64n - 1n },
        programs,
      ),
    ).toBe(`Lets ${B} spend all of your tokens in ${A}`);
    expect(
      describeWarning(
        { kind: 'authority-change', account: A, authority: 'mint', newAuthority: B },
        programs,
      ),
    ).toBe(`Hands the mint authority of ${A} to ${B}`);
    expect(
      describeWarning(
        { kind: 'authority-change', account: A, authority: 'freeze', newAuthority: undefined },
        programs,
      ),
    ).toBe(`Removes the freeze authority of ${A}, for good`);
    expect(describeWarning({ kind: 'unreadable-instruction', program: TOKEN }, programs)).toBe(
      "Calls Token with an instruction Latchkey can't read",
    );
    expect(describeWarning({ kind: 'unreadable-instruction', program: A }, programs)).toBe(
      `Calls ${A} with an instruction Latchkey can't read`,
    );
    expect(
      describeWarning(
        { kind: 'unreadable-instruction', program: 'account 3 (address lookup table)' },
        programs,
      ),
    ).toBe(
      "Has an instruction Latchkey can't read: its program is account 3 (address lookup table)",
    );
  });

  it("writes a delegation's amount as the locale does, exactly", () => {
    const warning = {
      kind: 'delegation',
      account: A,
      delegate: B,
      amount: 2n ** 64n - 2n,
    } as const;
    expect(describeWarning(warning, programs, 'de')).toBe(
      `Lets ${B} spend up to 18.446.744.073.709.551.614 of your tokens (in base units) in ${A}`,
    );
  });

  it('marks each address, so it can be drawn apart from the words', () => {
    expect(describeParts({ kind: 'ownership-change', account: A, newOwner: B }, programs)).toEqual([
      'Gives the account ',
      { address: A },
      ' to the program ',
      { address: B },
    ]);
  });

  it('names a program when it is well known, else shortens its address', () => {
    expect(programLabel(TOKEN, programs)).toBe('Token');
    expect(programLabel(B, programs)).toBe('BPFL…1111');
    expect(programLabel(A, [])).toBe('9WzD…AWWM');
  });
});
