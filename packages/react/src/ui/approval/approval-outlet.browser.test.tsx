import {
  type ApprovalGate,
  type ApprovalHandler,
  type ApprovalRequest,
  type Config,
  createConfig,
  createMemoryStorageAdapter,
  createStorage,
  solanaLocalnet,
} from '@latchkey/core';
import { act, StrictMode } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { page as browser, userEvent } from 'vitest/browser';
import { LatchkeyProvider } from '../../latchkey-provider.js';
import { mountBrowserRoot } from '../shared/browser-root.fixture.js';
import { messageRequest, textMessage } from './approval-request.fixture.js';
import { approvalViewChunk } from './load-approval-view.js';
import { PRESS_GUARD_MS } from './use-press-guard.js';
import '../../styles.css';

// Real Chromium: the provider registers its view with a gate that stands in for the config's,
// and each request is asked through it as the embedded wallet would.
const page = mountBrowserRoot();
afterAll(() => browser.viewport(414, 896));

/** A gate that keeps the registered view, so a test can ask it directly. */
function fakeGate() {
  let view: ApprovalHandler | undefined;
  let registrations = 0;
  const gate: ApprovalGate = {
    setView(handler) {
      view = handler;
      registrations++;
      return () => {
        if (view === handler) view = undefined;
      };
    },
    approve: () => Promise.reject(new Error('not used here')),
  };
  return {
    gate,
    get registered() {
      return view !== undefined;
    },
    get registrations() {
      return registrations;
    },
    ask(request: ApprovalRequest, signal = new AbortController().signal) {
      if (!view) throw new Error('no view registered');
      return view(request, { signal });
    },
  };
}

function configWith(gate: ApprovalGate): Config {
  const config = createConfig({
    networks: [solanaLocalnet()],
    storage: createStorage({ adapter: createMemoryStorageAdapter() }),
    connectors: [],
  });
  return { ...config, approval: gate };
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

const dialog = () => document.querySelector<HTMLElement>('[data-testid="latchkey-approval"]');
const shownText = () => dialog()?.querySelector('pre')?.textContent;
const button = (testId: string) =>
  dialog()?.querySelector<HTMLButtonElement>(`[data-testid="${testId}"]`) as HTMLButtonElement;

async function until(check: () => boolean, timeoutMs = 3000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

/** Asks as the embedded wallet would, inside act: the chunk loads, and the request shows. */
async function ask(
  fake: ReturnType<typeof fakeGate>,
  request: ApprovalRequest,
  signal?: AbortSignal,
) {
  let answer: Promise<boolean> | undefined;
  await act(async () => {
    answer = fake.ask(request, signal);
    await approvalViewChunk.load();
    await Promise.resolve();
  });
  // Wrapped: an async function returning the promise itself would wait for the answer.
  return { answer: answer as Promise<boolean> };
}

const pastGuard = () => act(() => new Promise((resolve) => setTimeout(resolve, PRESS_GUARD_MS)));

describe('the provider registers the approval view', () => {
  it('while mounted, and not with approval={false}', async () => {
    const fake = fakeGate();
    await render(configWith(fake.gate));
    expect(fake.registered).toBe(true);
    await act(async () => page.root.render(null));
    expect(fake.registered).toBe(false);

    const other = fakeGate();
    await render(configWith(other.gate), false);
    expect(other.registrations).toBe(0);
  });

  it('shows each request, resolving true on Approve and false on Escape', async () => {
    await browser.viewport(1024, 768);
    const fake = fakeGate();
    await render(configWith(fake.gate));
    const pay = document.querySelector('button') as HTMLButtonElement;
    pay.focus();
    const { answer: approved } = await ask(fake, messageRequest(textMessage('Sign in to Acme')));
    await until(() => dialog() !== null);
    expect(shownText()).toBe('Sign in to Acme');
    expect(document.activeElement).toBe(button('latchkey-approval-reject'));
    await pastGuard();
    await act(async () => button('latchkey-approval-approve').click());
    expect(await approved).toBe(true);
    await until(() => dialog() === null);
    // Focus goes back where it was.
    expect(document.activeElement).toBe(pay);

    const { answer: escaped } = await ask(fake, messageRequest(textMessage('Again')));
    await until(() => dialog() !== null);
    await act(() => userEvent.keyboard('{Escape}'));
    expect(await escaped).toBe(false);
    await until(() => dialog() === null);
  });

  it('queues requests one at a time, and closes the one whose signal aborts', async () => {
    const fake = fakeGate();
    await render(configWith(fake.gate));
    const withdrawn = new AbortController();
    const { answer: first } = await ask(
      fake,
      messageRequest(textMessage('first')),
      withdrawn.signal,
    );
    const { answer: second } = await ask(fake, messageRequest(textMessage('second')));
    await until(() => shownText() === 'first');
    await act(async () => withdrawn.abort());
    expect(await first).toBe(false);
    await until(() => shownText() === 'second');
    await act(async () => button('latchkey-approval-reject').click());
    expect(await second).toBe(false);
    await until(() => dialog() === null);
  });

  it('answers false for requests still waiting when the provider goes', async () => {
    const fake = fakeGate();
    await render(configWith(fake.gate));
    const { answer: waiting } = await ask(fake, messageRequest(textMessage('left open')));
    await until(() => dialog() !== null);
    await act(async () => page.root.render(null));
    expect(await waiting).toBe(false);
    expect(dialog()).toBeNull();
  });
});
