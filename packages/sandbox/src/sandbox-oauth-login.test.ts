import { createHash } from 'node:crypto';
import { p256 } from '@noble/curves/nist.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stampedPost } from './custody-server/stamped-post.fixture.js';
import { SANDBOX_EPHEMERAL_PORTS } from './sandbox-parameters.js';
import { type Sandbox, startSandbox } from './start-sandbox.js';
import { runOpenIdFlow } from './testing/openid-flow.js';

// The whole local stack: the browser signs in at Sandbox Google, the product server exchanges the
// code and logs the browser's key in at the custody emulator, which checks the token again.

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox(SANDBOX_EPHEMERAL_PORTS);
}, 30_000);
afterAll(() => sandbox.stop());

const redirectUri = 'http://localhost:5173/oauth/return';

async function signIn(email: string) {
  const secret = p256.utils.randomSecretKey();
  const key = {
    privateKey: bytesToHex(secret),
    publicKey: bytesToHex(p256.getPublicKey(secret, true)),
  };
  const flow = await runOpenIdFlow({
    issuer: sandbox.openId.issuers.google,
    clientId: sandbox.openId.clients.google.clientId,
    redirectUri,
    nonce: createHash('sha256').update(key.publicKey).digest('hex'),
    choice: { email, verified: true },
  });
  const response = await fetch(`${sandbox.urls.productApi}/embedded/oauth-login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer sandbox-token' },
    body: JSON.stringify({
      environmentId: 'sandbox',
      provider: 'google',
      publicKey: key.publicKey,
      code: flow.returned?.searchParams.get('code'),
      codeVerifier: flow.verifier,
      redirectUri,
    }),
  });
  return { key, status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('OpenID sign-in through the sandbox', () => {
  it('signs a new person up with Sandbox Google, and in again to the same organization', async () => {
    const email = `ada-${Date.now()}@example.com`;
    const first = await signIn(email);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.created).toBe(true);
    const me = await stampedPost(
      sandbox.urls.custody,
      '/public/v1/query/whoami',
      { organizationId: first.body.organizationId },
      first.key,
    );
    expect(me.body.organizationId).toBe(first.body.organizationId);
    // The custody emulator saw the provider's own calls: the sign-up and the OAuth login.
    const paths = sandbox.custody.admin.requests().map((request) => request.path);
    expect(paths).toContain('/public/v1/submit/create_sub_organization');
    expect(paths).toContain('/public/v1/submit/oauth_login');
    const providers = await stampedPost(
      sandbox.urls.custody,
      '/public/v1/query/get_oauth_providers',
      { organizationId: first.body.organizationId },
      first.key,
    );
    expect(providers.body.oauthProviders).toEqual([
      expect.objectContaining({
        issuer: sandbox.openId.issuers.google,
        subject: sandbox.openId.subjectFor('google', email),
      }),
    ]);

    const again = await signIn(email);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ created: false, organizationId: first.body.organizationId });
  });
});
