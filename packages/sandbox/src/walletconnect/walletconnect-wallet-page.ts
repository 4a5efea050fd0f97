import type { RouteHandler } from '../http/start-http-server.js';
import { WALLETCONNECT_WALLET_BEHAVIOURS } from './walletconnect-wallet-behaviour.js';

/**
 * `GET /wc`: the sandbox WalletConnect wallet's page, for trying the demo by hand: paste the
 * link the dialog's "Copy link" gave (or a QR code's), pick how the wallet behaves, and it pairs.
 * The page is static; what it shows of the answer is set as text, never as HTML.
 */
export const walletConnectWalletPage: RouteHandler = (request, response) => {
  const path = new URL(request.url ?? '/', 'http://sandbox').pathname;
  if ((path !== '/wc' && path !== '/wc/') || request.method !== 'GET') return false;
  response
    .writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy':
        "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'",
    })
    .end(PAGE);
  return true;
};

const PAGE = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox WalletConnect wallet</title>
<style>
  body { font: 16px system-ui, sans-serif; max-width: 36rem; margin: 2rem auto; padding: 0 1rem; }
  textarea, select, button { font: inherit; width: 100%; box-sizing: border-box; margin: 0.25rem 0 1rem; }
  textarea { height: 7rem; }
</style>
<h1>Sandbox WalletConnect wallet</h1>
<p>Paste the link from the connect dialog's <strong>Copy link</strong>: this wallet pairs with the
page and approves, signing with its local key.</p>
<label for="uri">Pairing link (wc:…)</label>
<textarea id="uri" placeholder="wc:…@2?relay-protocol=irn&amp;symKey=…"></textarea>
<label for="behaviour">How the wallet behaves</label>
<select id="behaviour">${WALLETCONNECT_WALLET_BEHAVIOURS.map((b) => `<option>${b}</option>`).join('')}</select>
<button id="pair" type="button">Pair</button>
<p id="result" role="status"></p>
<script>
  document.getElementById('pair').addEventListener('click', async () => {
    const result = document.getElementById('result');
    result.textContent = 'Pairing…';
    const response = await fetch('/wc/pair', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        uri: document.getElementById('uri').value.trim(),
        behaviour: document.getElementById('behaviour').value,
      }),
    });
    const body = await response.json().catch(() => ({}));
    result.textContent = response.ok ? 'Paired: approve happens on its own; go back to the page.' : 'Not paired: ' + (body.error || response.status);
  });
</script>
</html>
`;
