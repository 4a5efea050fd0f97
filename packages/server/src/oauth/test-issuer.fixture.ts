import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

/**
 * For tests: a minimal OpenID issuer on loopback — discovery, a JWKS of a real RS256 key, and a
 * token endpoint that trades `codes` it was given for their ID tokens — plus `sign` to make ID
 * tokens with its key. `rotate()` swaps in a new key (the JWKS then serves only it); `mode`
 * makes it misbehave: `'hang'` never answers, `'wrong-issuer'` serves another issuer's
 * discovery document.
 */
export async function startTestIssuer() {
  let key = await makeKey('key-1');
  const codes = new Map<string, { idToken: string; verifier: string }>();
  const state = { mode: 'ok' as 'ok' | 'hang' | 'wrong-issuer', jwksFetches: 0 };
  const server = createServer((request, response) => {
    if (state.mode === 'hang') return;
    const path = new URL(request.url ?? '/', url).pathname;
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (path === '/.well-known/openid-configuration') {
      return json(200, {
        issuer: state.mode === 'wrong-issuer' ? `${url}/other` : url,
        jwks_uri: `${url}/jwks`,
        token_endpoint: `${url}/token`,
      });
    }
    if (path === '/jwks') {
      state.jwksFetches += 1;
      return json(200, { keys: [key.publicJwk] });
    }
    if (path === '/token' && request.method === 'POST') {
      let text = '';
      request.on('data', (chunk) => {
        text += chunk;
      });
      request.on('end', () => {
        const form = new URLSearchParams(text);
        const found = codes.get(form.get('code') ?? '');
        if (!found || found.verifier !== form.get('code_verifier')) {
          return json(400, { error: 'invalid_grant' });
        }
        codes.delete(form.get('code') ?? '');
        json(200, { id_token: found.idToken, token_type: 'Bearer', access_token: 'x' });
      });
      return;
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    state,
    /** The current key's public JWK (for an HS256 forgery with it as the secret). */
    publicJwk: () => key.publicJwk,
    /** An ID token signed with the issuer's key: `iss`, `iat` and `exp` (5 min) filled in. */
    sign: (claims: Record<string, unknown>, header: Record<string, unknown> = {}) =>
      new SignJWT({ iss: url, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: key.publicJwk.kid as string, ...header })
        .setIssuedAt((claims.iat as number | undefined) ?? Math.floor(Date.now() / 1000))
        .setExpirationTime(
          (claims.exp as number | undefined) ?? Math.floor(Date.now() / 1000) + 300,
        )
        .sign(key.privateKey),
    /** Makes a code the token endpoint trades, once, for `idToken` with `verifier`. */
    issueCode: (idToken: string, verifier: string) => {
      const code = crypto.randomUUID();
      codes.set(code, { idToken, verifier });
      return code;
    },
    rotate: async () => {
      key = await makeKey(`key-${crypto.randomUUID().slice(0, 8)}`);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The running issuer {@link startTestIssuer} gives. */
export type TestIssuer = Awaited<ReturnType<typeof startTestIssuer>>;

async function makeKey(kid: string) {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { privateKey, publicJwk };
}
