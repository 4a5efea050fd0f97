import type { RouteHandler } from '../http/start-http-server.js';

/**
 * The page WalletConnect's dapp client frames as it proposes a session
 * (`https://verify.walletconnect.org/v3/attestation?…&id=…`), as the sandbox stands in for it
 * (tests route the real address here): it answers the frame's parent at once with an attestation
 * for the asked `id`, unsigned and saying nothing is verified, so nothing leaves the machine and
 * the proposal is not held up waiting for the real service. The page is static: the query is read
 * by its script, never written into it.
 */
export const verifyStandInRoute: RouteHandler = (request, response) => {
  const path = new URL(request.url ?? '/', 'http://sandbox').pathname;
  if (path !== '/verify/v3/attestation' || request.method !== 'GET') return false;
  response
    .writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'; script-src 'unsafe-inline'",
    })
    .end(VERIFY_STAND_IN_PAGE);
  return true;
};

const VERIFY_STAND_IN_PAGE = `<!doctype html>
<meta charset="utf-8">
<title>Sandbox verify</title>
<script>
  const query = new URLSearchParams(location.search);
  const part = (value) =>
    btoa(JSON.stringify(value)).replace(/[+]/g, '-').replace(/[/]/g, '_').replace(/=+$/, '');
  const attestation = [
    part({ alg: 'none', typ: 'JWT' }),
    part({
      id: query.get('id'),
      origin: query.get('origin'),
      isScam: null,
      isVerified: false,
      exp: Math.floor(Date.now() / 1000) + 300,
    }),
    'AA',
  ].join('.');
  parent.postMessage(JSON.stringify({ type: 'verify_attestation', attestation }), '*');
</script>
`;
