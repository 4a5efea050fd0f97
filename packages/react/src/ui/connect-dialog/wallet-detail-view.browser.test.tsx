import {
  LATCHKEY_ERROR__WALLET__FEATURE_NOT_SUPPORTED,
  LATCHKEY_ERROR__WALLET__NO_ACCOUNTS,
  LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND,
  LATCHKEY_ERROR__WALLET__UNSUPPORTED_CHAIN,
  LatchkeyError,
  solanaDevnet,
  solanaLocalnet,
  solanaMainnet,
  type WalletOption,
} from '@latchkey/core';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleContext } from '../../i18n/locale-context.js';
import { esConnectDialog } from '../../i18n/locales/es/connect-dialog.js';
import { mountBrowserRoot } from '../shared/browser-root.fixture.js';
import { WALLETCONNECT_CONNECTOR_ID } from './wallet-app-option.js';
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
const alert = () => page.container.querySelector('[role="alert"]')?.textContent;
/** The view's actions, Try again's place first. */
const actions = () =>
  Array.from(page.container.querySelectorAll<HTMLButtonElement>('.latchkey-detail-actions button'));
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

  it("names the network a wallet app does not support, and offers the host's other network instead of Try again", async () => {
    const walletConnect = {
      ...phantom,
      id: WALLETCONNECT_CONNECTOR_ID,
      name: 'WalletConnect',
      walletBookKey: undefined,
    } as WalletOption;
    const localnet = solanaLocalnet();
    const devnet = solanaDevnet();
    const onSwitchNetwork = vi.fn();
    const onRetry = vi.fn();
    await act(async () =>
      page.root.render(
        <WalletDetailView
          option={walletConnect}
          state="failed"
          error={
            new LatchkeyError(LATCHKEY_ERROR__WALLET__UNSUPPORTED_CHAIN, {
              context: { wallet: 'Trust Wallet', chain: 'Solana Localnet' },
            })
          }
          onRetry={onRetry}
          onBack={vi.fn()}
          network={localnet}
          networks={[localnet, solanaMainnet({ rpcUrl: 'https://rpc.example' }), devnet]}
          onSwitchNetwork={onSwitchNetwork}
        />,
      ),
    );
    expect(alert()).toBe(
      "Your wallet app doesn't support Solana Localnet. Switch to Solana Devnet, or choose another wallet.",
    );
    // The SDK's exact words stay under Details.
    expect(page.container.querySelector('details')?.textContent).toContain(
      'Trust Wallet does not support Solana Localnet',
    );
    expect(actions().map((button) => button.textContent)).toEqual([
      'Switch to Solana Devnet',
      'Choose another wallet',
    ]);
    await act(async () => actions()[0]?.click());
    expect(onSwitchNetwork).toHaveBeenCalledWith(devnet);
    expect(onRetry).not.toHaveBeenCalled();

    // A host with no other network: only another wallet can work.
    await act(async () =>
      page.root.render(
        <WalletDetailView
          option={walletConnect}
          state="failed"
          error={
            new LatchkeyError(LATCHKEY_ERROR__WALLET__UNSUPPORTED_CHAIN, {
              context: { wallet: 'Trust Wallet', chain: 'Solana Localnet' },
            })
          }
          onRetry={onRetry}
          onBack={vi.fn()}
          network={localnet}
          networks={[localnet]}
          onSwitchNetwork={onSwitchNetwork}
        />,
      ),
    );
    expect(alert()).toBe("Your wallet app doesn't support Solana Localnet. Choose another wallet.");
    expect(actions().map((button) => button.textContent)).toEqual(['Choose another wallet']);
  });

  it('offers no Try again to a wallet that cannot be used with this app', async () => {
    await act(async () =>
      page.root.render(
        <WalletDetailView
          option={phantom}
          state="failed"
          error={
            new LatchkeyError(LATCHKEY_ERROR__WALLET__FEATURE_NOT_SUPPORTED, {
              context: { wallet: 'Phantom', feature: 'standard:connect' },
            })
          }
          onRetry={vi.fn()}
          onBack={vi.fn()}
        />,
      ),
    );
    expect(alert()).toBe("Phantom can't be used with this app. Choose another wallet.");
    expect(actions().map((button) => button.textContent)).toEqual(['Choose another wallet']);
  });

  it("speaks the provider's language, each sentence whole", async () => {
    await act(async () =>
      page.root.render(
        <LocaleContext.Provider value={{ locale: 'es', dir: 'ltr', messages: esConnectDialog }}>
          <WalletDetailView
            option={phantom}
            state="failed"
            error={
              new LatchkeyError(LATCHKEY_ERROR__WALLET__NO_ACCOUNTS, {
                context: { wallet: 'Phantom' },
              })
            }
            onRetry={vi.fn()}
            onBack={vi.fn()}
          />
        </LocaleContext.Provider>,
      ),
    );
    expect(alert()).toBe(
      esConnectDialog['dialog.failure.noAccounts.wallet'].replace('{wallet}', 'Phantom'),
    );
    expect(alert()).toContain('Phantom');
    expect(actions().map((button) => button.textContent)).toEqual([
      esConnectDialog['dialog.action.tryAgain'],
      esConnectDialog['dialog.action.chooseAnotherWallet'],
    ]);
  });
});
