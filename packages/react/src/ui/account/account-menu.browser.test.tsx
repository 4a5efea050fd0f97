import { act } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { page as browser, userEvent } from 'vitest/browser';
import { LatchkeyProvider } from '../../latchkey-provider.js';
import { ConnectButton } from '../connect-button/connect-button.js';
import { accountMenuChunk } from '../connect-button/load-account-menu.js';
import { connectDialogChunk } from '../connect-button/load-connect-dialog.js';
import { mountBrowserRoot } from '../shared/browser-root.fixture.js';
import { connectTestWallet } from '../shared/connected-wallet.fixture.js';
import '../../styles.css';

// Real Chromium at a desktop and a phone width; the test wallet connected over local keys.
const cleanups: (() => void)[] = [];
const page = mountBrowserRoot(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});
afterAll(() => browser.viewport(414, 896));

async function renderConnected(name: string, viewport: [number, number]) {
  await browser.viewport(...viewport);
  const connected = await connectTestWallet({ name });
  cleanups.push(connected.cleanup);
  await act(async () => {
    page.root.render(
      <LatchkeyProvider config={connected.config}>
        <p>
          <button type="button">Elsewhere</button>
        </p>
        <ConnectButton />
      </LatchkeyProvider>,
    );
  });
  // The menu is a chunk of its own, fetched once connected: let it arrive.
  await act(() => accountMenuChunk.load());
  const button = page.container.querySelector('.latchkey-connect-button') as HTMLButtonElement;
  return { ...connected, button };
}

const menu = () =>
  document.querySelector<HTMLElement>(
    '[role="dialog"][aria-label="Account"], dialog[aria-label="Account"]',
  );
const named = (root: ParentNode, name: string) =>
  Array.from(root.querySelectorAll<HTMLElement>('button, a')).find(
    (element) => element.textContent === name,
  ) as HTMLElement;

