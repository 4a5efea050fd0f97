import {
  type Config,
  createConfig,
  createMemoryStorageAdapter,
  createStorage,
  type SolanaNetwork,
  solanaDevnet,
  solanaLocalnet,
  walletStandard,
} from '@latchkey/core';
import { registerTestWallet } from '@latchkey/sandbox/test-wallet';
import { act } from 'react';

/**
 * For browser tests: a config connected to the sandbox's test wallet (Wallet Standard, local
 * keys, approving on its own) and an RPC that answers `getBalance` with `lamports`. Undo both
 * with the returned `cleanup`.
 *
 * @example
 * ```ts
 * const { config, address, cleanup } = await connectTestWallet({ name: 'Menu Wallet' });
 * ```
 */
export async function connectTestWallet(options: {
  name: string;
  networks?: SolanaNetwork[];
  lamports?: number | undefined;
}): Promise<{ config: Config; address: string; cleanup: () => void }> {
  const realFetch = window.fetch;
  // The balance is the only RPC read the account menu makes.
  window.fetch = async (input, init) => {
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (body?.method !== 'getBalance') return realFetch(input, init);
    const result = { context: { slot: 1 }, value: options.lamports ?? 1_500_000_000 };
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: body.id, result }), {
      headers: { 'Content-Type': 'application/json' },
    });
  };
  const control = await registerTestWallet({ name: options.name, approval: 'auto' });
  const config = createConfig({
    networks: options.networks ?? [solanaLocalnet(), solanaDevnet()],
    storage: createStorage({ adapter: createMemoryStorageAdapter() }),
    connectors: [walletStandard()],
  });
  await act(async () => {
    await config.connect(`wallet-standard:${options.name}`);
  });
  return {
    config,
    address: control.activeAddress(),
    cleanup: () => {
      control.unregister();
      window.fetch = realFetch;
    },
  };
}
