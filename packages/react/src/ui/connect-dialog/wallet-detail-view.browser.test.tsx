import {
  LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND,
  LatchkeyError,
  type WalletOption,
} from '@latchkey/core';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountBrowserRoot } from '../shared/browser-root.fixture.js';
import { CONNECT_HINT_AFTER_MS, WalletDetailView } from './wallet-detail-view.js';
import '../../styles.css';

const page = mountBrowserRoot();
afterEach(() => vi.useRealTimers());

const phantom: WalletOption = {
  id: 'wallet-standard:Phantom',
  name: 'Phantom',
  icon: undefined,
  type: 'wallet-standard',
  walletBookKey: 'phantom',
} as WalletOption;

const text = () => page.container.textContent ?? '';
const hint = () => page.container.querySelector('[data-testid="latchkey-connect-hint"]');

describe('WalletDetailView', () => {
  it('says where to look once the wallet has been quiet for a few seconds', async () => {
    vi.useFakeTimers();
    await act(async () =>
      page.root.render(
        <WalletDetailView option={phantom} state="asking" onRetry={vi.fn()} onBack={vi.fn()} />,
      ),
    );
    expect(text()).toContain('Opening Phantom…');
    expect(text()).toContain('Confirm in Phantom to continue.');
    expect(page.container.querySelector('.latchkey-spinner-ring')).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(CONNECT_HINT_AFTER_MS - 1));
    expect(hint()).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(hint()?.textContent).toContain("Don't see it? Open Phantom");
  });

  it('puts a failure in plain words, with the exact message under Details, and both ways on', async () => {
    const onRetry = vi.fn();
    const onBack = vi.fn();
    await act(async () =>
      page.root.render(
        <WalletDetailView
          option={phantom}
          state="failed"
          error={new Error('Phantom could not complete connect: locked')}
          onRetry={onRetry}
          onBack={onBack}
        />,
      ),
    );
    expect(page.container.querySelector('[role="alert"]')?.textContent).toBe(
      "Phantom couldn't connect. Try again, or choose another wallet.",
    );
    const details = page.container.querySelector('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    expect(details.textContent).toContain('Phantom could not complete connect: locked');
    const buttons = Array.from(page.container.querySelectorAll('button'));
    await act(async () => buttons.find((button) => button.textContent === 'Try again')?.click());
    await act(async () =>
      buttons.find((button) => button.textContent === 'Choose another wallet')?.click(),
    );
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('names MWA "your wallet app", and with no wallet app on the phone offers the guide', async () => {
    const walletApp = {
      ...phantom,
      id: 'wallet-standard:Mobile Wallet Adapter',
      name: 'Mobile Wallet Adapter',
      walletBookKey: undefined,
    } as WalletOption;
    await act(async () =>
      page.root.render(
        <WalletDetailView option={walletApp} state="asking" onRetry={vi.fn()} onBack={vi.fn()} />,
      ),
    );
    expect(text()).toContain('Opening your wallet app…');
    const onGetWallet = vi.fn();
    await act(async () =>
      page.root.render(
        <WalletDetailView
          option={walletApp}
          state="failed"
          error={new LatchkeyError(LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND)}
          onRetry={vi.fn()}
          onBack={vi.fn()}
          onGetWallet={onGetWallet}
        />,
      ),
    );
    expect(text()).toContain('No wallet app on this phone answered.');
    expect(text()).toContain('Install a Solana wallet app, then try again.');
    const button = [...page.container.querySelectorAll('button')].find(
      (element) => element.textContent === 'Get a wallet',
    );
    await act(async () => button?.click());
    expect(onGetWallet).toHaveBeenCalledOnce();
  });
});
