import {
  createConfig,
  createMemoryStorageAdapter,
  createStorage,
  LATCHKEY_ERROR__TRANSACTION__BLOCKHASH_EXPIRED,
  LATCHKEY_ERROR__TRANSACTION__FAILED,
  LatchkeyError,
  solanaDevnet,
} from '@latchkey/core';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { LatchkeyProvider } from '../../latchkey-provider.js';
import { lightTheme } from '../../theme/latchkey-theme.js';
import type { LatchkeyThemeOption } from '../../theme/theme-stylesheet.js';
import { mountBrowserRoot } from '../shared/browser-root.fixture.js';
import '../../styles.css';
import { TransactionProgress, type TransactionProgressProps } from './transaction-progress.js';

const SIGNATURE =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
const page = mountBrowserRoot();

const config = createConfig({
  networks: [solanaDevnet()],
  storage: createStorage({ adapter: createMemoryStorageAdapter() }),
  connectors: [],
});

async function show(props: TransactionProgressProps, theme?: LatchkeyThemeOption) {
  await act(async () => {
    page.root.render(
      <LatchkeyProvider config={config} {...(theme ? { theme } : {})}>
        <TransactionProgress {...props} />
      </LatchkeyProvider>,
    );
  });
  return page.container.querySelector('.latchkey-progress') as HTMLElement | null;
}

const wait = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
const button = (name: string) =>
  Array.from(page.container.querySelectorAll('button')).find(
    (candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent) === name,
  );
const notEnoughSol = () =>
  new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__FAILED, {
    details: { logs: ['Transfer: insufficient lamports 10, need 20'] },
  });

const steps = () =>
  Array.from(
    page.container.querySelectorAll('li'),
    (item) => `${item.textContent}:${item.dataset.state}`,
  );

