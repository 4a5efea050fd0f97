import { getBase58Encoder, getTransactionDecoder } from '@solana/kit';
import type { PhantomRequest } from './phantom-request.js';

/** The page title, so tests and people can tell the "app" from the dapp. */
export const PHANTOM_RESPONDER_TITLE = 'Phantom (sandbox)';

const HEADINGS: Record<PhantomRequest['method'], (request: PhantomRequest) => string> = {
  connect: () => 'Connect',
  disconnect: () => 'Disconnect',
  signMessage: () => 'Sign message',
  signTransaction: () => 'Sign transaction',
  signAllTransactions: (request) => {
    const list = request.payload?.transactions;
    return `Sign ${Array.isArray(list) ? list.length : 0} transactions`;
  },
  signAndSendTransaction: () => 'Sign and send',
};

/**
 * Escapes text for HTML: everything shown comes from the request (the dapp's URL, its message),
 * and none of it may become markup.
 */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function messageText(request: PhantomRequest): string {
  const encoded = request.payload?.message;
  if (typeof encoded !== 'string') return '';
  const bytes = new Uint8Array(getBase58Encoder().encode(encoded));
  if (request.payload?.display === 'hex') {
    return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  }
  return new TextDecoder().decode(bytes);
}

function transactionSummary(encoded: unknown): string {
  if (typeof encoded !== 'string') return 'unreadable transaction';
  try {
    const transaction = getTransactionDecoder().decode(getBase58Encoder().encode(encoded));
    const signers = Object.keys(transaction.signatures);
    return `${transaction.messageBytes.length}-byte message; signers: ${signers.join(', ')}`;
  } catch {
    return 'unreadable transaction';
  }
}

function details(request: PhantomRequest): string[] {
  switch (request.method) {
    case 'connect':
      return [`${request.appUrl} wants to see your address`, `Cluster: ${request.cluster}`];
    case 'disconnect':
      return ['End this app’s session'];
    case 'signMessage':
      return [messageText(request)];
    case 'signTransaction':
    case 'signAndSendTransaction':
      return [transactionSummary(request.payload?.transaction)];
    case 'signAllTransactions': {
      const list = request.payload?.transactions;
      return Array.isArray(list) ? list.map(transactionSummary) : [];
    }
  }
}

/**
 * Renders the responder's approval page: what is asked, for whom, and Approve / Reject buttons
 * that post back to the same link (so a reload shows the same request; nothing is kept server
 * side). Every dynamic string is escaped.
 */
export function renderApprovalPage(request: PhantomRequest, walletAddress: string): string {
  const items = details(request)
    .map((line) => `<li>${escapeHtml(line)}</li>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(PHANTOM_RESPONDER_TITLE)}</title>
<style>
body { font: 16px/1.4 system-ui, sans-serif; margin: 0; background: #1c1c2b; color: #f4f4f8; }
main { max-width: 28rem; margin: 0 auto; padding: 1.5rem; }
ul { padding-left: 1.2rem; word-break: break-all; }
.account { color: #ab9ff2; font-size: 0.85rem; word-break: break-all; }
form { display: flex; gap: 0.75rem; margin-top: 1.5rem; }
button { flex: 1; padding: 0.8rem; border: 0; border-radius: 0.75rem; font-size: 1rem; }
button[value="approve"] { background: #ab9ff2; color: #1c1c2b; }
</style>
</head>
<body>
<main>
<p class="account">Phantom sandbox · ${escapeHtml(walletAddress)}</p>
<h1>${escapeHtml(HEADINGS[request.method](request))}</h1>
<ul>${items}</ul>
<p>Answering returns you to ${escapeHtml(request.redirectLink.origin)}.</p>
<form method="post">
<button type="submit" name="decision" value="reject">Reject</button>
<button type="submit" name="decision" value="approve">Approve</button>
</form>
</main>
</body>
</html>`;
}
