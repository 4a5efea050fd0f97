import { type ApprovalDraft, createConfig, solanaLocalnet } from '@latchkey/core';
import { LatchkeyProvider } from '@latchkey/react';
import '@latchkey/react/styles.css';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';

// The host's call → the approval view (issue 40): once the provider has registered its view, the
// page asks the config's approval gate as the embedded wallet does before it signs, and marks the
// first frame that shows the view (the chunk loaded and drawn), then, for a transaction, the
// first frame with Approve enabled beside the simulated balance change (the simulation answered
// on the sandbox's RPC, and drawn). The bench passes the RPC, the signer and what to ask about
// in the query: `kind` is 'transaction' (an unsigned transfer, base64 in `transaction`) or
// 'message'.

declare global {
  interface Window {
    /** Milliseconds from the call to the start of the frame that shows the view. */
    approvalVisibleMs?: number;
    /** … to the start of the frame with Approve enabled and the simulated change drawn. */
    approvalReadyMs?: number;
    /** What the view said instead of a simulated change: the bench stops on it. */
    approvalFailure?: string;
  }
}

const query = new URLSearchParams(location.search);
const address = query.get('address') ?? '';
const config = createConfig({
  appName: 'Acme',
  networks: [solanaLocalnet({ rpcUrl: query.get('rpc') ?? '' })],
});

function draft(): ApprovalDraft {
  const who = { walletName: 'Embedded wallet', address };
  if (query.get('kind') === 'message')
    return { ...who, kind: 'message', bytes: new TextEncoder().encode('Sign in to Acme') };
  const transaction = Uint8Array.from(atob(query.get('transaction') ?? ''), (char) =>
    char.charCodeAt(0),
  );
  return { ...who, kind: 'transactions', send: true, transactions: [transaction] };
}

function shown(element: Element | null): element is HTMLElement {
  if (!(element instanceof HTMLElement)) return false;
  const box = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  return (
    box.width > 0 &&
    box.height > 0 &&
    style.visibility !== 'hidden' &&
    Number(style.opacity) > 0 &&
    box.bottom > 0
  );
}

/** Checked on every frame until seen; the time is the start of the frame that paints it. */
function markWhen(seen: () => boolean, started: number, mark: (ms: number) => void) {
  const check = (frameStart: number) => {
    if (seen()) mark(frameStart - started);
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

function ask() {
  const request = draft();
  performance.mark('approval-asked');
  const started = performance.now();
  markWhen(
    () => shown(document.querySelector('[data-testid=latchkey-approval]')),
    started,
    (ms) => {
      window.approvalVisibleMs = ms;
    },
  );
  if (request.kind === 'transactions')
    markWhen(
      () => {
        const failure = document.querySelector(
          '[data-testid=latchkey-approval-failure], [data-testid=latchkey-approval-warning]',
        );
        if (failure) window.approvalFailure = failure.textContent ?? 'failed';
        const approve = document.querySelector('[data-testid=latchkey-approval-approve]');
        return (
          shown(approve) &&
          !(approve as HTMLButtonElement).disabled &&
          shown(document.querySelector('[data-testid=latchkey-approval-change]'))
        );
      },
      started,
      (ms) => {
        window.approvalReadyMs = ms;
      },
    );
  // Never answered: the page is closed with the view open.
  config.approval.approve(request).catch(() => undefined);
}

// A child's effects run before the provider's: the call waits a task, for the view to register.
function AskOnMount() {
  useEffect(() => {
    const timer = setTimeout(ask);
    return () => clearTimeout(timer);
  }, []);
  return null;
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <LatchkeyProvider config={config}>
    <AskOnMount />
  </LatchkeyProvider>,
);
