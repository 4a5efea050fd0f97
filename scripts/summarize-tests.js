// Prints one closing line over both test runners' JSON reports ('N passed, N failed'), then
// the robustness lines (faults survived, hostile inputs handled).
import { existsSync, readFileSync } from 'node:fs';
import { robustnessEntries, robustnessSummary } from './robustness-summary.js';

const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined);
const vitest = read('test-results/vitest.json');
const playwright = read('test-results/playwright.json');
if (!vitest || !playwright) {
  console.error('A test report is missing; did a runner fail to start?');
  process.exit(1);
}
const passed = vitest.numPassedTests + (playwright.stats.expected ?? 0);
const failed =
  vitest.numFailedTests + (playwright.stats.unexpected ?? 0) + (playwright.stats.flaky ?? 0);
const skipped = vitest.numPendingTests + vitest.numTodoTests + (playwright.stats.skipped ?? 0);
console.log(`\nAll tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
for (const line of robustnessSummary(robustnessEntries(vitest))) console.log(line);
process.exit(failed > 0 ? 1 : 0);
