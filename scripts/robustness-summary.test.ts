import { describe, expect, it } from 'vitest';
import { robustnessSummary } from './robustness-summary.js';

describe('robustnessSummary', () => {
  it('sums each category into one line', () => {
    const lines = robustnessSummary(
      [
        { category: 'faults', name: 'a', tried: 2, handled: 2 },
        { category: 'faults', name: 'b', tried: 1, handled: 1 },
        { category: 'hostile', name: 'x', tried: 10, handled: 10, rejected: 4 },
      ]
        .map((entry) => JSON.stringify(entry))
        .join('\n'),
    );
    expect(lines).toEqual([
      'Faults: 3 tried (2 kinds), 3 survived',
      'Hostile inputs: 10 tried (1 parsers), 10 handled — 4 refused with a LatchkeyError, the rest read correctly; 0 crashed or hung',
    ]);
  });
});
