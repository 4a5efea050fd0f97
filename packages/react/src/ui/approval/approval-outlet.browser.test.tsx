import {
  type ApprovalDraft,
  type Config,
  createConfig,
  createMemoryStorageAdapter,
  createStorage,
  isLatchkeyError,
  isUserCancellation,
  LATCHKEY_ERROR__WALLET__APPROVAL_UNAVAILABLE,
  solanaLocalnet,
} from '@latchkey/core';
import { act, StrictMode } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { page as browser, userEvent } from 'vitest/browser';
import { LatchkeyProvider } from '../../latchkey-provider.js';
import { mountBrowserRoot } from '../shared/browser-root.fixture.js';
import { SIGNER } from './approval-request.fixture.js';
import { PRESS_GUARD_MS } from './use-press-guard.js';
import '../../styles.css';

// Real Chromium and the config's real approval gate: the provider registers its view, and each
// draft is asked through `config.approval.approve` as the embedded wallet asks before signing.
const page = mountBrowserRoot();
afterAll(() => browser.viewport(414, 896));

function makeConfig(): Config {
  return createConfig({
    // Nothing listens there: a transaction's simulation fails, as offline.
    networks: [solanaLocalnet({ rpcUrl: 'http://127.0.0.1:9/' })],
    storage: createStorage({ adapter: createMemoryStorageAdapter() }),
    connectors: [],
  });
}

async function render(config: Config, approval?: false) {
  await act(async () =>
    page.root.render(
      <StrictMode>
        <LatchkeyProvider config={config} {...(approval === false ? { approval } : {})}>
          <button type="button">Pay</button>
        </LatchkeyProvider>
      </StrictMode>,
    ),
  );
}

const message = (text: string): ApprovalDraft => ({
  kind: 'message',
  walletName: 'Embedded wallet',
  address: SIGNER,
  bytes: new TextEncoder().encode(text),
});
const dialog = () => document.querySelector<HTMLElement>('[data-testid="latchkey-approval"]');
const shownText = () => dialog()?.querySelector('pre')?.textContent;
const button = (testId: string) =>
  dialog()?.querySelector<HTMLButtonElement>(`[data-testid="${testId}"]`) as HTMLButtonElement;

async function until(check: () => boolean, timeoutMs = 5000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

/** Asks through the gate inside act; settles to the outcome, so nothing is left unhandled. */
async function ask(config: Config, draft: ApprovalDraft, signal?: AbortSignal) {
  let outcome: Promise<'approved' | unknown> | undefined;
  await act(async () => {
    outcome = config.approval.approve(draft, signal ? { signal } : {}).then(
      () => 'approved',
      (error: unknown) => error,
    );
    await import('./approval-outlet.js');
  });
  // Wrapped: an async function returning the promise itself would wait for the answer.
  return { outcome: outcome as Promise<unknown> };
}

const pastGuard = () => act(() => new Promise((resolve) => setTimeout(resolve, PRESS_GUARD_MS)));

describe('LatchkeyProvider registers the approval view', () => {
  it('and no view with approval={false}: the gate then refuses rather than sign unseen', async () => {
    const config = makeConfig();
    await render(config, false);
    const { outcome } = await ask(config, message('Hello'));
    expect(isLatchkeyError(await outcome, LATCHKEY_ERROR__WALLET__APPROVAL_UNAVAILABLE)).toBe(true);
    expect(dialog()).toBeNull();
  });

  it('shows the request; Approve signs, Escape is a quiet cancellation; focus comes back', async () => {
    await browser.viewport(1024, 768);
    const config = makeConfig();
    await render(config);
    const pay = document.querySelector('button') as HTMLButtonElement;
    pay.focus();
    const { outcome: approved } = await ask(config, message('Sign in to Acme'));
    await until(() => shownText() === 'Sign in to Acme');
    expect(document.activeElement).toBe(button('latchkey-approval-reject'));
    await pastGuard();
    await act(async () => button('latchkey-approval-approve').click());
    expect(await approved).toBe('approved');
    await until(() => dialog() === null);
    expect(document.activeElement).toBe(pay);

    const { outcome: escaped } = await ask(config, message('Again'));
    await until(() => dialog() !== null);
    await act(() => userEvent.keyboard('{Escape}'));
    expect(isUserCancellation(await escaped)).toBe(true);
    await until(() => dialog() === null);
  });

  it('shows requests one at a time, and closes the one whose caller aborts', async () => {
    const config = makeConfig();
    await render(config);
    const withdrawn = new AbortController();
    const { outcome: first } = await ask(config, message('first'), withdrawn.signal);
    const { outcome: second } = await ask(config, message('second'));
    await until(() => shownText() === 'first');
    await act(async () => withdrawn.abort());
    expect(await first).toBe(withdrawn.signal.reason);
    await until(() => shownText() === 'second');
    await act(async () => button('latchkey-approval-reject').click());
    expect(isUserCancellation(await second)).toBe(true);
    await until(() => dialog() === null);
  });

  it('lets the user decide on a transaction that could not be simulated', async () => {
    const config = makeConfig();
    await render(config);
    const { outcome } = await ask(config, {
      kind: 'transactions',
      walletName: 'Embedded wallet',
      address: SIGNER,
      send: true,
      transactions: [new Uint8Array([1, 0])],
    });
    await until(() => dialog()?.textContent?.includes("Couldn't simulate") ?? false);
    expect(dialog()?.querySelector('h2')?.textContent).toBe('Approve and send');
    await pastGuard();
    await act(async () => button('latchkey-approval-approve').click());
    expect(await outcome).toBe('approved');
  });

  it('answers what still waits with a cancellation when the provider goes', async () => {
    const config = makeConfig();
    await render(config);
    const { outcome } = await ask(config, message('left open'));
    await until(() => dialog() !== null);
    await act(async () => page.root.render(null));
    expect(isUserCancellation(await outcome)).toBe(true);
    expect(dialog()).toBeNull();
  });
});
