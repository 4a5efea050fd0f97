// Test-only: drives the sandbox provider's sign-in page with fetch, as a browser would.
import { runOpenIdFlow } from '@latchkey/sandbox/testing';
import { bytesToHex } from '@noble/hashes/utils.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySession } from '../verify/index.js';
import { type OAuthServerStack, startOAuthServer } from './oauth-server.fixture.js';

// OpenID sign-in end to end: the sandbox's real OpenID provider signs the tokens, the custody
// emulator checks them again and logs the session key in, the server keeps the user.

let stack: OAuthServerStack;
beforeAll(async () => {
  stack = await startOAuthServer();
});
afterAll(() => stack?.stop());

const verify = async (token: string) =>
  verifySession(token, {
    issuer: 'http://server',
    audience: 'acme',
    jwks: await (
      await stack.server.fetch(new Request('http://server/.well-known/jwks.json'))
    ).json(),
  });
const signIn = async (provider: 'google' | 'apple', claims: Record<string, unknown>) => {
  const key = stack.sessionKey();
  const idToken = stack.openId.signIdToken(provider, { nonce: key.nonce, ...claims });
  return { key, ...(await stack.oauthLogin({ provider, publicKey: key.publicKey, idToken })) };
};

/** An email user made through the real email-login flow (code from the emulator's outbox). */
async function emailUser(email: string) {
  const started = await stack.post('/embedded/email-login', { email });
  const code = stack.custody.admin
    .outbox()
    .filter((message) => message.to === email && message.otpCode)
    .at(-1)?.otpCode;
  const frame = stack.sessionKey();
  const verified = await stack.post('/embedded/email-login/verify', {
    ...started.body,
    code,
    targetPublicKey: bytesToHex(
      (await import('@noble/curves/nist.js')).p256.getPublicKey(frame.secretKey, false),
    ),
  });
  expect(verified.status).toBe(200);
  return verified.body;
}

describe('OpenID sign-in', () => {
  it('signs up, then signs the same user in again; the session holds the OpenID account', async () => {
    const sub = `ada-${crypto.randomUUID()}`;
    const first = await signIn('google', {
      sub,
      email: `${sub}@example.com`,
      email_verified: true,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ created: true, organizationId: expect.any(String) });
    expect(await stack.canStamp(first.key, first.body.organizationId)).toBe(true);
    const claims = await verify(first.body.session.accessToken);
    expect(claims.credentials).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'embedded-wallet' }),
        expect.objectContaining({
          format: 'oauth',
          kind: 'oauth',
          issuer: stack.openId.issuers.google,
          subject: sub,
        }),
        expect.objectContaining({ kind: 'email', email: `${sub}@example.com` }),
      ]),
    );
    const again = await signIn('google', {
      sub,
      email: `${sub}@example.com`,
      email_verified: true,
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      created: false,
      organizationId: first.body.organizationId,
      userId: first.body.userId,
    });
    expect(again.body.session.user.id).toBe(first.body.session.user.id);
    expect(await stack.canStamp(again.key, first.body.organizationId)).toBe(true);
  });

  it('reaches an email user by a trusted verified email; an unverified or untrusted one makes a new user', async () => {
    const email = `grace-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const user = await emailUser(email);
    const linked = await signIn('google', { sub: `g-${email}`, email, email_verified: true });
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({
      created: false,
      organizationId: user.organizationId,
      userId: user.userId,
    });
    expect(linked.body.session.user.id).toBe(user.session.user.id);
    expect(await stack.canStamp(linked.key, user.organizationId)).toBe(true);

    const unverified = await signIn('google', { sub: `u-${email}`, email, email_verified: false });
    expect(unverified.status).toBe(200);
    expect(unverified.body.created).toBe(true);
    expect(unverified.body.organizationId).not.toBe(user.organizationId);
    expect(await stack.canStamp(unverified.key, user.organizationId)).toBe(false);

    // Apple is configured untrusted for email: verified or not, its email reaches nobody.
    const untrusted = await signIn('apple', { sub: `a-${email}`, email, email_verified: 'true' });
    expect(untrusted.status).toBe(200);
    expect(untrusted.body.created).toBe(true);
    expect(untrusted.body.organizationId).not.toBe(user.organizationId);
    const session = await verify(untrusted.body.session.accessToken);
    expect(session.credentials.some((credential) => credential.kind === 'email')).toBe(false);
  });

  it('exchanges a code from the real provider’s sign-in page, and refuses a wrong code', async () => {
    const key = stack.sessionKey();
    const redirectUri = 'http://localhost/oauth/return';
    const flow = await runOpenIdFlow({
      issuer: stack.openId.issuers.google,
      clientId: stack.openId.clients.google.clientId,
      redirectUri,
      nonce: key.nonce,
      choice: { email: `code-${crypto.randomUUID().slice(0, 8)}@example.com`, verified: true },
    });
    const code = flow.returned?.searchParams.get('code') as string;
    const body = {
      provider: 'google',
      publicKey: key.publicKey,
      codeVerifier: flow.verifier,
      redirectUri,
    };
    const wrong = await stack.oauthLogin({ ...body, code: `${code}x` });
    expect(wrong.body.error?.code).toBe('OAUTH_CODE_INVALID');
    const signedIn = await stack.oauthLogin({ ...body, code });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.created).toBe(true);
    expect(await stack.canStamp(key, signedIn.body.organizationId)).toBe(true);
  });

  it('answers 503 OAUTH_PROVIDER_UNAVAILABLE for a provider nobody answers, within the deadline', async () => {
    const key = stack.sessionKey();
    const idToken = stack.openId.signIdToken('google', { sub: 'x', nonce: key.nonce });
    const started = Date.now();
    const down = await stack.oauthLogin({ provider: 'down', publicKey: key.publicKey, idToken });
    expect(down).toEqual({
      status: 503,
      body: {
        error: {
          code: 'OAUTH_PROVIDER_UNAVAILABLE',
          message: 'The OpenID provider did not answer; try again later',
          requestId: expect.any(String),
        },
      },
    });
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
