import { ApiKeyStamper } from '@turnkey/api-key-stamper';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { b64url, softwarePasskey } from '../testing/software-passkey.js';
import { type RunningCustodyServer, startCustodyServer } from './start-custody-server.js';

let server: RunningCustodyServer;
beforeAll(async () => {
  server = await startCustodyServer({ host: '127.0.0.1', port: 0 });
});
afterAll(() => server.close());

async function post(path: string, body: string, headers: Record<string, string>) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('passkey stamps', () => {
  it('registers a passkey by attestation, then accepts its assertions as X-Stamp-Webauthn', async () => {
    const passkey = softwarePasskey();
    const challenge = b64url(crypto.getRandomValues(new Uint8Array(32)));
    const create = JSON.stringify({
      type: 'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V7',
      timestampMs: String(Date.now()),
      organizationId: server.admin.rootOrganizationId,
      parameters: {
        subOrganizationName: 'passkey user',
        rootQuorumThreshold: 1,
        rootUsers: [
          {
            userName: 'passkey user',
            apiKeys: [],
            authenticators: [
              { authenticatorName: 'laptop', challenge, attestation: passkey.register(challenge) },
            ],
            oauthProviders: [],
          },
        ],
      },
    });
    const root = server.admin.rootApiKey;
    const { stampHeaderName, stampHeaderValue } = await new ApiKeyStamper({
      apiPublicKey: root.publicKey,
      apiPrivateKey: root.privateKey,
    }).stamp(create);
    const created = await post('/public/v1/submit/create_sub_organization', create, {
      [stampHeaderName]: stampHeaderValue,
    });
    expect(created.status).toBe(200);
    const organizationId = (
      created.body.activity as { result: Record<string, { subOrganizationId: string }> }
    ).result.createSubOrganizationResultV7?.subOrganizationId as string;

    const whoami = JSON.stringify({ organizationId });
    const accepted = await post('/public/v1/query/whoami', whoami, {
      'X-Stamp-Webauthn': passkey.stamp(whoami),
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.organizationId).toBe(organizationId);

    // Signing in knowing only the parent organization: whoami names the user's sub-organization,
    // and no other route looks down into sub-organizations.
    const parentWhoami = JSON.stringify({ organizationId: server.admin.rootOrganizationId });
    const signIn = await post('/public/v1/query/whoami', parentWhoami, {
      'X-Stamp-Webauthn': passkey.stamp(parentWhoami),
    });
    expect(signIn.body.organizationId).toBe(organizationId);
    const parentWallets = JSON.stringify({ organizationId: server.admin.rootOrganizationId });
    const notThere = await post('/public/v1/query/list_wallets', parentWallets, {
      'X-Stamp-Webauthn': passkey.stamp(parentWallets),
    });
    expect(notThere.status).toBe(404);

    // An assertion is bound to its body, and to an allowed origin.
    const other = JSON.stringify({ organizationId, extra: 1 });
    const wrongBody = await post('/public/v1/query/whoami', other, {
      'X-Stamp-Webauthn': passkey.stamp(whoami),
    });
    expect(wrongBody.body).toMatchObject({
      code: 16,
      message: 'could not verify WebAuthN signature',
    });
    const wrongOrigin = await post('/public/v1/query/whoami', whoami, {
      'X-Stamp-Webauthn': passkey.stamp(whoami, 'https://evil.example'),
    });
    expect(wrongOrigin.body).toMatchObject({
      code: 16,
      message: 'could not verify WebAuthN signature',
    });

    const unknown = softwarePasskey();
    const missing = await post('/public/v1/query/whoami', whoami, {
      'X-Stamp-Webauthn': unknown.stamp(whoami),
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      code: 5,
      message: 'webauthn authenticator not found in organization or parent organization',
    });
  });
});
