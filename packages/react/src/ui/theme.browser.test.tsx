import {
  createConfig,
  createMemoryStorageAdapter,
  createStorage,
  solanaLocalnet,
} from '@latchkey/core';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { LatchkeyProvider } from '../latchkey-provider.js';
import { mountBrowserRoot } from './browser-root.fixture.js';
import { ConnectButton } from './connect-button.js';
import '../styles.css';

// The stylesheet in real Chromium: the provider's theme reaches the dialog through CSS variables,
// and a host's own variables win.

const page = mountBrowserRoot(() => {
  document.documentElement.removeAttribute('style');
  delete document.documentElement.dataset.latchkeyTheme;
});

const config = () =>
  createConfig({
    networks: [solanaLocalnet()],
    storage: createStorage({ adapter: createMemoryStorageAdapter() }),
    connectors: [],
  });

async function openDialog(theme: 'light' | 'dark' | 'system') {
  await act(async () => {
    page.root.render(
      <LatchkeyProvider config={config()} theme={theme}>
        <ConnectButton />
      </LatchkeyProvider>,
    );
  });
  await act(async () => {
    (page.container.querySelector('button') as HTMLButtonElement).click();
  });
  return page.container.querySelector('dialog') as HTMLDialogElement;
}

describe('theming', () => {
  it('switches the dialog between light and dark through the provider', async () => {
    const light = await openDialog('light');
    expect(document.documentElement.dataset.latchkeyTheme).toBe('light');
    expect(getComputedStyle(light).backgroundColor).toBe('rgb(255, 255, 255)');
    const dark = await openDialog('dark');
    expect(document.documentElement.dataset.latchkeyTheme).toBe('dark');
    expect(getComputedStyle(dark).backgroundColor).toBe('rgb(24, 24, 31)');
    expect(getComputedStyle(dark).color).toBe('rgb(242, 242, 247)');
    await openDialog('system');
    expect(document.documentElement.dataset.latchkeyTheme).toBeUndefined();
  });

  it("takes the host's accent, radius and font", async () => {
    document.documentElement.style.setProperty('--latchkey-radius', '2px');
    document.documentElement.style.setProperty('--latchkey-font', 'monospace');
    const dialog = await openDialog('light');
    expect(getComputedStyle(dialog).borderTopLeftRadius).toBe('2px');
    expect(getComputedStyle(dialog).fontFamily).toBe('monospace');
  });
});
