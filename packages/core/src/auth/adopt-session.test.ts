import { type RunningCustodyServer, startCustodyServer } from '@latchkey/sandbox';
import { type RunningProductServer, startProductServer } from '@latchkey/sandbox/testing';
import { p256 } from '@noble/curves/nist.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE } from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { createProductApiClient } from '../product-api/create-product-api-client.js';
import { adoptSession } from './adopt-session.js';
import { getAuthToken } from './get-auth-token.js';
import { getSession } from './get-session.js';
import { recordingFetch, sessionConfig } from './session-server.fixture.js';

// An email-code login's answer carries a session (the server proved the code); the config
// adopts it as its own. The auth frame needs a browser: the code is verified here directly.
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

async function emailLogin(email: string) {
  const client = createProductApiClient({
    baseUrl: server.apiBaseUrl,
    environmentId: 'sandbox',
    authToken: 'sandbox-token',
    fetch: recordingFetch([]),
  });
  const challenge = await client.startEmailLogin({ email });
  const code = custody.admin
    .outbox()
    .filter((message) => message.to === email && message.otpCode)
    .at(-1)?.otpCode as string;
  const frameKey = bytesToHex(p256.getPublicKey(p256.utils.randomSecretKey(), false));
  return client.verifyEmailLogin({ ...challenge, code, targetPublicKey: frameKey });
}

describe('adoptSession', () => {
  it("makes an email login's session the config's: signed in with the email and the wallet", async () => {
    const verified = await emailLogin('ada@example.com');
    expect(verified.session).toBeDefined();
    const { config } = await sessionConfig(server);
    await adoptSession(config, verified.session);
    const session = getSession(config);
    expect(session.status).toBe('signed-in');
    expect(session.credentials.map((credential) => credential.kind).sort()).toEqual([
      'email',
      'embedded-wallet',
    ]);
    expect(session.credentials).toContainEqual(
      expect.objectContaining({ format: 'email', email: 'ada@example.com' }),
    );
    expect(await getAuthToken(config)).toBe(verified.session?.accessToken);
  });

  it('refuses a session that is not one, and ignores none', async () => {
    const { config } = await sessionConfig(server);
    await adoptSession(config, undefined);
    expect(getSession(config).status).toBe('signed-out');
    const error = await adoptSession(config, { accessToken: 'x' }).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toSatisfy((failure) =>
      isLatchkeyError(failure, LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE),
    );
    expect(getSession(config).status).toBe('signed-out');
  });
});
