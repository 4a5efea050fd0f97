import {
  createConfig,
  createMemoryStorageAdapter,
  createStorage,
  solanaDevnet,
} from '@latchkey/core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LatchkeyProvider, type LatchkeyProviderProps } from '../latchkey-provider.js';
import { ConnectButton } from '../ui/connect-button/connect-button.js';
import { matchCatalogueLocale } from './catalogue-locales.js';
import { resolveCatalogue } from './resolve-catalogue.js';

// Real Chromium: the provider picks the UI's language from the host's `locale`, the page's
// `<html lang>` and the browser's languages, and loads that language's catalogue as a chunk.
// The catalogue's chunk arrives after mount, outside any `act`: the tests wait for what it draws.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const config = createConfig({
  appName: 'Acme',
  networks: [solanaDevnet()],
  connectors: [],
  storage: createStorage({ adapter: createMemoryStorageAdapter() }),
});

// A chunk's first load in the test server is compiled on demand: slow on a busy machine.
const CHUNK_TIMEOUT = 10_000;

let container: HTMLDivElement;
let root: Root;
const pageLang = document.documentElement.lang;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  document.documentElement.lang = pageLang;
});

async function renderButton(props: Omit<LatchkeyProviderProps, 'config'> = {}) {
  await act(async () => {
    root.render(
      <LatchkeyProvider config={config} {...props}>
        <ConnectButton />
      </LatchkeyProvider>,
    );
  });
  return container.querySelector('button') as HTMLButtonElement;
}

/** Waits until the button shows `text`: a catalogue arrives as a chunk after mount. */
async function expectButton(button: HTMLButtonElement, text: string) {
  await expect.poll(() => button.textContent, { timeout: CHUNK_TIMEOUT }).toBe(text);
}

describe('the provider’s language', () => {
  it('follows the page’s <html lang> when the host names none', async () => {
    document.documentElement.lang = 'ja';
    const button = await renderButton();
    await expectButton(button, 'ウォレットを接続');
    expect(button.lang).toBe('ja');
    expect(button.dir).toBe('ltr');
  });

  it('takes the host’s locale over the page’s, with its region for numbers, right to left for Arabic', async () => {
    document.documentElement.lang = 'ja';
    const button = await renderButton({ locale: 'ar-EG' });
    await expect.poll(() => button.dir, { timeout: CHUNK_TIMEOUT }).toBe('rtl');
    expect(button.lang).toBe('ar-EG');
    expect(button.textContent).not.toBe('Connect wallet');
  });

  it('stays English on an English page, with nothing to load', async () => {
    document.documentElement.lang = 'en-GB';
    const button = await renderButton();
    expect(button.textContent).toBe('Connect wallet');
    expect(button.lang).toBe('en');
  });

  it('falls back to English for a language Latchkey does not ship, unless the host brings texts', async () => {
    expect(await resolveCatalogue('tlh', false)).toEqual({
      locale: 'en',
      dir: 'ltr',
      messages: undefined,
    });
    expect((await resolveCatalogue('tlh', true)).locale).toBe('tlh');
    // With no locale named: the first of the page's and the browser's languages Latchkey ships.
    document.documentElement.lang = 'tlh';
    const { locale } = await resolveCatalogue(undefined, false);
    expect(locale).toBe(matchCatalogueLocale(navigator.languages).tag);
  });

  it('keeps a host’s own language and texts where Latchkey ships none', async () => {
    const button = await renderButton({
      locale: 'tlh',
      messages: { 'button.connect': 'nIqHom yIrar' },
    });
    expect(button.textContent).toBe('nIqHom yIrar');
    await expect.poll(() => button.lang, { timeout: CHUNK_TIMEOUT }).toBe('tlh');
  });

  it('puts the host’s texts over the catalogue’s', async () => {
    const button = await renderButton({ locale: 'de', messages: { 'button.connect': 'Anmelden' } });
    expect(button.textContent).toBe('Anmelden');
    await expect.poll(() => button.lang, { timeout: CHUNK_TIMEOUT }).toBe('de');
    expect(button.textContent).toBe('Anmelden');
  });
});
