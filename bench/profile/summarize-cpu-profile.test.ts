import { describe, expect, it } from 'vitest';
import { ownerOf, summarizeCpuProfile } from './summarize-cpu-profile.js';

const frame = (functionName: string, url: string, lineNumber = 0) => ({
  functionName,
  url,
  lineNumber,
});

describe('summarizeCpuProfile', () => {
  it('sums self time by function and by owner, idle left out', () => {
    const profile = {
      nodes: [
        { id: 1, callFrame: frame('(root)', '') },
        { id: 2, callFrame: frame('(idle)', '') },
        {
          id: 3,
          callFrame: frame('checkPolicy', 'file:///w/packages/server/dist/esm/sponsorship/p.js', 9),
        },
        { id: 4, callFrame: frame('parse', 'file:///w/node_modules/pg-protocol/dist/parser.js') },
        { id: 5, callFrame: frame('(garbage collector)', '') },
      ],
      samples: [2, 3, 3, 4, 5, 2],
      timeDeltas: [5000, 3000, 2000, 1000, 4000, 9000],
    };
    const summary = summarizeCpuProfile(profile);
    expect(summary.totalMs).toBe(10);
    expect(summary.functions[0]).toEqual({
      name: 'checkPolicy packages/server/dist/esm/sponsorship/p.js:10',
      ms: 5,
      share: 0.5,
    });
    expect(summary.owners.map((owner) => [owner.name, owner.ms])).toEqual([
      ['@latchkey/server/sponsorship', 5],
      ['(garbage collector)', 4],
      ['pg-protocol', 1],
    ]);
  });

  it('names the innermost package of a nested node_modules path, and Node internals', () => {
    expect(ownerOf('file:///a/node_modules/x/node_modules/@scope/y/index.js', 'f')).toBe(
      '@scope/y',
    );
    expect(ownerOf('node:internal/http', 'f')).toBe('node:');
    expect(ownerOf('', 'JSON.parse')).toBe('(native)');
  });
});
