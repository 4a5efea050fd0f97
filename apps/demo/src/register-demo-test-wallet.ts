import { sandboxRpcUrl } from './demo-config.js';
import { readTestWalletFlags } from './test-wallet-flags.js';

/**
 * Registers the sandbox's Wallet Standard test wallet when the page was opened with
 * `?testWallet` (a real extension cannot be installed in the test browser). Loaded lazily, so
 * the demo's normal bundle never contains it.
 *
 * @example
 * ```ts
 * void registerDemoTestWallet(location.search);
 * ```
 */
export async function registerDemoTestWallet(search: string): Promise<void> {
  const flags = readTestWalletFlags(search);
  if (!flags.enabled) return;
  const { registerTestWallet, mountTestWalletPanel } = await import(
    '@latchkey/sandbox/test-wallet'
  );
  if (flags.delayMs) await new Promise((resolve) => setTimeout(resolve, flags.delayMs));
  const control = await registerTestWallet({
    rpcUrl: sandboxRpcUrl,
    approval: flags.approval,
    dropFeatures: flags.dropFeatures,
    reject: flags.reject,
    misbehave: flags.misbehave,
    ...(flags.seed ? { seed: flags.seed } : {}),
  });
  mountTestWalletPanel(control);
  (globalThis as { latchkeyTestWallet?: unknown }).latchkeyTestWallet = control;
  if (flags.secondSeed) {
    await registerTestWallet({
      name: 'Second Test Wallet',
      seed: flags.secondSeed,
      rpcUrl: sandboxRpcUrl,
      approval: 'auto',
    });
  }
  if (flags.broken) {
    await registerTestWallet({
      name: 'Broken Wallet',
      seed: 'broken-wallet',
      rpcUrl: sandboxRpcUrl,
      approval: 'auto',
      dropFeatures: ['solana:signTransaction'],
    });
  }
}
