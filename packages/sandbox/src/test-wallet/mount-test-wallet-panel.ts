/// <reference lib="dom" />
import { StandardEvents, type StandardEventsFeature } from '@wallet-standard/features';
import type { TestWalletControl } from './register-test-wallet.js';

/**
 * Where to put the panel.
 *
 * @example
 * ```ts
 * const options: MountTestWalletPanelOptions = { target: document.querySelector('main') ?? document.body };
 * ```
 */
export interface MountTestWalletPanelOptions {
  /** The element the panel is appended to; default `document.body`. */
  readonly target?: HTMLElement;
}

/**
 * Shows a small fixed panel (`<aside aria-label="Test wallet controls">`) with the test
 * wallet's active account and a "Switch account" button that moves to the next account, so a
 * person trying the demo can switch accounts as in a real wallet's UI. Returns a function that
 * removes the panel.
 *
 * @example
 * ```ts
 * const control = await registerTestWallet();
 * const unmount = mountTestWalletPanel(control);
 * ```
 */
export function mountTestWalletPanel(
  control: TestWalletControl,
  options: MountTestWalletPanelOptions = {},
): () => void {
  const panel = document.createElement('aside');
  panel.setAttribute('aria-label', 'Test wallet controls');
  Object.assign(panel.style, {
    position: 'fixed',
    right: '1rem',
    bottom: '1rem',
    zIndex: '2147483646',
    maxWidth: 'min(22rem, calc(100vw - 2rem))',
    padding: '0.5rem 0.75rem',
    border: '1px solid #2c3a58',
    borderRadius: '10px',
    background: '#101a2e',
    color: '#f2f4f8',
    font: '13px/1.4 system-ui, sans-serif',
  } satisfies Partial<CSSStyleDeclaration>);

  const title = document.createElement('strong');
  title.textContent = control.wallet.name;
  const account = document.createElement('p');
  account.style.margin = '0.25rem 0';
  const label = document.createElement('span');
  const address = document.createElement('code');
  address.dataset.testid = 'test-wallet-active-address';
  address.style.overflowWrap = 'anywhere';
  account.append(label, address);
  const switchButton = document.createElement('button');
  switchButton.type = 'button';
  switchButton.textContent = 'Switch account';
  panel.append(title, account, switchButton);

  const render = () => {
    const active = control.activeAddress();
    label.textContent = `Account ${control.accounts.indexOf(active) + 1}: `;
    address.textContent = active;
  };
  switchButton.addEventListener('click', () => {
    const next = (control.accounts.indexOf(control.activeAddress()) + 1) % control.accounts.length;
    control.switchAccount(next);
    render();
  });
  // Follows switches made elsewhere (a test calling control.switchAccount) while connected.
  const events = (control.wallet.features as Partial<StandardEventsFeature>)[StandardEvents];
  const off = events?.on('change', render);

  render();
  (options.target ?? document.body).append(panel);
  return () => {
    off?.();
    panel.remove();
  };
}
