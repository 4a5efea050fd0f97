import {
  createConfig,
  createMemoryStorageAdapter,
  createStorage,
  LATCHKEY_ERROR__TRANSACTION__BLOCKHASH_EXPIRED,
  LatchkeyError,
  solanaDevnet,
} from '@latchkey/core';
import type { TransactionProgressListener } from '@latchkey/core/transactions';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { page as browser, userEvent } from 'vitest/browser';
import { LatchkeyProvider } from '../../latchkey-provider.js';
import { mountBrowserRoot } from '../shared/browser-root.fixture.js';
import '../../styles.css';
import { createTransactionToasts, type TransactionToastStore } from './transaction-toast-store.js';
import { TransactionToasts } from './transaction-toasts.js';

const page = mountBrowserRoot();

const config = createConfig({
  networks: [solanaDevnet()],
  storage: createStorage({ adapter: createMemoryStorageAdapter() }),
  connectors: [],
});

async function mount(store: TransactionToastStore, autoDismiss?: number) {
  await act(async () => {
    page.root.render(
      <LatchkeyProvider config={config} theme="dark">
        <TransactionToasts store={store} autoDismiss={autoDismiss} />
      </LatchkeyProvider>,
    );
  });
}

const regions = () =>
  Array.from(page.container.querySelectorAll<HTMLElement>('[aria-label="Transaction progress"]'));
const stack = () => page.container.querySelector('.latchkey-toasts') as HTMLElement;
const wait = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
const never = () => new Promise<never>(() => undefined);

/** Tracks a send inside act, so the store's changes render. */
async function track(
  store: TransactionToastStore,
  send: (onProgress: TransactionProgressListener) => Promise<unknown>,
  title?: string,
) {
  await act(async () => {
    void store.track(send, title ? { title } : {}).catch(() => undefined);
  });
}

