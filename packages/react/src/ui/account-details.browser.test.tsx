import {
  createConfig,
  createMemoryStorageAdapter,
  createStorage,
  solanaDevnet,
  solanaLocalnet,
} from '@latchkey/core';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { LatchkeyProvider } from '../latchkey-provider.js';
import { AccountDetails, COPIED_FOR_MS } from './account-details.js';
import { mountBrowserRoot } from './browser-root.fixture.js';

const ADDRESS = '7eUECY6An6uBawAFR9wRvK9hiYUQKJLQHKRuLasCsFH8';
const page = mountBrowserRoot();

describe('account details', () => {
  it('shortens the address, switches among enabled networks and links the explorer', async () => {
    const config = createConfig({
      networks: [solanaLocalnet(), solanaDevnet()],
      storage: createStorage({ adapter: createMemoryStorageAdapter() }),
      connectors: [],
    });
    await act(async () => {
      page.root.render(
        <LatchkeyProvider config={config}>
          <AccountDetails address={ADDRESS} />
        </LatchkeyProvider>,
      );
    });
    const address = page.container.querySelector('[data-testid="latchkey-address"]') as HTMLElement;
    expect(address.textContent).toBe('7eUE…sFH8');
    expect(address.title).toBe(ADDRESS);
    const select = page.container.querySelector('select') as HTMLSelectElement;
    expect(Array.from(select.options, (option) => option.textContent)).toEqual([
      solanaLocalnet().name,
      solanaDevnet().name,
    ]);
    await act(async () => {
      select.value = String(solanaDevnet().networkId);
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(config.getNetwork().networkId).toBe(solanaDevnet().networkId);
    const link = page.container.querySelector('a') as HTMLAnchorElement;
    expect(link.href).toBe(`https://explorer.solana.com/address/${ADDRESS}?cluster=devnet`);
    expect(link.rel).toBe('noopener noreferrer');
  });

  it('confirms a copy for 1.5 s, out loud, then offers it again', async () => {
    const config = createConfig({
      networks: [solanaLocalnet()],
      storage: createStorage({ adapter: createMemoryStorageAdapter() }),
      connectors: [],
    });
    const copiedTexts: string[] = [];
    const original = navigator.clipboard?.writeText;
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copiedTexts.push(text) },
    });
    try {
      await act(async () => {
        page.root.render(
          <LatchkeyProvider config={config}>
            <AccountDetails address={ADDRESS} />
          </LatchkeyProvider>,
        );
      });
      const button = Array.from(page.container.querySelectorAll('button')).find(
        (candidate) => candidate.textContent === 'Copy address',
      ) as HTMLButtonElement;
      await act(async () => button.click());
      expect(copiedTexts).toEqual([ADDRESS]);
      expect(button.textContent).toBe('Copied');
      expect(page.container.querySelector('[role="status"]')?.textContent).toBe('Address copied');
      await act(() => new Promise((resolve) => setTimeout(resolve, COPIED_FOR_MS + 100)));
      expect(button.textContent).toBe('Copy address');
      expect(page.container.querySelector('[role="status"]')?.textContent).toBe('');
    } finally {
      if (original)
        Object.defineProperty(navigator, 'clipboard', {
          configurable: true,
          value: { writeText: original },
        });
    }
  });
});
