import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { mountBrowserRoot } from '../shared/browser-root.fixture.js';
import { WalletIcon } from './wallet-icon.js';

// Names and icons come from wallets and the wallet book: outside data. Only data:image/ and
// https: icons load; every name is text.

const page = mountBrowserRoot();
const show = (name: string, icon: string | undefined) =>
  act(async () => page.root.render(<WalletIcon name={name} icon={icon} />));

describe('WalletIcon with hostile input', () => {
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'http://tracker.example/pixel.png',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml;charset=utf-8,<svg onload=alert(1)>'.replace('data:image', 'data:text'),
    '//evil.example/icon.png',
    'blob:https://evil.example/1',
    ' https://evil.example/x.png',
    '',
  ])('draws no image for %j', async (icon) => {
    await show('Evil', icon);
    expect(page.container.querySelector('img')).toBeNull();
    expect(page.container.textContent).toBe('E');
  });

  it.each([
    'data:image/svg+xml;base64,PHN2Zy8+',
    'data:image/png;base64,iVBORw0KGgo=',
    'https://wallet.example/icon.svg',
  ])('draws %j as an image', async (icon) => {
    await show('Good', icon);
    expect(page.container.querySelector('img')?.getAttribute('src')).toBe(icon);
  });

  it('renders a name with markup in it as text', async () => {
    await show('<img src=x onerror=alert(1)>', undefined);
    expect(page.container.querySelector('img')).toBeNull();
    expect(page.container.textContent).toBe('<');
  });
});
