import { type RunningCustodyServer, startCustodyServer } from '@latchkey/sandbox';
// Test-only: the sandbox's software passkey, to sign up and in as a browser's passkey would.
import {
  type RunningProductServer,
  softwarePasskey,
  startProductServer,
} from '@latchkey/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATCHKEY_ERROR__SESSION__SIGN_IN_REFUSED } from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { createProductApiClient } from '../product-api/create-product-api-client.js';
import { getSession } from './get-session.js';
import { recordingFetch, sessionConfig } from './session-server.fixture.js';
import { signInWithStampedWhoami } from './sign-in-with-stamped-whoami.js';

// A passkey sign-in's session: the whoami the passkey stamped goes to the product server, which
// alone has the custody provider answer it.
let custody: RunningCustodyServer;
let server: RunningProductServer;
beforeAll(async () => {
  custody = await startCustodyServer({ host: '127.0.0.1', port: 0 });
  server = await startProductServer({
    host: '127.0.0.1',
    port: 0,
    environments: { sandbox: { authToken: 'sandbox-token' } },
    custody: {
      baseUrl: custody.url,
      organizationId: custody.admin.rootOrganizationId,
      apiKey: custody.admin.rootApiKey,
    },
  });
});
afterAll(async () => {
  await server?.close();
  await custody?.close();
});

const stamped = (passkey: ReturnType<typeof softwarePasskey>) => {
  const body = JSON.stringify({
    organizationId: custody.admin.rootOrganizationId,
    timestampMs: String(Date.now()),
  });
  return {
    body,
    stamp: { stampHeaderName: 'X-Stamp-Webauthn', stampHeaderValue: passkey.stamp(body) },
  };
};

describe('signInWithStampedWhoami', () => {
  it('signs the passkey user in and answers who the provider said signed', async () => {
    const passkey = softwarePasskey();
    const challenge = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(24))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    const created = await createProductApiClient({
      baseUrl: server.apiBaseUrl,
      environmentId: 'sandbox',
      authToken: 'sandbox-token',
      fetch: recordingFetch([]),
    }).createEmbeddedUser({
      passkeyIdentifier: 'grace',
      passkey: { challenge, displayName: 'grace', attestation: passkey.register(challenge) },
    });
    const { config } = await sessionConfig(server);
    const proof = stamped(passkey);
    const who = await signInWithStampedWhoami(config, proof);
    expect(who).toEqual({ organizationId: created.organizationId, userId: expect.any(String) });
    const session = getSession(config);
    expect(session.status).toBe('signed-in');
    expect(session.credentials.map((credential) => credential.kind).sort()).toEqual([
      'embedded-wallet',
      'passkey',
    ]);

    // The same proof again: used once, refused.
    const { config: other } = await sessionConfig(server);
    const error = await signInWithStampedWhoami(other, proof).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toSatisfy((failure) =>
      isLatchkeyError(failure, LATCHKEY_ERROR__SESSION__SIGN_IN_REFUSED),
    );
    expect(getSession(other).status).toBe('signed-out');
  });
});
