import { describe, expect, it } from 'vitest';
import { robustnessEntries, robustnessSummary } from './robustness-summary.js';

describe('robustnessSummary', () => {
  it('sums each category into one line', () => {
    const report = {
      testResults: [
        {
          assertionResults: [
            { meta: { robustness: [{ category: 'faults', name: 'a', tried: 2, handled: 2 }] } },
            { meta: {} },
            {
              meta: {
                robustness: [
                  { category: 'faults', name: 'b', tried: 1, handled: 1 },
                  { category: 'hostile', name: 'x', tried: 10, handled: 10, rejected: 4 },
                  { category: 'sponsorship', name: 'drain', tried: 5, handled: 5, rejected: 5 },
                  { category: 'sponsorship', name: 'nonce', tried: 1, handled: 0, rejected: 0 },
                  { category: 'attack', name: 'quota burn', tried: 10, handled: 10, rejected: 10 },
                  { category: 'attack', name: 'ipv6 rotation', tried: 3, handled: 2, rejected: 2 },
                  { category: 'sign-in', name: 'replay', tried: 100, handled: 100, rejected: 100 },
                ],
              },
            },
          ],
        },
      ],
    };
    const lines = robustnessSummary(robustnessEntries(report));
    expect(lines).toEqual([
      'Faults: 3 tried (2 kinds), 3 survived',
      'Hostile inputs: 10 tried (1 parsers), 10 handled — 4 refused with a LatchkeyError, the rest read correctly; 0 crashed or hung',
      'Sponsorship abuse: 6 hostile requests tried (2 kinds), 5 refused with a typed error, 1 signed',
      'Attacks: 13 tried (2 kinds), 12 refused, 1 got through',
      'Sign-in abuse: 100 tried, 100 refused, 0 issued',
    ]);
  });

  it('counts what was not handled as crashed, never as handled', () => {
    const lines = robustnessSummary([
      { category: 'hostile', name: 'x', tried: 10, handled: 9, rejected: 4 },
    ]);
    expect(lines).toEqual([
      'Hostile inputs: 10 tried (1 parsers), 9 handled — 4 refused with a LatchkeyError, the rest read correctly; 1 crashed or hung',
    ]);
  });
});
