import { readMessage, type TransactionPreview } from '@latchkey/core/preview';
import { act } from 'react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { page as browser, userEvent } from 'vitest/browser';
import { LocaleContext } from '../../i18n/locale-context.js';
import ar from '../../i18n/locales/ar.js';
import de from '../../i18n/locales/de.js';
import { mountBrowserRoot } from '../shared/browser-root.fixture.js';
import { ApprovalDialog } from './approval-dialog.js';
import {
  messageRequest,
  SIGNER,
  textMessage,
  transactionPreview,
  transactionsRequest,
  UNKNOWN_PROGRAM,
  USDC,
} from './approval-request.fixture.js';
import { PRESS_GUARD_MS } from './use-press-guard.js';
import '../../styles.css';

// Real Chromium: the view as the provider shows it, given a request and told the answer.
const page = mountBrowserRoot();
afterAll(() => browser.viewport(414, 896));

const find = (testId: string) =>
  document.querySelector<HTMLElement>(`[data-testid="${testId}"]`) as HTMLElement;
const texts = (testId: string) =>
  Array.from(document.querySelectorAll(`[data-testid="${testId}"]`), (node) => node.textContent);

async function show(request: Parameters<typeof ApprovalDialog>[0]['request']) {
  const onAnswer = vi.fn();
  await act(async () => page.root.render(<ApprovalDialog request={request} onAnswer={onAnswer} />));
  return onAnswer;
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const afterGuard = () => act(() => new Promise((resolve) => setTimeout(resolve, PRESS_GUARD_MS)));

describe('ApprovalDialog: transactions', () => {
  it('says "Simulating…" (busy, Approve disabled), then the exact balance changes, fee and programs', async () => {
    await browser.viewport(1024, 768);
    const previews = deferred<readonly TransactionPreview[]>();
    await show(transactionsRequest(previews.promise));
    const dialog = find('latchkey-approval');
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.matches(':modal')).toBe(true);
    expect(dialog.dataset.layout).toBe('modal');
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe('Approve transaction');
    expect(dialog.textContent).toContain('Embedded wallet');
    expect(dialog.textContent).toContain('9WzD…AWWM');
    const region = dialog.querySelector('[aria-busy]') as HTMLElement;
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(region.textContent).toBe('Simulating…');
    expect((find('latchkey-approval-approve') as HTMLButtonElement).disabled).toBe(true);

    await act(async () => previews.resolve([transactionPreview()]));
    expect(region.getAttribute('aria-busy')).toBe('false');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(texts('latchkey-approval-change')).toEqual(['\u22120.25 SOL', '+10 USDC']);
    expect(find('latchkey-approval-fee').textContent).toBe('Network fee: 0.000005 SOL');
    expect(dialog.textContent).toContain('Programs: System, Token');
    expect(texts('latchkey-approval-warning')).toEqual([]);
    expect(find('latchkey-approval-failure')).toBeNull();
    expect((find('latchkey-approval-approve') as HTMLButtonElement).disabled).toBe(false);
  });

  it('says who pays the fee, no or unknown changes, and every warning in plain words', async () => {
    await show(
      transactionsRequest(
        Promise.resolve([
          transactionPreview({ feePaidByApp: true, changes: [] }),
          transactionPreview({
            fee: undefined,
            changes: undefined,
            programs: [{ address: UNKNOWN_PROGRAM, name: undefined }],
            warnings: [
              { kind: 'unknown-program', program: UNKNOWN_PROGRAM },
              { kind: 'delegation', account: USDC, delegate: UNKNOWN_PROGRAM, amount: 5n },
              { kind: 'authority-change', account: USDC, authority: 'close', newAuthority: SIGNER },
            ],
          }),
        ]),
        { count: 2, send: true },
      ),
    );
    const dialog = find('latchkey-approval');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Approve and send 2 transactions',
    );
    expect(texts('latchkey-approval-fee')).toEqual([
      'Network fee: paid by the app',
      'Network fee: unknown',
    ]);
    expect(dialog.textContent).toContain('Transaction 1 of 2');
    expect(dialog.textContent).toContain('No balance changes');
    expect(dialog.textContent).toContain('Balance changes unknown');
    expect(dialog.textContent).toContain('Programs: Fg6P…sLnS');
    expect(texts('latchkey-approval-warning')).toEqual([
      `Calls a program Latchkey doesn't know: ${UNKNOWN_PROGRAM}`,
      `Lets ${UNKNOWN_PROGRAM} spend up to 5 of your tokens (in base units) in ${USDC}`,
      `Hands the close authority of ${USDC} to ${SIGNER}`,
    ]);
  });

  it('puts a likely failure first, with its logs folded away', async () => {
    const simulation = {
      ok: false as const,
      reason: 'insufficient funds for rent',
      logs: ['Program 11111111111111111111111111111111 invoke [1]', 'Program failed'],
    };
    await show(transactionsRequest(Promise.resolve([transactionPreview({ simulation })])));
    const failure = find('latchkey-approval-failure');
    expect(failure.getAttribute('role')).toBe('alert');
    expect(failure.querySelector('p')?.textContent).toBe(
      'This will probably fail: insufficient funds for rent',
    );
    const details = failure.querySelector('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    expect(details.querySelector('pre')?.textContent).toBe(simulation.logs.join('\n'));
  });

  it('lets the user decide when the simulation could not be made', async () => {
    await show(transactionsRequest(Promise.reject(new Error('RPC unreachable'))));
    const dialog = find('latchkey-approval');
    await vi.waitFor(() =>
      expect(dialog.textContent).toContain(
        "Couldn't simulate this transaction; its balance changes are unknown.",
      ),
    );
    expect((find('latchkey-approval-approve') as HTMLButtonElement).disabled).toBe(false);
    expect(dialog.querySelector('[aria-busy]')?.getAttribute('aria-busy')).toBe('false');
  });
});