async function until(check: () => boolean, timeoutMs = 3000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

/** Lets the opening animation end, so boxes are measured where they come to rest. */
async function settled(element: Element) {
  await act(() =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

/** Every control in the menu, with its size: each must be at least 44 × 44 px. */
function smallTargets(root: HTMLElement) {
  return Array.from(root.querySelectorAll<HTMLElement>('button, a[href]'))
    .map((element) => {
      const { width, height } = element.getBoundingClientRect();
      return { name: element.textContent, width, height };
    })
    .filter(({ width, height }) => width < 44 || height < 44);
}

describe('AccountMenu on a desktop (popover)', () => {
  it('shows the identicon and short address on the button, and opens a popover under it with focus inside', async () => {
    const { button, address } = await renderConnected('Popover Wallet', [1024, 768]);
    expect(button.textContent).toBe(`${address.slice(0, 4)}…${address.slice(-4)}`);
    expect(button.querySelector('svg.latchkey-identicon')).not.toBeNull();
    expect(menu()).toBeNull();

    await act(async () => button.click());
    const popover = menu() as HTMLElement;
    await settled(popover);
    expect(popover.tagName).toBe('DIV');
    expect(popover.matches(':popover-open')).toBe(true);
    expect(popover.classList.contains('latchkey-root')).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // Non-modal: the page stays usable, nothing is inert.
    expect(popover.matches(':modal')).toBe(false);
    expect(popover.contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.textContent).toBe('Copy address');
    // Anchored: just under the button, right edges aligned.
    const anchor = button.getBoundingClientRect();
    const panel = popover.getBoundingClientRect();
    expect(panel.top).toBeGreaterThanOrEqual(anchor.bottom);
    expect(panel.top - anchor.bottom).toBeLessThan(16);
    expect(Math.abs(panel.right - anchor.right) < 1 || panel.left >= 8).toBe(true);
    expect(smallTargets(popover)).toEqual([]);
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { button } = await renderConnected('Escape Wallet', [1024, 768]);
    await act(async () => button.click());
    expect(menu()).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await until(() => menu() === null);
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a press outside it, and the button toggles it', async () => {
    const { button } = await renderConnected('Outside Wallet', [1024, 768]);
    await act(async () => button.click());
    await userEvent.click(named(page.container, 'Elsewhere'));
    await until(() => menu() === null);
    // The button again: open, and once more: closed (not closed then reopened).
    await userEvent.click(button);
    await until(() => menu() !== null);
    await userEvent.click(button);
    await until(() => menu() === null);
    // A press inside does not close it.
    await userEvent.click(button);
    await until(() => menu() !== null);
    await userEvent.click(menu()?.querySelector('[data-testid="latchkey-address"]') as HTMLElement);
    expect(menu()).not.toBeNull();
  });

  it('closes with its Close button, and when the wallet disconnects', async () => {
    const { button, config } = await renderConnected('Close Wallet', [1024, 768]);
    await act(async () => button.click());
    await act(async () => named(menu() as HTMLElement, 'Close').click());
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(button);
    await act(async () => button.click());
    // Disconnected elsewhere (another tab, the wallet, the host): the menu goes.
    await act(async () => config.disconnect());
    expect(menu()).toBeNull();
    expect(button.textContent).toBe('Connect wallet');
  });

  it('disconnects from its Disconnect button; the button then offers to connect', async () => {
    const { button, config } = await renderConnected('Disconnect Wallet', [1024, 768]);
    await act(async () => button.click());
    await act(async () => named(menu() as HTMLElement, 'Disconnect').click());
    await until(() => config.store.getState().status === 'disconnected');
    await until(() => menu() === null);
    expect(button.textContent).toBe('Connect wallet');
    expect(document.activeElement).toBe(button);
    // The next click opens the connect dialog (not a menu that went away with the wallet).
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await act(() => connectDialogChunk.load());
    await act(async () => button.click());
    await until(
      () => document.querySelector<HTMLDialogElement>('dialog.latchkey-dialog')?.open === true,
    );
  });
});

describe('AccountMenu on a phone (sheet)', () => {
  it('is a modal bottom sheet with a grabber; Escape closes it and focus returns', async () => {
    const { button } = await renderConnected('Sheet Wallet', [390, 844]);
    expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await act(async () => button.click());
    const sheet = menu() as HTMLDialogElement;
    await settled(sheet);
    expect(sheet.tagName).toBe('DIALOG');
    expect(sheet.matches(':modal')).toBe(true);
    expect(sheet.classList.contains('latchkey-root')).toBe(true);
    expect(sheet.querySelector('.latchkey-account-grabber')).not.toBeNull();
    // Along the bottom edge, full width.
    const box = sheet.getBoundingClientRect();
    expect(Math.round(box.bottom)).toBe(window.innerHeight);
    expect(Math.round(box.width)).toBe(document.documentElement.clientWidth);
    expect(sheet.contains(document.activeElement)).toBe(true);
    expect(smallTargets(sheet)).toEqual([]);

    await userEvent.keyboard('{Escape}');
    await until(() => menu() === null);
    expect(document.activeElement).toBe(button);
  });

  it('closes on a tap on the backdrop, not on a tap inside', async () => {
    const { button } = await renderConnected('Backdrop Wallet', [390, 844]);
    await act(async () => button.click());
    const sheet = menu() as HTMLDialogElement;
    // Chromium targets a click on ::backdrop at the <dialog> itself.
    await act(async () => {
      sheet.querySelector<HTMLElement>('.latchkey-account-identity')?.click();
    });
    expect(menu()).not.toBeNull();
    // A drag that starts inside the sheet and ends on the backdrop is not a tap on it.
    await act(async () => {
      sheet
        .querySelector('.latchkey-account-identity')
        ?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      sheet.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(menu()).not.toBeNull();
    await act(async () => {
      sheet.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      sheet.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes when dragged down by its grabber', async () => {
    const { button } = await renderConnected('Drag Wallet', [390, 844]);
    await act(async () => button.click());
    const sheet = menu() as HTMLDialogElement;
    await settled(sheet);
    const grabber = sheet.querySelector('.latchkey-account-grabber') as HTMLElement;
    const farBelow = named(sheet, 'Disconnect');
    expect(
      farBelow.getBoundingClientRect().top - grabber.getBoundingClientRect().top,
    ).toBeGreaterThan(120);
    await userEvent.dragAndDrop(grabber, farBelow);
    await until(() => menu() === null);
  });
});
