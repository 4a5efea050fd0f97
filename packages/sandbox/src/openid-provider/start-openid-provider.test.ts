import { createPublicKey, type JsonWebKey, verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, runOpenIdFlow } from '../testing/openid-flow.js';
import { type RunningOpenIdProvider, startOpenIdProvider } from './start-openid-provider.js';

let openId: RunningOpenIdProvider;
beforeAll(async () => {
  openId = await startOpenIdProvider({ host: '127.0.0.1', port: 0 });
});
afterAll(() => openId.close());

const redirectUri = 'http://localhost:5173/oauth/return';

// Verified here with node:crypto against the published JWKS: not with oidc-provider's own code.
async function verifyIdToken(idToken: string, jwksUri: string) {
  const [header = '', payload = '', signature = ''] = idToken.split('.');
  const { kid, alg } = JSON.parse(Buffer.from(header, 'base64url').toString());
  const { keys } = (await (await fetch(jwksUri)).json()) as {
    keys: (JsonWebKey & { kid: string })[];
  };
  const jwk = keys.find((key) => key.kid === kid);
  expect(alg).toBe('RS256');
  expect(jwk).toBeDefined();
  const key = createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    key,
    Buffer.from(signature, 'base64url'),
  );
  expect(valid).toBe(true);
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
}

async function signInAndExchange(name: 'google' | 'apple', email: string, verified: boolean) {
  const client = openId.clients[name];
  const flow = await runOpenIdFlow({
    issuer: openId.issuers[name],
    clientId: client.clientId,
    redirectUri,
    nonce: 'nonce-abc',
    choice: { email, verified },
  });
  expect(flow.returned?.searchParams.get('state')).toBe('state-123');
  const code = flow.returned?.searchParams.get('code');
  expect(code).toBeTruthy();
  const tokenResponse = await fetch(flow.discovery.token_endpoint as string, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: String(code),
      redirect_uri: redirectUri,
      code_verifier: flow.verifier,
      client_id: client.clientId,
      client_secret: client.clientSecret,
    }),
  });
  expect(tokenResponse.status).toBe(200);
  const { id_token } = (await tokenResponse.json()) as { id_token: string };
  return { flow, claims: await verifyIdToken(id_token, flow.discovery.jwks_uri as string) };
}

describe('startOpenIdProvider', () => {
  it('names its issuers by the loopback address when bound on every interface', {
    timeout: 60_000,
  }, async () => {
    const everywhere = await startOpenIdProvider({ host: '0.0.0.0', port: 0 });
    try {
      expect(everywhere.issuers.google).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/google$/);
      const response = await fetch(`${everywhere.issuers.google}/.well-known/openid-configuration`);
      expect(((await response.json()) as { issuer: string }).issuer).toBe(
        everywhere.issuers.google,
      );
    } finally {
      await everywhere.close();
    }
  });

  it('publishes discovery for each issuer under its path', async () => {
    for (const name of ['google', 'apple'] as const) {
      const response = await fetch(`${openId.issuers[name]}/.well-known/openid-configuration`);
      const discovery = (await response.json()) as Record<string, unknown>;
      expect(discovery.issuer).toBe(`${openId.url}/${name}`);
      expect(discovery.authorization_endpoint).toBe(`${openId.url}/${name}/auth`);
      expect(discovery.token_endpoint).toBe(`${openId.url}/${name}/token`);
      expect(discovery.jwks_uri).toBe(`${openId.url}/${name}/jwks`);
      expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    }
  });

  it('signs Ada in at Sandbox Google: the ID token carries her email claims and the nonce', async () => {
    const { flow, claims } = await signInAndExchange('google', 'ada@example.com', true);
    expect(flow.page).toContain('Sandbox Google — choose an account');
    expect(flow.page).toContain('data-testid="openid-account-ada@example.com"');
    expect(claims).toMatchObject({
      iss: openId.issuers.google,
      aud: openId.clients.google.clientId,
      sub: openId.subjectFor('google', 'ada@example.com'),
      nonce: 'nonce-abc',
      email: 'ada@example.com',
      email_verified: true,
    });
    expect(claims.sub).toMatch(/^\d{21}$/);
    expect(Number(claims.exp)).toBeGreaterThan(Number(claims.iat));
  });

  it("writes Apple's email_verified as a string, and another person a different subject", async () => {
    const { claims } = await signInAndExchange('apple', 'new-person@example.com', false);
    expect(claims).toMatchObject({ iss: openId.issuers.apple, email_verified: 'false' });
    expect(claims.sub).toMatch(/^\d{6}\.[0-9a-f]{32}\.\d{4}$/);
    expect(claims.sub).not.toBe(openId.subjectFor('apple', 'ada@example.com'));
  });

  it('shows the account chooser again in the same browser, so a second sign-in picks anyone', async () => {
    const jar = new CookieJar();
    const base = { issuer: openId.issuers.google, clientId: openId.clients.google.clientId };
    const first = await runOpenIdFlow({
      ...base,
      redirectUri,
      nonce: 'n1',
      jar,
      choice: { email: 'ada@example.com', verified: true },
    });
    expect(first.returned?.searchParams.get('code')).toBeTruthy();
    const second = await runOpenIdFlow({
      ...base,
      redirectUri,
      nonce: 'n2',
      jar,
      choice: { email: 'eve@example.com', verified: false },
    });
    expect(second.page).toContain('data-testid="openid-account-eve@example.com"');
    expect(second.returned?.searchParams.get('code')).toBeTruthy();
  });

  it('sends Cancel back as access_denied', async () => {
    const flow = await runOpenIdFlow({
      issuer: openId.issuers.google,
      clientId: openId.clients.google.clientId,
      redirectUri,
      nonce: 'n',
      choice: 'cancel',
    });
    expect(flow.returned?.searchParams.get('error')).toBe('access_denied');
    expect(flow.returned?.searchParams.get('code')).toBeNull();
  });

  it('refuses a redirect URI off this machine, a request without PKCE and one without nonce', async () => {
    const base = { issuer: openId.issuers.google, clientId: openId.clients.google.clientId };
    const choice = { email: 'ada@example.com', verified: true };
    const away = await runOpenIdFlow({
      ...base,
      redirectUri: 'https://attacker.example/cb',
      nonce: 'n',
      choice,
    });
    expect(away.returned).toBeUndefined();
    expect(away.body).toContain('redirect_uri did not match any of the client');
    const noPkce = await runOpenIdFlow({
      ...base,
      redirectUri,
      nonce: 'n',
      withoutPkce: true,
      choice,
    });
    expect(noPkce.returned?.searchParams.get('error')).toBe('invalid_request');
    expect(noPkce.returned?.searchParams.get('error_description')).toMatch(/PKCE/);
    const noNonce = await runOpenIdFlow({ ...base, redirectUri, choice });
    expect(noNonce.returned?.searchParams.get('error')).toBe('invalid_request');
    expect(noNonce.returned?.searchParams.get('error_description')).toBe('nonce is required');
  });
});
