import { fileURLToPath } from 'node:url';

/**
 * Where a screenshot goes: `e2e/screenshots/<name>`, beside the specs, whichever folder the run
 * was started from.
 *
 * @example
 * ```ts
 * await page.screenshot({ path: screenshotPath('connect-dialog.png') });
 * ```
 */
export function screenshotPath(name: string): string {
  return fileURLToPath(new URL(`./screenshots/${name}`, import.meta.url));
}
