import {
  createConfig,
  createMemoryStorageAdapter,
  createStorage,
  solanaLocalnet,
} from '@latchkey/core';
import { act } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { LatchkeyProvider } from '../latchkey-provider.js';
import { ConnectButton } from '../ui/connect-button/connect-button.js';
import { connectDialogChunk } from '../ui/connect-button/load-connect-dialog.js';
import { mountBrowserRoot } from '../ui/shared/browser-root.fixture.js';
import { darkTheme, type LatchkeyTheme, lightTheme } from './latchkey-theme.js';
import type { LatchkeyThemeOption } from './theme-stylesheet.js';
import '../styles.css';

// The stylesheet in real Chromium: the provider's theme reaches Latchkey's own elements through
// CSS variables scoped to them, never the host's <html>; a host's own --latchkey-* tokens, set on
// :root, any ancestor or .latchkey-root, reach the UI too.

const page = mountBrowserRoot(() => {
  for (const style of document.querySelectorAll('style[data-test-host]')) style.remove();
});

const config = () =>
  createConfig({
    networks: [solanaLocalnet()],
    storage: createStorage({ adapter: createMemoryStorageAdapter() }),
    connectors: [],
  });

async function openDialog(theme: LatchkeyThemeOption) {
  await act(async () => {
    page.root.render(
      <LatchkeyProvider config={config()} theme={theme}>
        <p className="host-text">The host's page</p>
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
  // The dialog's chunk loads as the button mounts; here it is in before the first click.
  beforeAll(() => connectDialogChunk.load());
  it('switches the dialog between light and dark without touching the page', async () => {
    const light = await openDialog('light');
    expect(getComputedStyle(light).backgroundColor).toBe('rgb(255, 255, 255)');
    const dark = await openDialog('dark');
    expect(getComputedStyle(dark).backgroundColor).toBe('rgb(24, 24, 31)');
    expect(getComputedStyle(dark).color).toBe('rgb(242, 242, 247)');
    expect(document.documentElement.dataset.latchkeyTheme).toBeUndefined();
    const host = page.container.querySelector('.host-text') as HTMLElement;
    expect(getComputedStyle(host).getPropertyValue('--latchkey-bg')).toBe('');
  });

  it("draws a host's theme from lightTheme() / darkTheme(), scoped to Latchkey", async () => {
    const dialog = await openDialog(
      lightTheme({ accent: 'rgb(10, 124, 255)', radius: '2px', font: 'monospace' }),
    );
    expect(getComputedStyle(dialog).borderTopLeftRadius).toBe('2px');
    expect(getComputedStyle(dialog).fontFamily).toBe('monospace');
    expect(getComputedStyle(dialog).getPropertyValue('--latchkey-accent')).toBe(
      'rgb(10, 124, 255)',
    );
    const dark = await openDialog(darkTheme({ bg: 'rgb(1, 2, 3)' }));
    expect(getComputedStyle(dark).backgroundColor).toBe('rgb(1, 2, 3)');
  });

  it('follows the device between the light and dark themes given', async () => {
    const pair: { light: LatchkeyTheme; dark: LatchkeyTheme } = {
      light: lightTheme({ bg: 'rgb(250, 250, 240)' }),
      dark: darkTheme({ bg: 'rgb(5, 5, 15)' }),
    };
    const dialog = await openDialog(pair);
    const dark = matchMedia('(prefers-color-scheme: dark)').matches;
    expect(getComputedStyle(dialog).backgroundColor).toBe(
      dark ? 'rgb(5, 5, 15)' : 'rgb(250, 250, 240)',
    );
  });

  it('keeps a token that would end the rule out of the stylesheet', async () => {
    const dialog = await openDialog(
      lightTheme({ accent: 'red} body{display:none', radius: '3px' }),
    );
    expect(getComputedStyle(document.body).display).not.toBe('none');
    expect(getComputedStyle(dialog).borderTopLeftRadius).toBe('3px');
  });

  function hostStyle(css: string) {
    const style = document.createElement('style');
    style.dataset.testHost = '';
    style.textContent = css;
    document.head.append(style);
  }

  it("takes a host's tokens from :root, in either scheme", async () => {
    hostStyle(':root { --latchkey-bg: rgb(1, 2, 3); --latchkey-radius: 7px; }');
    for (const mode of ['light', 'dark', 'system'] as const) {
      const dialog = await openDialog(mode);
      expect(getComputedStyle(dialog).backgroundColor, mode).toBe('rgb(1, 2, 3)');
      expect(getComputedStyle(dialog).borderTopLeftRadius, mode).toBe('7px');
      // The tokens it did not set keep Latchkey's defaults for the scheme.
      expect(getComputedStyle(dialog).color, mode).not.toBe('');
    }
    expect(getComputedStyle(await openDialog('dark')).color).toBe('rgb(242, 242, 247)');
  });

  it("takes a host's tokens from any ancestor, and the nearest one wins", async () => {
    hostStyle(':root { --latchkey-bg: rgb(1, 2, 3); }');
    page.container.style.setProperty('--latchkey-bg', 'rgb(4, 5, 6)');
    try {
      expect(getComputedStyle(await openDialog('dark')).backgroundColor).toBe('rgb(4, 5, 6)');
    } finally {
      page.container.style.removeProperty('--latchkey-bg');
    }
  });

  it("lets the provider's theme outrank the page's tokens", async () => {
    hostStyle(':root { --latchkey-bg: rgb(1, 2, 3); }');
    const dialog = await openDialog(lightTheme({ bg: 'rgb(7, 8, 9)' }));
    expect(getComputedStyle(dialog).backgroundColor).toBe('rgb(7, 8, 9)');
  });

  it("lets a host's own variables on .latchkey-root win", async () => {
    hostStyle('.latchkey-root { --latchkey-radius: 5px; }');
    const dialog = await openDialog('light');
    expect(getComputedStyle(dialog).borderTopLeftRadius).toBe('5px');
  });
});
