import {
  createConfig,
  createMemoryStorageAdapter,
  createStorage,
  LATCHKEY_ERROR__TRANSACTION__FAILED,
  LatchkeyError,
  solanaDevnet,
} from '@latchkey/core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LatchkeyProvider } from '../latchkey-provider.js';
import '../styles.css';
import { TransactionProgress, type TransactionProgressProps } from './transaction-progress.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SIGNATURE =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

const config = createConfig({
  networks: [solanaDevnet()],
  storage: createStorage({ adapter: createMemoryStorageAdapter() }),
  connectors: [],
});

async function show(props: TransactionProgressProps) {
  await act(async () => {
    root.render(
      <LatchkeyProvider config={config}>
        <TransactionProgress {...props} />
      </LatchkeyProvider>,
    );
  });
  return container.querySelector('.latchkey-progress') as HTMLElement | null;
}

const steps = () =>
  Array.from(
    container.querySelectorAll('li'),
    (item) => `${item.textContent}:${item.dataset.state}`,
  );

describe('transaction progress', () => {
  it('draws nothing before a transaction starts', async () => {
    expect(await show({ stage: undefined })).toBeNull();
  });

  it('follows signing → sending → confirming → confirmed with the current step marked', async () => {
    await show({ stage: 'signing' });
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      'Waiting for your signature…',
    );
    expect(steps()).toEqual(['Sign:active', 'Send:todo', 'Confirm:todo']);
    expect(container.querySelector('[aria-current="step"]')?.textContent).toBe('Sign');

    await show({ stage: 'confirming', signature: SIGNATURE });
    expect(steps()).toEqual(['Sign:done', 'Send:done', 'Confirm:active']);
    const link = container.querySelector('a') as HTMLAnchorElement;
    expect(link.href).toBe(`https://explorer.solana.com/tx/${SIGNATURE}?cluster=devnet`);
    expect(link.rel).toBe('noopener noreferrer');

    const onDismiss = vi.fn();
    expect(container.querySelector('button')).toBeNull();
    await show({ stage: 'confirmed', signature: SIGNATURE, onDismiss });
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Transaction confirmed');
    expect(steps()).toEqual(['Sign:done', 'Send:done', 'Confirm:done']);
    expect(container.querySelector('[aria-current]')).toBeNull();
    await act(async () => (container.querySelector('button') as HTMLButtonElement).click());
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it("shows the catalogue's text and the step that failed", async () => {
    const error = new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__FAILED);
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
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Transaction failed');
  });

  it('renders wallet-provided error text as text, never as markup', async () => {
    await show({ stage: 'signing', error: new Error('<img src=x onerror=alert(1)>') });
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      '<img src=x onerror=alert(1)>',
    );
    expect(steps()).toEqual(['Sign:failed', 'Send:todo', 'Confirm:todo']);
  });
});
