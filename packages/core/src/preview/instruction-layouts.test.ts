import { getAssignWithSeedInstructionDataDecoder } from '@solana-program/system';
import { getSetAuthorityInstructionDataDecoder } from '@solana-program/token';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readAssignWithSeedOwner, readSetAuthorityData } from './instruction-layouts.js';

// Each layout read by hand reads what the program client's decoder reads, or throws where it
// throws; the one difference is a COption tag other than 0 or 1, which the client reads as none
// and the token program refuses (so does this reader).

/** What a reader gives, or that it threw. */
function outcome<T>(read: () => T): T | 'throws' {
  try {
    return read();
  } catch {
    return 'throws';
  }
}

const address = fc.uint8Array({ minLength: 32, maxLength: 32 });

describe('instruction layouts read by hand', () => {
  it("SetAuthority's data, as the token client reads it", () => {
    const data = fc.oneof(
      fc.uint8Array({ maxLength: 40 }),
      fc
        .tuple(fc.nat({ max: 5 }), fc.constantFrom(0, 1), address, fc.uint8Array({ maxLength: 3 }))
        .map(([type, tag, key, rest]) => new Uint8Array([6, type, tag, ...key, ...rest])),
    );
    fc.assert(
      fc.property(data, (bytes) => {
        const client = outcome(() => {
          const { authorityType, newAuthority } =
            getSetAuthorityInstructionDataDecoder().decode(bytes);
          const value = newAuthority.__option === 'Some' ? newAuthority.value : undefined;
          return { authorityType: authorityType as number, newAuthority: value };
        });
        const mine = outcome(() => readSetAuthorityData(bytes));
        if (client !== 'throws' && (bytes[2] ?? 0) > 1) expect(mine).toBe('throws');
        // The client's enum refuses authority types past 3; the preview refuses them after.
        else if (mine !== 'throws' && mine.authorityType > 3) expect(client).toBe('throws');
        else expect(mine).toEqual(client);
      }),
      { seed: 20261202, numRuns: 2000 },
    );
  });

  it("AssignWithSeed's new owner, as the system client reads it", () => {
    const data = fc.oneof(
      fc.uint8Array({ maxLength: 120 }),
      fc
        .tuple(address, fc.uint8Array({ maxLength: 40 }), fc.integer({ min: -2, max: 2 }), address)
        .map(([base, seed, skew, owner]) => {
          const length = new Uint8Array(8);
          new DataView(length.buffer).setBigUint64(
            0,
            BigInt(Math.max(0, seed.length + skew)),
            true,
          );
          return new Uint8Array([10, 0, 0, 0, ...base, ...length, ...seed, ...owner]);
        }),
    );
    fc.assert(
      fc.property(data, (bytes) => {
        const client = outcome(
          () => getAssignWithSeedInstructionDataDecoder().decode(bytes).programAddress,
        );
        expect(outcome(() => readAssignWithSeedOwner(bytes))).toEqual(client);
      }),
      { seed: 20261202, numRuns: 2000 },
    );
  });
});