describe('ApprovalDialog: messages', () => {
  it('shows markup in a message as text, never as markup', async () => {
    const text = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script> Sign in';
    await show(messageRequest(readMessage(new TextEncoder().encode(text))));
    const dialog = find('latchkey-approval');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Sign message',
    );
    expect(dialog.querySelector('pre')?.textContent).toBe(text);
    expect(dialog.querySelector('img, script')).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    expect(texts('latchkey-approval-warning')).toEqual([]);
  });

  it('warns of hidden characters (shown by code point) and of a message that looks like a transaction', async () => {
    await show(
      messageRequest(
        textMessage('Send to \u202Eevil', {
          hasHiddenCharacters: true,
          looksLikeTransaction: true,
        }),
      ),
    );
    expect(texts('latchkey-approval-warning')).toEqual([
      'This message holds hidden characters. They are shown as U+ codes below.',
      'This message looks like a transaction. Signing it may let someone spend from your wallet.',
    ]);
    expect(find('latchkey-approval').querySelector('[role="alert"]')).not.toBeNull();
    const shown = find('latchkey-approval').querySelector('pre') as HTMLElement;
    expect(shown.textContent).toBe('Send to U+202Eevil');
    expect(shown.querySelector('mark')?.textContent).toBe('U+202E');
  });

  it('shows binary data as its length and hex', async () => {
    await show(
      messageRequest({ kind: 'binary', length: 4, hex: 'deadbeef', looksLikeTransaction: false }),
    );
    const dialog = find('latchkey-approval');
    expect(dialog.textContent).toContain('Binary data, 4 bytes');
    expect(dialog.querySelector('pre')?.textContent).toBe('de ad be ef');
  });
});

