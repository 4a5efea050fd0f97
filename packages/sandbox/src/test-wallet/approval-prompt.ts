/// <reference lib="dom" />

/**
 * The kinds of request the test wallet asks the user about, as its prompt titles them.
 *
 * @example
 * ```ts
 * const kind: ApprovalRequestKind = 'Sign message';
 * ```
 */
export type ApprovalRequestKind =
  | 'Connect'
  | 'Sign message'
  | 'Sign transaction'
  | 'Sign and send'
  | 'Sign in';

/**
 * What the prompt shows.
 *
 * @example
 * ```ts
 * const request: ApprovalRequest = {
 *   walletName: 'Latchkey Test Wallet',
 *   walletIcon: TEST_WALLET_ICON,
 *   kind: 'Connect',
 *   origin: location.host,
 * };
 * ```
 */
export interface ApprovalRequest {
  /** The wallet's name; also the dialog's accessible name. */
  readonly walletName: string;
  readonly walletIcon: string;
  readonly kind: ApprovalRequestKind;
  /** Who asks: the page's host. */
  readonly origin: string;
  /** Text to sign, shown verbatim (set as text, never parsed as HTML). */
  readonly message?: string;
  /** One line about the request, e.g. the account or the number of transactions. */
  readonly detail?: string;
}

/**
 * Asks the user to approve a wallet request, as an extension popup would: a modal native
 * `<dialog>` appended to `document.body` and opened with `showModal()`, so it sits above every
 * other dialog (including the app's own modal) and stays interactive. Resolves `true` on
 * Approve, `false` on Reject or Escape, and removes the dialog either way.
 *
 * @example
 * ```ts
 * const approved = await showApprovalPrompt({
 *   walletName: 'Latchkey Test Wallet',
 *   walletIcon: TEST_WALLET_ICON,
 *   kind: 'Sign message',
 *   origin: location.host,
 *   message: 'Hello',
 * });
 * ```
 */
export function showApprovalPrompt(request: ApprovalRequest): Promise<boolean> {
  const dialog = element('dialog', {
    maxWidth: 'min(26rem, calc(100vw - 2rem))',
    padding: '1rem 1.25rem',
    border: '1px solid #2c3a58',
    borderRadius: '12px',
    background: '#101a2e',
    color: '#f2f4f8',
    font: '14px/1.4 system-ui, sans-serif',
  });
  dialog.setAttribute('aria-label', request.walletName);
  dialog.dataset.latchkeyTestWalletPrompt = request.kind;

  const header = element('p', {
    display: 'flex',
    alignItems: 'center',
    gap: '0.5rem',
    margin: '0',
  });
  const icon = element('img', { width: '24px', height: '24px' });
  icon.src = request.walletIcon;
  icon.alt = '';
  header.append(icon, element('strong', {}, request.walletName));

  const title = element('h2', { fontSize: '1.1rem', margin: '0.75rem 0 0.25rem' }, request.kind);
  const origin = element('p', { margin: '0', color: '#aab4c8' }, `Requested by ${request.origin}`);
  dialog.append(header, title, origin);
  if (request.detail) dialog.append(element('p', { margin: '0.5rem 0 0' }, request.detail));
  if (request.message !== undefined) {
    const message = element('pre', {
      margin: '0.75rem 0 0',
      padding: '0.5rem',
      maxHeight: '12rem',
      overflow: 'auto',
      whiteSpace: 'pre-wrap',
      overflowWrap: 'anywhere',
      background: '#0a1222',
      borderRadius: '6px',
    });
    message.textContent = request.message;
    dialog.append(message);
  }

  const actions = element('p', {
    display: 'flex',
    justifyContent: 'flex-end',
    gap: '0.5rem',
    margin: '1rem 0 0',
  });
  const reject = button('Reject', { background: 'transparent', color: '#f2f4f8' });
  const approve = button('Approve', { background: '#f5b83d', color: '#101a2e' });
  actions.append(reject, approve);
  dialog.append(actions);

  return new Promise((resolve) => {
    const answer = (approved: boolean) => {
      if (dialog.open) dialog.close();
      dialog.remove();
      resolve(approved);
    };
    reject.addEventListener('click', () => answer(false));
    approve.addEventListener('click', () => answer(true));
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      answer(false);
    });
    document.body.append(dialog);
    dialog.showModal();
  });
}

type Style = Partial<Record<keyof CSSStyleDeclaration, string>>;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  style: Style,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  Object.assign(node.style, style);
  if (text !== undefined) node.textContent = text;
  return node;
}

function button(label: string, style: Style): HTMLButtonElement {
  const node = element(
    'button',
    {
      padding: '0.4rem 0.9rem',
      border: '1px solid #f5b83d',
      borderRadius: '8px',
      font: 'inherit',
      cursor: 'pointer',
      ...style,
    },
    label,
  );
  node.type = 'button';
  return node;
}
