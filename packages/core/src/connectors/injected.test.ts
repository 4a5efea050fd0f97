import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger/logger.js';
import { solanaLocalnet } from '../networks/define-solana-network.js';
import type { ConnectorContext } from './connector.js';
import { createFakeInjectedProvider } from './fake-injected-provider.fixture.js';
import { injected } from './injected.js';

const context: ConnectorContext = {
  getNetwork: () => solanaLocalnet(),
  logger: createLogger({ level: 'silent' }),
};

describe('injected()', () => {
  it('finds wallets at their own window locations, checking identity flags', async () => {
    const phantom = await createFakeInjectedProvider({ flags: { isPhantom: true } });
    const solflare = await createFakeInjectedProvider({ flags: { isSolflare: true } });
    // Backpack once claimed isPhantom on window.solana; it must not pass as Phantom.
    const impostor = await createFakeInjectedProvider({
      flags: { isPhantom: true, isBackpack: true },
    });
    const root = { solana: impostor.provider, solflare: solflare.provider };
    const list = injected({ root, deadlineMs: 0 })(context);
    expect(list.get().map((connector) => connector.id)).toEqual(['injected:solflare']);
    list.destroy();

    const withPhantom = { ...root, phantom: { solana: phantom.provider } };
    const found = injected({ root: withPhantom, deadlineMs: 0 })(context);
    expect(found.get().map((connector) => [connector.id, connector.name])).toEqual([
      ['injected:phantom', 'Phantom'],
      ['injected:solflare', 'Solflare'],
    ]);
    found.destroy();
  });

  it('keeps looking for a wallet that injects late, until the deadline', async () => {
    const root: Record<string, unknown> = {};
    const list = injected({ root, pollIntervalMs: 10, deadlineMs: 1000 })(context);
    const changes: string[][] = [];
    list.subscribe(() => changes.push(list.get().map((connector) => connector.id)));
    expect(list.get()).toEqual([]);
    root.solflare = (await createFakeInjectedProvider({ flags: { isSolflare: true } })).provider;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(changes).toEqual([['injected:solflare']]);
    list.destroy();
  });

  it('ignores look-alikes that are not providers and never walks inherited paths', async () => {
    const root = Object.create({ solflare: { isSolflare: true, connect: async () => undefined } });
    root.glowSolana = { isGlow: true }; // no connect()
    const list = injected({ root, deadlineMs: 0 })(context);
    expect(list.get()).toEqual([]);
    list.destroy();
  });
});
