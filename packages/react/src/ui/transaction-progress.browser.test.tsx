import {
  createConfig,
  createMemoryStorageAdapter,
  createStorage,
  LATCHKEY_ERROR__TRANSACTION__FAILED,
  LatchkeyError,
  solanaDevnet,
} from '@latchkey/core';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LatchkeyProvider } from '../latchkey-provider.js';
import { mountBrowserRoot } from './browser-root.fixture.js';
import '../styles.css';
import { TransactionProgress, type TransactionProgressProps } from './transaction-progress.js';

const SIGNATURE =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
const page = mountBrowserRoot();

const config = createConfig({
  networks: [solanaDevnet()],
  storage: createStorage({ adapter: createMemoryStorageAdapter() }),
  connectors: [],
});

async function show(props: TransactionProgressProps) {
  await act(async () => {
    page.root.render(
      <LatchkeyProvider config={config}>
        <TransactionProgress {...props} />
      </LatchkeyProvider>,
    );
  });
  return page.container.querySelector('.latchkey-progress') as HTMLElement | null;
}

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
    await act(async () => (page.container.querySelector('button') as HTMLButtonElement).click());
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('shows why it failed, not the headline twice, and the step that failed', async () => {
    const error = new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__FAILED, {
      details: { logs: ['Transfer: insufficient lamports 10, need 20'] },
    });
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
      'Not enough SOL: insufficient lamports 10, need 20',
    );
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
