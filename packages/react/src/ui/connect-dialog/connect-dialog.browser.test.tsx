import {
  type Config,
  createConfig,
  createMemoryStorageAdapter,
  createStorage,
  injected,
  LATCHKEY_ERROR__WALLET__UNSUPPORTED_CHAIN,
  LatchkeyError,
  solanaDevnet,
  solanaLocalnet,
  walletStandard,
} from '@latchkey/core';
import { registerTestWallet } from '@latchkey/sandbox/test-wallet';
import { getPublicKeyFromAddress, verifySignature } from '@solana/kit';
import { act, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useSignMessage } from '../../hooks/use-sign-message.js';
import { useWallet } from '../../hooks/use-wallet.js';
import { LatchkeyProvider } from '../../latchkey-provider.js';
import { ConnectButton } from '../connect-button/connect-button.js';
import { connectDialogChunk } from '../connect-button/load-connect-dialog.js';
import { registerFailingWallet } from './failing-wallet.fixture.js';

// Real Chromium, real Wallet Standard registration (the sandbox's test wallet over local keys).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let signed: ReturnType<typeof useSignMessage> | undefined;
function Account() {
  const { address, status, wallet } = useWallet();
  signed = useSignMessage();
  return (
    <p>
      <output data-testid="status">{status}</output>
      <output data-testid="address">{address ?? ''}</output>
      <output data-testid="wallet">{wallet?.name ?? ''}</output>
    </p>
  );
}

let container: HTMLDivElement;
let root: Root;
const cleanups: (() => void)[] = [];

async function render(config: Config, locale?: string) {
  await act(async () => {
    root.render(
      <StrictMode>
        <LatchkeyProvider config={config} locale={locale}>
          <ConnectButton />
          <Account />
        </LatchkeyProvider>
      </StrictMode>,
    );
  });
}

const text = (testId: string) =>
  container.querySelector(`[data-testid="${testId}"]`)?.textContent ?? '';