describe('transaction progress', () => {
  it('draws nothing before a transaction starts', async () => {
    expect(await show({ stage: undefined })).toBeNull();
  });

  it('follows signing → sending → confirming → confirmed with the current step marked', async () => {
    await show({ stage: 'signing' });
    expect(page.container.querySelector('[role="status"]')?.textContent).toBe(
      'Waiting for your signature…',
    );
    expect(steps()).toEqual(['Sign:active', 'Send:todo', 'Confirm:todo']);
    expect(page.container.querySelector('[aria-current="step"]')?.textContent).toBe('Sign');

    await show({ stage: 'confirming', signature: SIGNATURE });
    expect(steps()).toEqual(['Sign:done', 'Send:done', 'Confirm:active']);
    const link = page.container.querySelector('a') as HTMLAnchorElement;
    expect(link.href).toBe(`https://explorer.solana.com/tx/${SIGNATURE}?cluster=devnet`);
    expect(link.rel).toBe('noopener noreferrer');

    const onDismiss = vi.fn();
    expect(page.container.querySelector('button')).toBeNull();
    await show({ stage: 'confirmed', signature: SIGNATURE, onDismiss });
    expect(page.container.querySelector('[role="status"]')?.textContent).toBe(
      'Transaction confirmed',
    );
    expect(steps()).toEqual(['Sign:done', 'Send:done', 'Confirm:done']);
    expect(page.container.querySelector('[aria-current]')).toBeNull();
    await act(async () => button('Dismiss')?.click());
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('titles the toast with the amount, under a status icon that follows the stage', async () => {
    const icon = () => page.container.querySelector('svg[data-icon]')?.getAttribute('data-icon');
    await show({ stage: 'sending', title: 'Send 0.01 SOL' });
    expect(page.container.querySelector('.latchkey-progress-title')?.textContent).toBe(
      'Send 0.01 SOL',
    );
    expect(page.container.querySelector('[role="status"]')?.textContent).toBe(
      'Sending the transaction…',
    );
    expect(icon()).toBe('pending');
    expect(page.container.querySelector('svg[data-icon]')?.getAttribute('aria-hidden')).toBe(
      'true',
    );
    await show({ stage: 'confirmed', title: 'Send 0.01 SOL' });
    expect(icon()).toBe('confirmed');
    await show({ stage: 'confirming', title: 'Send 0.01 SOL', error: new Error('no') });
    expect(icon()).toBe('failed');
    await show({ stage: 'signing' });
    expect(page.container.querySelector('.latchkey-progress-title')).toBeNull();
  });

  it("draws the failed segment in the theme's danger colour", async () => {
    const section = await show(
      { stage: 'failed', failedStage: 'sending', error: notEnoughSol() },
      lightTheme({ danger: 'rgb(200, 0, 50)' }),
    );
    const [sign, send, confirm] = Array.from(
      section?.querySelectorAll('li') ?? [],
      (item) => getComputedStyle(item, '::before').backgroundColor,
    );
    expect(send).toBe('rgb(200, 0, 50)');
    expect(sign).not.toBe('rgb(200, 0, 50)');
    expect(confirm).not.toBe('rgb(200, 0, 50)');
    const failedLabel = section?.querySelector('li[data-state="failed"]') as HTMLElement;
    expect(getComputedStyle(failedLabel).color).toBe('rgb(200, 0, 50)');
  });

  it('offers Retry only for a failure another try can get through', async () => {
    const onRetry = vi.fn();
    const expired = new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__BLOCKHASH_EXPIRED);
    await show({ stage: 'failed', failedStage: 'confirming', error: expired, onRetry });
    await act(async () => button('Retry')?.click());
    expect(onRetry).toHaveBeenCalledOnce();
    // Retry is a 44 px target.
    expect((button('Retry') as HTMLElement).getBoundingClientRect().height).toBeGreaterThanOrEqual(
      44,
    );

    await show({ stage: 'failed', error: notEnoughSol(), onRetry });
    expect(button('Retry')).toBeUndefined();
    await show({ stage: 'failed', error: expired });
    expect(button('Retry')).toBeUndefined();
  });

  it('closes a confirmed transaction by itself, not one under way or failed', async () => {
    const onDismiss = vi.fn();
    await show({ stage: 'confirming', onDismiss, autoDismiss: 50 });
    await wait(150);
    await show({ stage: 'failed', error: notEnoughSol(), onDismiss, autoDismiss: 50 });
    await wait(150);
    expect(onDismiss).not.toHaveBeenCalled();
    await show({ stage: 'confirmed', onDismiss, autoDismiss: 50 });
    await wait(150);
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('keeps a confirmed transaction while it is hovered or focused, then closes it', async () => {
    const onDismiss = vi.fn();
    const section = (await show({
      stage: 'confirming',
      onDismiss,
      autoDismiss: 100,
    })) as HTMLElement;
    await userEvent.hover(section);
    await show({ stage: 'confirmed', onDismiss, autoDismiss: 100 });
    await wait(250);
    expect(onDismiss).not.toHaveBeenCalled();

    // Focus inside keeps it too, even after the pointer leaves.
    await act(async () => button('Dismiss')?.focus());
    await userEvent.unhover(section);
    await wait(250);
    expect(onDismiss).not.toHaveBeenCalled();
    await act(async () => button('Dismiss')?.blur());
    await wait(250);
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('has a 44 px Dismiss × with a name', async () => {
    await show({ stage: 'signing', onDismiss: () => undefined });
    const close = button('Dismiss') as HTMLButtonElement;
    expect(close.textContent).toBe('');
    const { width, height } = close.getBoundingClientRect();
    expect(Math.min(width, height)).toBeGreaterThanOrEqual(44);
  });

  it('shows why it failed, not the headline twice, and the step that failed', async () => {
    const error = notEnoughSol();
    const section = await show({
      stage: 'failed',
      failedStage: 'confirming',
      signature: SIGNATURE,
      error,
      variant: 'toast',
    });
    expect(section?.dataset.stage).toBe('failed');
    expect(section?.classList.contains('latchkey-progress-toast')).toBe(true);
    expect(getComputedStyle(section as HTMLElement).position).toBe('fixed');
    expect(steps()).toEqual(['Sign:done', 'Send:done', 'Confirm:failed']);
    expect(page.container.querySelector('[role="status"]')?.textContent).toBe('Transaction failed');
    expect(page.container.querySelector('[role="alert"]')?.textContent).toBe(
      'Not enough SOL: the account has 0.00000001 SOL, and this needs 0.00000002 SOL.',
    );
    expect(page.container.querySelector('a')?.textContent).toBe('View transaction');
    // Refused before confirming, it never reached the chain: no explorer link.
    await show({ stage: 'failed', failedStage: 'sending', signature: SIGNATURE, error });
    expect(steps()).toEqual(['Sign:done', 'Send:failed', 'Confirm:todo']);
    expect(page.container.querySelector('a')).toBeNull();
  });

  it('renders wallet-provided error text as text, never as markup', async () => {
    await show({ stage: 'signing', error: new Error('<img src=x onerror=alert(1)>') });
    expect(page.container.querySelector('img')).toBeNull();
    expect(page.container.querySelector('[role="alert"]')?.textContent).toBe(
      '<img src=x onerror=alert(1)>',
    );
    expect(steps()).toEqual(['Sign:failed', 'Send:todo', 'Confirm:todo']);
  });

  it('says the app pays the network fee of a sponsored send, until it fails', async () => {
    await show({ stage: 'signing' });
    expect(page.container.querySelector('[data-testid="latchkey-progress-fee"]')).toBeNull();
    await show({ stage: 'signing', sponsored: true });
    expect(page.container.querySelector('[data-testid="latchkey-progress-fee"]')?.textContent).toBe(
      'Network fee: paid by the app',
    );
    await show({ stage: 'confirmed', signature: SIGNATURE, sponsored: true });
    expect(page.container.querySelector('[data-testid="latchkey-progress-fee"]')?.textContent).toBe(
      'Network fee: paid by the app',
    );
    await show({ stage: 'failed', sponsored: true, error: new Error('no') });
    expect(page.container.querySelector('[data-testid="latchkey-progress-fee"]')).toBeNull();
  });
});
