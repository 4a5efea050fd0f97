import { describe, expect, it } from 'vitest';
import { simulationErrorText } from './simulation-error-text.js';

describe('simulationErrorText', () => {
  it.each([
    ['InsufficientFundsForFee', 'insufficient funds for fee'],
    ['BlockhashNotFound', 'blockhash not found'],
    [{ InstructionError: [0, { Custom: 1 }] }, 'instruction 1: custom program error 0x1'],
    // kit reads the integers of an error as bigints.
    [{ InstructionError: [2n, { Custom: 6001n }] }, 'instruction 3: custom program error 0x1771'],
    [{ InstructionError: [0, 'InsufficientFunds'] }, 'instruction 1: insufficient funds'],
    [
      { InstructionError: [1, { BorshIoError: 'Unknown' }] },
      'instruction 2: borsh io error: Unknown',
    ],
    [{ InsufficientFundsForRent: { account_index: 2 } }, 'insufficient funds for rent (account 2)'],
    ['some words already', 'some words already'],
  ])('reads runtime error %#', (error, text) => {
    expect(simulationErrorText(error)).toBe(text);
  });

  it('names a common error of the program the instruction calls', () => {
    const programs = ['Compute Budget', 'System', 'Token'] as const;
    const programOf = (index: number) => programs[index];
    expect(simulationErrorText({ InstructionError: [1, { Custom: 1 }] }, programOf)).toBe(
      'instruction 2: not enough SOL (System error 0x1)',
    );
    expect(simulationErrorText({ InstructionError: [2, { Custom: 1 }] }, programOf)).toBe(
      'instruction 3: not enough tokens (Token error 0x1)',
    );
    // A code the program's list does not hold, or a program that has none: the code alone.
    expect(simulationErrorText({ InstructionError: [2, { Custom: 9 }] }, programOf)).toBe(
      'instruction 3: custom program error 0x9',
    );
    expect(simulationErrorText({ InstructionError: [0, { Custom: 1 }] }, programOf)).toBe(
      'instruction 1: custom program error 0x1',
    );
  });

  it.each([
    [{ InstructionError: [-1, { Custom: 1 }] }, '{"InstructionError":[-1,{"Custom":1}]}'],
    [
      { InstructionError: [0, { Custom: 2 ** 40 }] },
      '{"InstructionError":[0,{"Custom":1099511627776}]}',
    ],
    [
      { InstructionError: [0, { Custom: 1n }], extra: 1 },
      '{"InstructionError":[0,{"Custom":"1"}],"extra":1}',
    ],
    [{ Unknown: { weird: [1, 2] } }, '{"Unknown":{"weird":[1,2]}}'],
    [42, '42'],
    [true, 'true'],
    ['', 'unknown error'],
    [undefined, 'unknown error'],
  ])('shows shape %# it does not know as JSON', (error, text) => {
    expect(simulationErrorText(error)).toBe(text);
  });

  it('keeps the reason to 200 characters', () => {
    const long = simulationErrorText({ Unknown: 'x'.repeat(10_000) });
    expect(Array.from(long)).toHaveLength(200);
    expect(long.endsWith('…')).toBe(true);
    expect(Array.from(simulationErrorText('😀'.repeat(300)))).toHaveLength(200);
  });
});