describe('transaction toasts', () => {
  it('draws nothing until a send is tracked', async () => {
    await mount(createTransactionToasts());
    expect(stack()).toBeNull();
  });

  it("stacks at most 3, newest at the bottom, in the provider's theme", async () => {
    const store = createTransactionToasts();
    await mount(store);
    for (const amount of ['0.1', '0.2', '0.3', '0.4']) {
      await track(store, never, `Send ${amount} SOL`);
    }
    expect(
      regions().map((region) => region.querySelector('.latchkey-progress-title')?.textContent),
    ).toEqual(['Send 0.2 SOL', 'Send 0.3 SOL', 'Send 0.4 SOL']);
    expect(stack().classList.contains('latchkey-root')).toBe(true);
    expect(stack().dataset.latchkeyTheme).toBe('dark');
    expect(getComputedStyle(regions()[0] as HTMLElement).backgroundColor).toBe('rgb(24, 24, 31)');
    const [oldest, , newest] = regions().map((region) => region.getBoundingClientRect());
    expect((newest as DOMRect).top).toBeGreaterThan((oldest as DOMRect).bottom);
  });

  it('sits at the bottom-right on a desktop and spans a phone, entering with motion', async () => {
    await browser.viewport(1280, 800);
    const store = createTransactionToasts();
    await mount(store);
    await track(store, never, 'Send 1 SOL');
    const style = getComputedStyle(stack());
    expect(style.position).toBe('fixed');
    expect(getComputedStyle(regions()[0] as HTMLElement).animationName).toBe('latchkey-toast-in');
    expect(getComputedStyle(regions()[0] as HTMLElement).animationDuration).toBe('0.24s');
    let box = stack().getBoundingClientRect();
    expect(window.innerWidth - box.right).toBe(16);
    expect(window.innerHeight - box.bottom).toBe(16);
    expect(box.width).toBe(384);

    await browser.viewport(390, 844);
    box = stack().getBoundingClientRect();
    expect(box.left).toBe(0);
    expect(box.right).toBe(window.innerWidth);
    expect(window.innerHeight - box.bottom).toBe(0);

    // On a phone an older toast shrinks to its header; the newest shows its steps.
    await track(store, never, 'Send 2 SOL');
    const [older, newer] = regions().map(
      (region) => getComputedStyle(region.querySelector('ol') as HTMLElement).display,
    );
    expect([older, newer]).toEqual(['none', 'grid']);
  });

  it('follows each send, retries a retryable failure in place, and lets confirmed ones go', async () => {
    // The real pointer may rest where toasts appear (an earlier file moved it there), and a toast
    // under the pointer rightly stays: park it in the top-left corner first.
    const corner = document.createElement('div');
    corner.style.cssText = 'position:fixed;left:0;top:0;width:8px;height:8px';
    document.body.append(corner);
    await userEvent.hover(corner);
    corner.remove();
    const store = createTransactionToasts();
    await mount(store, 100);
    let attempts = 0;
    await track(
      store,
      async (onProgress) => {
        attempts += 1;
        onProgress({ stage: 'sending', signature: `sig${attempts}` });
        onProgress({ stage: 'confirming' });
        if (attempts === 1) {
          throw new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__BLOCKHASH_EXPIRED);
        }
        return 'ok';
      },
      'Send 0.5 SOL',
    );
    const [toast] = regions();
    expect(toast?.querySelector('[role="status"]')?.textContent).toBe('Transaction failed');
    expect(Array.from(toast?.querySelectorAll('li') ?? [], (item) => item.dataset.state)).toEqual([
      'done',
      'done',
      'failed',
    ]);
    const retry = Array.from(toast?.querySelectorAll('button') ?? []).find(
      (button) => button.textContent === 'Retry',
    );
    await act(async () => retry?.click());
    expect(attempts).toBe(2);
    expect(regions()).toHaveLength(1);
    expect(regions()[0]?.querySelector('[role="status"]')?.textContent).toBe(
      'Transaction confirmed',
    );
    // Gone after its 100 ms, however busy the machine (polled rather than one fixed wait).
    for (let waited = 0; regions().length > 0 && waited < 3000; waited += 50) await wait(50);
    expect(regions()).toHaveLength(0);
  });

  it("speaks the provider's language, the title written from the amount too", async () => {
    const store = createTransactionToasts();
    await act(async () => {
      page.root.render(
        <LatchkeyProvider config={config} locale="de">
          <TransactionToasts store={store} />
        </LatchkeyProvider>,
      );
    });
    await act(async () => {
      const expired = new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__BLOCKHASH_EXPIRED);
      void store
        .track(() => Promise.reject(expired), {
          amount: { value: 500_000_000n, decimals: 9, symbol: 'SOL' },
        })
        .catch(() => undefined);
    });
    const toast = () => page.container.querySelector<HTMLElement>('.latchkey-progress');
    const status = () => toast()?.querySelector('[role="status"]')?.textContent;
    // The German catalogue arrives after mount.
    for (let waited = 0; status() !== 'Transaktion fehlgeschlagen' && waited < 3000; waited += 50)
      await wait(50);
    expect(status()).toBe('Transaktion fehlgeschlagen');
    expect(stack().lang).toBe('de');
    expect(toast()?.getAttribute('aria-label')).toBe('Transaktionsfortschritt');
    expect(toast()?.querySelector('.latchkey-progress-title')?.textContent).toBe('0,5 SOL senden');
    expect(Array.from(toast()?.querySelectorAll('li') ?? [], (item) => item.textContent)).toEqual([
      'Signieren',
      'Senden',
      'Bestätigen',
    ]);
    expect(toast()?.querySelector('[role="alert"]')?.textContent).toBe(
      'Sie ist abgelaufen, bevor das Netzwerk sie bestätigt hat, und wurde daher nicht ausgeführt.',
    );
    const buttons = Array.from(toast()?.querySelectorAll('button') ?? [], (button) =>
      (button.getAttribute('aria-label') ?? button.textContent)?.trim(),
    );
    expect(buttons).toEqual(['Schließen', 'Erneut versuchen']);
  });

  it('closes a toast from its Dismiss ×', async () => {
    const store = createTransactionToasts();
    await mount(store);
    await track(store, never, 'Send 2 SOL');
    await track(store, never, 'Send 3 SOL');
    await act(async () =>
      regions()[0]?.querySelector<HTMLButtonElement>('button[aria-label="Dismiss"]')?.click(),
    );
    expect(
      regions().map((region) => region.querySelector('.latchkey-progress-title')?.textContent),
    ).toEqual(['Send 3 SOL']);
  });
});
