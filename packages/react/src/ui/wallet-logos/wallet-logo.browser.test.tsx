import { getWalletBookEntry } from '@latchkey/core';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { mountBrowserRoot } from '../shared/browser-root.fixture.js';
import { loadWalletLogos, walletLogosChunk } from './load-wallet-logos.js';
import { WalletLogo, type WalletLogoProps } from './wallet-logo.js';
import { walletLogos } from './wallet-logos.js';
import '../../styles.css';

const page = mountBrowserRoot();
const show = (props: WalletLogoProps) =>
  act(async () => page.root.render(<WalletLogo {...props} />));
const image = () => page.container.querySelector('img');
const box = (element: Element | null) => {
  const { width, height } = element?.getBoundingClientRect() ?? { width: 0, height: 0 };
  return { width, height };
};

// Declared first on purpose: the logo chunk is a module, loaded once per page.
describe('WalletLogo before and after the logo chunk arrives', () => {
  it('draws the initial, starts the load, then swaps in the logo at the same size', async () => {
    expect(walletLogosChunk.peek()).toBeUndefined();
    await show({ name: 'Phantom', icon: undefined, walletBookKey: 'phantom' });
    expect(image()).toBeNull();
    const tile = page.container.querySelector('svg');
    expect(tile?.textContent).toBe('P');
    expect(tile?.getAttribute('aria-hidden')).toBe('true');
    expect(box(tile)).toEqual({ width: 32, height: 32 });

    await act(async () => {
      await loadWalletLogos();
    });
    expect(image()?.getAttribute('src')).toBe(walletLogos.get('phantom'));
    expect(image()?.getAttribute('alt')).toBe('');
    expect([image()?.getAttribute('width'), image()?.getAttribute('height')]).toEqual(['32', '32']);
    expect(box(image())).toEqual({ width: 32, height: 32 });
  });
});

describe('WalletLogo once the logos are loaded', () => {
  it("prefers an installed wallet's own icon", async () => {
    await loadWalletLogos();
    const own = 'https://wallet.example/phantom.png';
    await show({ name: 'Phantom', icon: own, walletBookKey: 'phantom', size: 48 });
    expect(image()?.getAttribute('src')).toBe(own);
    expect(image()?.getAttribute('width')).toBe('48');
  });

  it('gives an injected or deep-link wallet (no icon of its own) its catalogue logo', async () => {
    expect(getWalletBookEntry('solflare')?.icon).toBeUndefined();
    await show({ name: 'Solflare', icon: undefined, walletBookKey: 'solflare' });
    expect(image()?.getAttribute('src')).toBe(walletLogos.get('solflare'));
  });

  it('uses the catalogue logo instead of an unsafe icon', async () => {
    await show({ name: 'Backpack', icon: 'javascript:alert(1)', walletBookKey: 'backpack' });
    expect(image()?.getAttribute('src')).toBe(walletLogos.get('backpack'));
  });

  it('draws the initial for a wallet the logo set lacks', async () => {
    await show({ name: 'Magic Eden', icon: undefined, walletBookKey: 'magic-eden' });
    expect(image()).toBeNull();
    expect(page.container.textContent).toBe('M');
  });

  it('looks up no inherited property for a hostile key', async () => {
    await show({ name: 'x', icon: undefined, walletBookKey: '__proto__' });
    expect(image()).toBeNull();
    expect(page.container.textContent).toBe('X');
  });

  it.each([...walletLogos.keys()])('draws a decodable %s logo', async (key) => {
    await show({ name: key, icon: undefined, walletBookKey: key });
    const img = image();
    await img?.decode();
    expect(img?.naturalWidth).toBeGreaterThan(0);
  });
});