describe("ApprovalDialog: the user's language", () => {
  it('says it in German, with German digits, exact, and the minus sign kept', async () => {
    const big = transactionPreview({
      fee: 1_234_500_000_000n,
      changes: [{ mint: undefined, symbol: 'SOL', decimals: 9, amount: -1_234_500_000_000n }],
      warnings: [{ kind: 'delegation', account: USDC, delegate: UNKNOWN_PROGRAM, amount: 12_345n }],
    });
    await act(async () =>
      page.root.render(
        <LocaleContext.Provider value={{ locale: 'de', dir: 'ltr', messages: de }}>
          <ApprovalDialog
            request={transactionsRequest(Promise.resolve([big, big]), { count: 2, send: true })}
            onAnswer={() => undefined}
          />
        </LocaleContext.Provider>,
      ),
    );
    const dialog = find('latchkey-approval');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      '2 Transaktionen genehmigen und senden',
    );
    expect(find('latchkey-approval-reject').textContent).toBe('Ablehnen');
    expect(texts('latchkey-approval-change')).toEqual(['\u22121.234,5 SOL', '\u22121.234,5 SOL']);
    expect(texts('latchkey-approval-fee')).toEqual([
      'Netzwerkgebühr: 1.234,5 SOL',
      'Netzwerkgebühr: 1.234,5 SOL',
    ]);
    expect(dialog.textContent).toContain('Transaktion 1 von 2');
    expect(dialog.textContent).toContain('Programme: System, Token');
    expect(texts('latchkey-approval-warning')[0]).toBe(
      `Erlaubt ${UNKNOWN_PROGRAM}, bis zu 12.345 Ihrer Token (in Basiseinheiten) aus ${USDC} auszugeben`,
    );
    // The addresses stay whole, in the code font, wherever the language puts them.
    const codes = find('latchkey-approval-warning').querySelectorAll('code');
    expect(Array.from(codes, (code) => code.textContent)).toEqual([UNKNOWN_PROGRAM, USDC]);
  });

  it('keeps the sign at the left of the digits in Arabic', async () => {
    await act(async () =>
      page.root.render(
        <LocaleContext.Provider value={{ locale: 'ar', dir: 'rtl', messages: ar }}>
          <div dir="rtl">
            <ApprovalDialog
              request={transactionsRequest(Promise.resolve([transactionPreview()]))}
              onAnswer={() => undefined}
            />
          </div>
        </LocaleContext.Provider>,
      ),
    );
    const [paid, received] = texts('latchkey-approval-change');
    // A left-to-right mark before the sign: the sign, digits and unit read as one left-to-right run.
    expect(paid).toMatch(/^\u200e\u2212\S+ SOL$/);
    expect(received).toMatch(/^\u200e\+\S+ USDC$/);
    expect(find('latchkey-approval-approve').textContent).toBe('موافقة');
  });
});

describe('ApprovalDialog: keyboard and answers', () => {
  it('starts on Reject, keeps Tab inside, and rejects on Escape', async () => {
    const onAnswer = await show(messageRequest(textMessage('Hello')));
    const reject = find('latchkey-approval-reject');
    expect(document.activeElement).toBe(reject);
    expect(reject.tagName).toBe('BUTTON');
    await userEvent.tab();
    expect(document.activeElement).toBe(find('latchkey-approval-approve'));
    await userEvent.tab();
    expect(find('latchkey-approval').contains(document.activeElement)).toBe(true);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(find('latchkey-approval-approve'));
    await userEvent.keyboard('{Escape}');
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('answers true on Approve, false on Reject; a press in its first moment is ignored', async () => {
    const onAnswer = await show(messageRequest(textMessage('Hello')));
    await act(async () => find('latchkey-approval-approve').click());
    expect(onAnswer).not.toHaveBeenCalled();
    await afterGuard();
    await act(async () => find('latchkey-approval-approve').click());
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(true);
    await act(async () => find('latchkey-approval-reject').click());
    expect(onAnswer).toHaveBeenLastCalledWith(false);
  });

  it('is a bottom sheet on a phone', async () => {
    await browser.viewport(390, 844);
    await show(messageRequest(textMessage('Hello')));
    const dialog = find('latchkey-approval');
    expect(dialog.dataset.layout).toBe('sheet');
    expect(dialog.querySelector('.latchkey-sheet-grabber')).not.toBeNull();
    await act(() =>
      Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    const box = dialog.getBoundingClientRect();
    expect(Math.round(box.bottom)).toBe(844);
    expect(Math.round(box.width)).toBe(390);
  });
});
