import type { RouteHandler } from '../http/start-http-server.js';
import type { OutboxMessage } from './custody-state.js';

const KIND_NAMES: Record<OutboxMessage['kind'], string> = {
  OTP: 'sign-in code',
  EMAIL_AUTH: 'sign-in link',
  RECOVERY: 'recovery code',
};

/**
 * One "email" the sandbox sent, as a line for its console: who to, what kind, and the code or
 * link the user needs to finish by hand (for recovery, the credential bundle the user pastes).
 */
export function describeEmail(message: OutboxMessage): string {
  const what = message.otpCode ?? message.magicLink ?? message.credentialBundle ?? '';
  return `Email to ${message.to} (${KIND_NAMES[message.kind]}): ${what}`;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The sandbox's inbox: `GET /inbox` is a page listing every email the custody server "sent",
 * newest first (addresses come from users, so everything is escaped; the page has no script and
 * reloads itself every 3 s); `GET /inbox.json` is the same as JSON. A recovery email shows its
 * credential bundle as the "Recovery code" the user pastes (`recoveryCode` in the JSON). Local
 * development only.
 */
export function createInboxRoute(outbox: () => readonly OutboxMessage[]): RouteHandler {
  return (request, response) => {
    const path = new URL(request.url ?? '/', 'http://sandbox').pathname;
    if (request.method !== 'GET' || (path !== '/inbox' && path !== '/inbox.json')) return false;
    const messages = [...outbox()].reverse().map((message) => ({
      to: message.to,
      kind: KIND_NAMES[message.kind],
      ...(message.otpCode ? { code: message.otpCode } : {}),
      ...(message.kind === 'RECOVERY' && message.credentialBundle
        ? { recoveryCode: message.credentialBundle }
        : {}),
      ...(message.magicLink ? { link: message.magicLink } : {}),
      sentAt: new Date(message.sentAt).toISOString(),
    }));
    if (path === '/inbox.json') {
      response
        .writeHead(200, {
          'Content-Type': 'application/json',
          'Cache-Control': 'no-store',
          'Access-Control-Allow-Origin': '*',
        })
        .end(JSON.stringify(messages));
      return true;
    }
    const rows = messages
      .map(
        (message) =>
          `<li><p class="meta">${escapeHtml(message.sentAt)} · to <b>${escapeHtml(message.to)}</b> · ${escapeHtml(message.kind)}</p>${
            message.code ? `<p class="code" aria-label="Code">${escapeHtml(message.code)}</p>` : ''
          }${
            message.recoveryCode
              ? `<p class="label">Recovery code</p><p class="bundle" aria-label="Recovery code">${escapeHtml(message.recoveryCode)}</p>`
              : ''
          }${message.link ? `<p class="link">${escapeHtml(message.link)}</p>` : ''}</li>`,
      )
      .join('');
    response
      .writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
        Refresh: '3',
      })
      .end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sandbox inbox</title><style>body{font:16px system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#111}ul{list-style:none;padding:0}li{border:1px solid #ddd;border-radius:12px;padding:.75rem 1rem;margin:.75rem 0}.meta{margin:0;color:#555;font-size:.875rem}.code{font:600 2rem ui-monospace,monospace;letter-spacing:.3em;margin:.5rem 0 0}.link{word-break:break-all;font-size:.8rem}.label{margin:.5rem 0 0;font-size:.875rem;font-weight:600}.bundle{font:.875rem ui-monospace,monospace;word-break:break-all;user-select:all;background:#f4f4f5;border-radius:8px;padding:.5rem;margin:.25rem 0 0}</style></head><body><h1>Sandbox inbox</h1><p>Every email the local custody server "sent" (nothing leaves this machine). Newest first; this page refreshes itself.</p>${
          rows ? `<ul>${rows}</ul>` : '<p>No emails yet.</p>'
        }</body></html>`,
      );
    return true;
  };
}