async function until(check: () => boolean, timeoutMs = 3000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

function makeConfig() {
  return createConfig({
    networks: [solanaLocalnet()],
    storage: createStorage({ adapter: createMemoryStorageAdapter() }),
    connectors: [walletStandard(), injected({ deadlineMs: 0 })],
  });
}

describe('ConnectDialog with a Wallet Standard wallet', () => {
  // The dialog's chunk loads as the button mounts; here it is in before the first click.
  beforeAll(() => connectDialogChunk.load());
  beforeEach(() => {
    localStorage.clear();
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(async () => {
    await act(async () => root.unmount());
    container.remove();
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  it('lists a wallet that registers after render, connects it and follows its account', async () => {
    await render(makeConfig());
    const button = container.querySelector('button') as HTMLButtonElement;
    await act(async () => button.click());
    const dialog = container.querySelector('dialog') as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(dialog.textContent).toContain('No wallets found in this browser.');
    // The header: title, and an × that is always there (no Back on the list).
    expect(dialog.querySelector('h2')?.textContent).toBe('Connect a wallet');
    expect(dialog.querySelector('button[aria-label="Close"]')).not.toBeNull();
    expect(dialog.querySelector('button[aria-label="Back"]')).toBeNull();

    const control = await registerTestWallet({ name: 'Dialog Wallet', approval: 'auto' });
    cleanups.push(() => control.unregister());
    await until(() => !!dialog.querySelector('[data-wallet-id="wallet-standard:Dialog Wallet"]'));
    const option = dialog.querySelector(
      '[data-wallet-id="wallet-standard:Dialog Wallet"]',
    ) as HTMLButtonElement;
    expect(option.textContent).toContain('Dialog Wallet');
    expect(option.textContent).toContain('Detected');
    expect(option.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\//);
    expect(option.querySelector('img')?.getAttribute('width')).toBe('32');

    await act(async () => option.click());
    await until(() => text('status') === 'connected');
    expect(dialog.open).toBe(false);
    expect(text('address')).toBe(control.activeAddress());
    expect(text('wallet')).toBe('Dialog Wallet');

    await act(async () => control.switchAccount(1));
    await until(() => text('address') === control.accounts[1]);

    const result = await act(
      () =>
        signed?.signMessage('hello') as Promise<{
          signature: Uint8Array;
          signedMessage: Uint8Array;
        }>,
    );
    const key = await getPublicKeyFromAddress(control.accounts[1] as never);
    expect(await verifySignature(key, result.signature as never, result.signedMessage)).toBe(true);
  });

  it('says "Request declined" when the user rejects, without an error, and offers both ways on', async () => {
    const control = await registerTestWallet({
      name: 'Rejecting Wallet',
      approval: 'auto',
      reject: ['connect'],
    });
    cleanups.push(() => control.unregister());
    await render(makeConfig());
    await act(async () => (container.querySelector('button') as HTMLButtonElement).click());
    const dialog = container.querySelector('dialog') as HTMLDialogElement;
    await until(
      () => !!dialog.querySelector('[data-wallet-id="wallet-standard:Rejecting Wallet"]'),
    );
    await act(async () =>
      (
        dialog.querySelector(
          '[data-wallet-id="wallet-standard:Rejecting Wallet"]',
        ) as HTMLButtonElement
      ).click(),
    );
    await until(() => !!dialog.querySelector('[data-testid="latchkey-connect-declined"]'));
    expect(dialog.querySelector('[data-testid="latchkey-connect-declined"]')?.textContent).toBe(
      'Request declined',
    );
    expect(dialog.querySelector('[role="alert"]')).toBeNull();
    expect(dialog.querySelector('h2')?.textContent).toBe('Rejecting Wallet');
    expect(text('status')).toBe('disconnected');
    const buttons = Array.from(dialog.querySelectorAll('button'), (button) => button.textContent);
    expect(buttons).toContain('Try again');
    // "Choose another wallet" goes back to the list.
    await act(async () =>
      (
        Array.from(dialog.querySelectorAll('button')).find(
          (button) => button.textContent === 'Choose another wallet',
        ) as HTMLButtonElement
      ).click(),
    );
    expect(
      dialog.querySelector('[data-wallet-id="wallet-standard:Rejecting Wallet"]'),
    ).not.toBeNull();
  });

  it('marks the wallet used last, and puts it first, after a disconnect', async () => {
    const first = await registerTestWallet({ name: 'Alpha Wallet', approval: 'auto' });
    const second = await registerTestWallet({ name: 'Beta Wallet', approval: 'auto' });
    cleanups.push(
      () => first.unregister(),
      () => second.unregister(),
    );
    const config = makeConfig();
    await render(config);
    await act(async () => {
      await config.connect('wallet-standard:Beta Wallet');
      await config.disconnect();
    });
    await act(async () => (container.querySelector('button') as HTMLButtonElement).click());
    const dialog = container.querySelector('dialog') as HTMLDialogElement;
    const rows = Array.from(dialog.querySelectorAll('[data-wallet-id^="wallet-standard:"]'));
    expect(rows.map((row) => row.getAttribute('data-wallet-id'))).toEqual([
      'wallet-standard:Beta Wallet',
      'wallet-standard:Alpha Wallet',
    ]);
    expect(rows[0]?.textContent).toContain('Last used');
    expect(rows[1]?.textContent).toContain('Detected');
  });

  it('closes from the ×, from the backdrop, and not from a click inside', async () => {
    await render(makeConfig());
    const open = async () => {
      await act(async () => (container.querySelector('button') as HTMLButtonElement).click());
      return container.querySelector('dialog') as HTMLDialogElement;
    };
    let dialog = await open();
    await act(async () =>
      (dialog.querySelector('button[aria-label="Close"]') as HTMLElement).click(),
    );
    expect(dialog.open).toBe(false);

    dialog = await open();
    const title = dialog.querySelector('h2') as HTMLElement;
    await act(async () => {
      title.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      title.click();
    });
    expect(dialog.open).toBe(true);
    // The dialog element itself is only ever hit outside its panel: the backdrop.
    await act(async () => {
      dialog.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      dialog.click();
    });
    expect(dialog.open).toBe(false);
  });

  it('folds the catalogue under "More wallets" and shows a wallet to install with a QR code', async () => {
    await render(makeConfig());
    await act(async () => (container.querySelector('button') as HTMLButtonElement).click());
    const dialog = container.querySelector('dialog') as HTMLDialogElement;
    const more = dialog.querySelector('[aria-label="More wallets"]') as HTMLElement;
    expect(more.hidden).toBe(true);
    const toggle = Array.from(dialog.querySelectorAll('button')).find(
      (button) => button.textContent === 'More wallets',
    ) as HTMLButtonElement;
    await act(async () => toggle.click());
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(more.hidden).toBe(false);
    await act(async () =>
      (dialog.querySelector('[data-wallet-id="book:phantom"]') as HTMLButtonElement).click(),
    );
    expect(dialog.querySelector('h2')?.textContent).toBe('Get Phantom');
    expect(dialog.querySelector('a.latchkey-button')?.getAttribute('href')).toMatch(/^https:\/\//);
    await until(() => !!dialog.querySelector('svg[role="img"]'));
    expect(dialog.querySelector('svg[role="img"]')?.getAttribute('aria-label')).toContain(
      'Phantom',
    );
    // Back returns to the list.
    await act(async () =>
      (dialog.querySelector('button[aria-label="Back"]') as HTMLElement).click(),
    );
    expect(dialog.querySelector('h2')?.textContent).toBe('Connect a wallet');
  });

  it('speaks German from its catalogue, and a long row wraps inside the panel', async () => {
    const control = await registerTestWallet({
      name: 'Eine Wallet mit einem sehr langen Namen für diesen Test',
      approval: 'auto',
    });
    cleanups.push(() => control.unregister());
    await render(makeConfig(), 'de');
    await until(() => container.querySelector('button')?.textContent === 'Wallet verbinden');
    await act(async () => (container.querySelector('button') as HTMLButtonElement).click());
    const dialog = container.querySelector('dialog') as HTMLDialogElement;
    await until(() => dialog.querySelector('h2')?.textContent === 'Wallet verbinden');
    expect(dialog.getAttribute('lang')).toBe('de');
    const view = dialog.querySelector('.latchkey-dialog-view') as HTMLElement;
    // Nothing wider than the panel: the row's name wraps rather than widening the view.
    expect(view.scrollWidth).toBeLessThanOrEqual(view.clientWidth);
  });

  it('guides a newcomer to a wallet', async () => {
    await render(makeConfig());
    await act(async () => (container.querySelector('button') as HTMLButtonElement).click());
    const dialog = container.querySelector('dialog') as HTMLDialogElement;
    expect(dialog.querySelector('footer')?.textContent).toBe('New to Solana? Get a wallet');
    await act(async () =>
      (
        Array.from(dialog.querySelectorAll('button')).find(
          (button) => button.textContent === 'Get a wallet',
        ) as HTMLButtonElement
      ).click(),
    );
    expect(dialog.querySelector('h2')?.textContent).toBe('Get a wallet');
    expect(dialog.querySelectorAll('.latchkey-guide a[href^="https://"]').length).toBe(3);
    expect(document.activeElement).toBe(dialog.querySelector('h2'));
  });

  it("offers another of the host's networks to a wallet that does not support this one, and connects it there", async () => {
    const config = createConfig({
      networks: [solanaLocalnet(), solanaDevnet()],
      storage: createStorage({ adapter: createMemoryStorageAdapter() }),
      connectors: [walletStandard()],
    });
    // A wallet that serves Devnet only, as a wallet says so: connect fails on any other network.
    const { unregister } = await registerFailingWallet('Devnet Wallet', () =>
      config.getNetwork().cluster === 'devnet'
        ? undefined
        : new LatchkeyError(LATCHKEY_ERROR__WALLET__UNSUPPORTED_CHAIN, {
            context: { wallet: 'Devnet Wallet', chain: config.getNetwork().name },
          }),
    );
    cleanups.push(unregister);
    await render(config);
    await act(async () => (container.querySelector('button') as HTMLButtonElement).click());
    const dialog = container.querySelector('dialog') as HTMLDialogElement;
    const row = '[data-wallet-id="wallet-standard:Devnet Wallet"]';
    await until(() => !!dialog.querySelector(row));
    await act(async () => (dialog.querySelector(row) as HTMLButtonElement).click());
    await until(() => !!dialog.querySelector('[role="alert"]'));
    expect(dialog.querySelector('[role="alert"]')?.textContent).toBe(
      "Devnet Wallet doesn't support Solana Localnet. Switch to Solana Devnet, or choose another wallet.",
    );
    expect(
      dialog.querySelector('[data-testid="latchkey-connect-error-details"]')?.textContent,
    ).toBe('Devnet Wallet does not support Solana Localnet');
    // Asking again on Localnet cannot work: no Try again.
    const actions = () =>
      Array.from(dialog.querySelectorAll<HTMLButtonElement>('.latchkey-detail-actions button'));
    expect(actions().map((button) => button.textContent)).toEqual([
      'Switch to Solana Devnet',
      'Choose another wallet',
    ]);
    await act(async () => actions()[0]?.click());
    await until(() => text('status') === 'connected');
    expect(config.getNetwork().networkId).toBe(103);
    expect(text('wallet')).toBe('Devnet Wallet');
    expect(dialog.open).toBe(false);
  });
});
