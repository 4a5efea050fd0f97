import { onTestFinished } from 'vitest';

/**
 * For tests: records an attack the test performed (`tried` attempts, `refused` of them stopped) in
 * the test's metadata, which `npm test` sums into its "Attacks: … tried, … refused, … got
 * through" line — or, for attempts at getting a session or a token accepted (category
 * `sign-in`), its "Sign-in abuse: … tried, … refused, … issued" line. A test that fails records
 * nothing: what it claimed was not shown.
 */
export function recordAttack(
  name: string,
  tried: number,
  refused: number,
  category: 'attack' | 'sign-in' = 'attack',
): void {
  onTestFinished(({ task }) => {
    if (task.result?.state === 'fail') return;
    task.meta.robustness = [
      ...(task.meta.robustness ?? []),
      { category, name, tried, handled: refused, rejected: refused },
    ];
  });
}
