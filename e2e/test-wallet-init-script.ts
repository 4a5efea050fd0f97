import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * The sandbox's Wallet Standard test wallet as an extension would bring it: a script of its own,
 * run in the page before the app (Playwright's `addInitScript`), so the app under test ships no
 * test code. It prompts in its own dialog ('Latchkey Test Wallet') and is reachable as
 * `globalThis.latchkeyTestWallet`.
 *
 * @example
 * ```ts
 * await page.addInitScript({ content: await testWalletInitScript(sandboxRpcUrl()) });
 * ```
 */
export async function testWalletInitScript(rpcUrl: string): Promise<string> {
  const entry = `
    import { registerTestWallet } from '@latchkey/sandbox/test-wallet';
    // Only the top page: an extension's wallet is not announced inside the custody frames.
    if (window === window.top) {
      registerTestWallet({ rpcUrl: ${JSON.stringify(rpcUrl)} }).then((control) => {
        globalThis.latchkeyTestWallet = control;
      });
    }
  `;
  const result = await build({
    stdin: { contents: entry, resolveDir: fileURLToPath(new URL('.', import.meta.url)) },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('esbuild produced no test wallet script');
  return output.text;
}
