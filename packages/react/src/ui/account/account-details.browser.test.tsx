import {
  type Config,
  LATCHKEY_ERROR__NETWORK__CHAIN_NOT_FOUND,
  LatchkeyError,
  solanaDevnet,
  solanaLocalnet,
} from '@latchkey/core';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { LatchkeyProvider } from '../../latchkey-provider.js';
import { mountBrowserRoot } from '../shared/browser-root.fixture.js';
import { connectTestWallet } from '../shared/connected-wallet.fixture.js';
import { AccountDetails } from './account-details.js';
import { COPIED_FOR_MS } from './copy-address-button.js';

const cleanups: (() => void)[] = [];
const page = mountBrowserRoot(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

async function renderDetails(name: string, lamports?: number, wrap = (config: Config) => config) {
  const connected = await connectTestWallet({ name, lamports });
  cleanups.push(connected.cleanup);
  await act(async () => {
    page.root.render(
      <LatchkeyProvider config={wrap(connected.config)}>
        <AccountDetails address={connected.address} />
      </LatchkeyProvider>,
    );
  });
  return connected;
}

const wait = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

async function until(check: () => boolean, timeoutMs = 3000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await wait(20);
  }
}

const button = (name: string) =>
  Array.from(page.container.querySelectorAll('button')).find(
    (candidate) => candidate.textContent === name,
  ) as HTMLButtonElement;

describe('AccountDetails', () => {
  it('shows the identicon, the short address, the wallet, the network and the balance', async () => {
    const { address } = await renderDetails('Details Wallet', 2_500_000_000);
    const shown = page.container.querySelector('[data-testid="latchkey-address"]') as HTMLElement;
    expect(shown.textContent).toBe(`${address.slice(0, 4)}…${address.slice(-4)}`);
    expect(shown.title).toBe(address);
    expect(page.container.querySelector('svg.latchkey-identicon rect')).not.toBeNull();
    expect(page.container.querySelector('.latchkey-account-wallet')?.textContent).toBe(
      'Details Wallet',
    );
    expect(page.container.querySelector('.latchkey-network-pill')?.textContent).toBe(
      solanaLocalnet().name,
    );
    await until(() => page.container.textContent?.includes('2.5 SOL') ?? false);
    expect(page.container.querySelector('[data-testid="latchkey-balance"]')?.textContent).toBe(
      '2.5 SOL',
    );
    // Copy, Explorer and Disconnect, each named for a screen reader.
    const actions = Array.from(
      page.container.querySelectorAll('.latchkey-account-actions > :is(button, a)'),
      (element) => element.textContent,
    );
    expect(actions).toEqual(['Copy address', 'View on Explorer', 'Disconnect']);
  });

  it('turns Copy into a check for 1.5 s, out loud, then offers it again', async () => {
    const copiedTexts: string[] = [];
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copiedTexts.push(text) },
    });
    cleanups.push(() => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else delete (navigator as { clipboard?: unknown }).clipboard;
    });
    const { address } = await renderDetails('Copy Wallet');
    const copy = button('Copy address');
    const status = () =>
      page.container.querySelector('.latchkey-account-actions [role="status"]')?.textContent;
    expect(copy.querySelector('[data-icon="copy"]')).not.toBeNull();
    await act(async () => copy.click());
    expect(copiedTexts).toEqual([address]);
    expect(copy.textContent).toBe('Copied');
    expect(copy.querySelector('[data-icon="check"]')).not.toBeNull();
    expect(status()).toBe('Address copied');
    await wait(COPIED_FOR_MS - 300);
    expect(copy.textContent).toBe('Copied');
    await wait(400);
    expect(copy.textContent).toBe('Copy address');
    expect(copy.querySelector('[data-icon="copy"]')).not.toBeNull();
    expect(status()).toBe('');
  });

  it('says so when the clipboard refuses', async () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
    cleanups.push(() => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else delete (navigator as { clipboard?: unknown }).clipboard;
    });
    await renderDetails('Refused Copy Wallet');
    await act(async () => button('Copy address').click());
    expect(button('Copy address')).toBeDefined();
    expect(
      page.container.querySelector('.latchkey-account-actions [role="status"]')?.textContent,
    ).toBe('Could not copy the address');
  });

  it('lists the networks, the selected one pressed; choosing one switches, and the explorer follows', async () => {
    const { config, address } = await renderDetails('Network Wallet');
    const rows = () =>
      Array.from(
        page.container.querySelectorAll<HTMLButtonElement>('.latchkey-network-list button'),
      );
    expect(rows().map((row) => [row.textContent, row.getAttribute('aria-pressed')])).toEqual([
      [solanaLocalnet().name, 'true'],
      [solanaDevnet().name, 'false'],
    ]);
    await act(async () => rows()[1]?.click());
    await until(() => config.getNetwork().networkId === solanaDevnet().networkId);
    expect(rows().map((row) => row.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
    expect(page.container.querySelector('.latchkey-network-pill')?.textContent).toBe(
      solanaDevnet().name,
    );
    const explorer = page.container.querySelector('a') as HTMLAnchorElement;
    expect(explorer.href).toBe(`https://explorer.solana.com/address/${address}?cluster=devnet`);
    expect(explorer.target).toBe('_blank');
    expect(explorer.rel).toBe('noopener noreferrer');
  });

  it('shows why a network switch failed', async () => {
    // The config is frozen: a config whose network selection always refuses to switch (the
    // switchNetwork action's one step), everything else as it was.
    const refuse = () =>
      Promise.reject(
        new LatchkeyError(LATCHKEY_ERROR__NETWORK__CHAIN_NOT_FOUND, { context: { id: 103 } }),
      );
    const failing = (config: Config): Config =>
      Object.create(config, {
        switchNetwork: { value: refuse },
        _internal: {
          value: {
            ...config._internal,
            selection: { ...config._internal.selection, switchNetwork: refuse },
          },
        },
      });
    await renderDetails('Failing Switch Wallet', undefined, failing);
    const devnet = Array.from(
      page.container.querySelectorAll<HTMLButtonElement>('.latchkey-network-list button'),
    )[1] as HTMLButtonElement;
    await act(async () => devnet.click());
    await until(() => page.container.querySelector('[role="alert"]') !== null);
    expect(page.container.querySelector('[role="alert"]')?.textContent).toBe(
      'Chain with id 103 not found',
    );
    expect(devnet.getAttribute('aria-pressed')).toBe('false');
  });
});
