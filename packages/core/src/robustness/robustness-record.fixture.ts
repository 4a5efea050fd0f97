import { onTestFinished } from 'vitest';

/**
 * One robustness measurement: faults survived, hostile inputs handled, sponsorship abuse refused,
 * an attack (SECURITY.md) performed and refused, or an attempt at a session (sign-in abuse) refused.
 */
export interface RobustnessEntry {
  category: 'faults' | 'hostile' | 'sponsorship' | 'attack' | 'sign-in';
  name: string;
  tried: number;
  /** Faults survived; hostile inputs rejected with a LatchkeyError or read correctly; sponsorship abuse or attacks refused. */
  handled: number;
  /** Of `handled`: the hostile inputs refused with a LatchkeyError. */
  rejected?: number;
}

declare module 'vitest' {
  interface TaskMeta {
    robustness?: RobustnessEntry[];
  }
}

/**
 * For tests: records what a robustness test tried and how it came out, in the test's metadata.
 * Vitest's JSON report carries it to `npm test`'s report line (scripts/summarize-tests.js), from
 * Node and browser tests alike. Call it from inside a test.
 */
export function recordRobustness(entry: RobustnessEntry): void {
  onTestFinished(({ task }) => {
    // A test that failed after recording did not handle everything it tried: count one case at
    // least as failed, so the report never reads as all handled when a case was not.
    const failed = task.result?.state === 'fail';
    const recorded = failed
      ? { ...entry, handled: Math.min(entry.handled, Math.max(entry.tried - 1, 0)) }
      : entry;
    task.meta.robustness = [...(task.meta.robustness ?? []), recorded];
  });
}
