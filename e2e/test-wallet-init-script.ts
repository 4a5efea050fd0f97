import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * The sandbox's Wallet Standard test wallet as an extension would bring it: a script of its own,
 * run in the page before the app (Playwright's `addInitScript`), so the app under test ships no
 * test code. It prompts in its own dialog ('Latchkey Test Wallet') and is reachable as
 * `globalThis.latchkeyTestWallet`.
 *
 * A second wallet (another name and keys, reachable under another global) is another script.
 *
 * @example
 * ```ts
 * await page.addInitScript({ content: await testWalletInitScript(sandboxRpcUrl()) });
 * await page.addInitScript({
 *   content: await testWalletInitScript(sandboxRpcUrl(), { name: 'Second Test Wallet', global: 'secondTestWallet', seed: 'second' }),
 * });
 * ```
 */
export async function testWalletInitScript(
  rpcUrl: string,
  wallet: { name?: string; global?: string; seed?: string } = {},
): Promise<string> {
  const options = {
    rpcUrl,
    ...(wallet.name ? { name: wallet.name } : {}),
    ...(wallet.seed ? { seed: wallet.seed } : {}),
  };
  const entry = `
    import { registerTestWallet } from '@latchkey/sandbox/test-wallet';
    // Only the top page: an extension's wallet is not announced inside the custody frames.
    if (window === window.top) {
      registerTestWallet(${JSON.stringify(options)}).then((control) => {
        globalThis[${JSON.stringify(wallet.global ?? 'latchkeyTestWallet')}] = control;
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
