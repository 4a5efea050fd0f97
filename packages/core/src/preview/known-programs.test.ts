import { describe, expect, it } from 'vitest';
import { KNOWN_PROGRAMS, knownProgramName } from './known-programs.js';

describe('known programs', () => {
  it('names the well-known programs, every Memo version as Memo', () => {
    expect(KNOWN_PROGRAMS).toEqual({
      '11111111111111111111111111111111': 'System',
      TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA: 'Token',
      TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb: 'Token-2022',
      ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL: 'Associated Token Account',
      ComputeBudget111111111111111111111111111111: 'Compute Budget',
      Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo: 'Memo',
      MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr: 'Memo',
      Memo4c2pN8afCj432Lb7RMVKi9PbQnnW7ewFFaV3oAH: 'Memo',
    });
  });

  it('names nothing else, not even what every object has', () => {
    expect(knownProgramName('JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4')).toBeUndefined();
    expect(knownProgramName('toString')).toBeUndefined();
    expect(knownProgramName('__proto__')).toBeUndefined();
    expect(knownProgramName('constructor')).toBeUndefined();
  });
});
