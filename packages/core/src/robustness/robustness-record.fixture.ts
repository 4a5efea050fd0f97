import { appendFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const RECORD = fileURLToPath(new URL('../../../../test-results/robustness.jsonl', import.meta.url));

/**
 * For tests: records what a robustness test tried and how it came out, for the report line
 * `npm test` prints (scripts/summarize-tests.js).
 *
 * @example
 * ```ts
 * recordRobustness({ category: 'hostile', name: 'decimal amounts', tried: 5000, handled: 5000 });
 * ```
 */
export function recordRobustness(entry: {
  category: 'faults' | 'hostile';
  name: string;
  tried: number;
  /** Faults survived, or hostile inputs rejected with a LatchkeyError or read correctly. */
  handled: number;
  /** Of `handled`: the hostile inputs refused with a LatchkeyError. */
  rejected?: number;
}): void {
  mkdirSync(fileURLToPath(new URL('.', `file://${RECORD}`)), { recursive: true });
  appendFileSync(RECORD, `${JSON.stringify(entry)}\n`);
}
