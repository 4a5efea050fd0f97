import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLatchkeyServer } from '../create-latchkey-server.js';
import { type OAuthServerStack, startOAuthServer } from './oauth-server.fixture.js';
import { startTestIssuer, type TestIssuer } from './test-issuer.fixture.js';

// Settings a server refuses to start with, and a provider that hangs: the sign-in answers 503
// before the request's own deadline, never a 500 or a hang.

// Refused before the database is touched: a stand-in that cannot be used shows it.
const start = (oauth: unknown, production = false) =>
  createLatchkeyServer({
    database: {} as never,
    environments: { acme: { authToken: 'pk_acme' } },
    oauth: oauth as never,
    production,
    allowInsecure: production ? ['generated-session-keys'] : [],
    onError: () => {},
  }).then(
    () => undefined,
    (error: Error & { code: string }) => [error.code, error.message],
  );

describe('OpenID settings at start', () => {
  it('refuses an unknown provider without issuer, an empty client id, a plain-http issuer', {
    timeout: 60_000,
  }, async () => {
    expect(await start({ providers: { okta: { clientId: 'o' } } })).toEqual([
      'INVALID_SETTING',
      "OAuth provider 'okta': name its issuer (only google and apple are built in)",
    ]);
    expect(await start({ providers: { google: { clientId: '' } } })).toEqual([
      'INVALID_SETTING',
      "OAuth provider 'google': clientId is required",
    ]);
    expect(
      (await start({ providers: { x: { issuer: 'http://idp.example', clientId: 'c' } } }))?.[0],
    ).toBe('INVALID_SETTING');
  });

  it('refuses a loopback http issuer in production, as any plain-http upstream', {
    timeout: 60_000,
  }, async () => {
    const refused = await start(
      { providers: { google: { issuer: 'http://127.0.0.1:8830/google', clientId: 'g' } } },
      true,
    );
    expect(refused?.[0]).toBe('INSECURE_IN_PRODUCTION');
    expect(refused?.[1]).toContain('The google issuer URL http://127.0.0.1:8830 is plain http');
  });
});

describe('a provider that hangs', () => {
  let stack: OAuthServerStack;
  let hanging: TestIssuer;
  beforeAll(async () => {
    hanging = await startTestIssuer();
    hanging.state.mode = 'hang';
    stack = await startOAuthServer({
      server: {
        oauth: { providers: { slow: { issuer: hanging.url, clientId: 'client-1' } } },
        requestDeadlineMs: 1000,
      },
    });
  });
  afterAll(async () => {
    await stack?.stop();
    await hanging?.close();
  });

  it('answers 503 OAUTH_PROVIDER_UNAVAILABLE at half the deadline, for a token and for a code', async () => {
    const key = stack.sessionKey();
    for (const body of [
      { idToken: await hanging.sign({ sub: 'a', aud: 'client-1', nonce: key.nonce }) },
      { code: 'c', codeVerifier: 'v'.repeat(43), redirectUri: 'http://localhost/oauth/return' },
    ]) {
      const started = Date.now();
      const answer = await stack.oauthLogin({
        provider: 'slow',
        publicKey: key.publicKey,
        ...body,
      });
      expect([answer.status, answer.body.error?.code]).toEqual([503, 'OAUTH_PROVIDER_UNAVAILABLE']);
      expect(Date.now() - started).toBeLessThan(1000);
    }
  });
});
