import { p256 } from '@noble/curves/nist.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { ApiKeyStamper } from '@turnkey/api-key-stamper';
import { decryptCredentialBundle } from '@turnkey/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SANDBOX_EPHEMERAL_PORTS,
  SANDBOX_PRODUCT_API_ENVIRONMENT,
  type Sandbox,
  startSandbox,
} from '../start-sandbox.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 20 });
});
afterAll(() => sandbox.stop());

async function post(path: string, body: Record<string, unknown>) {
  const response = await fetch(`${sandbox.urls.productApi}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${SANDBOX_PRODUCT_API_ENVIRONMENT.authToken}`,
    },
    body: JSON.stringify({ environmentId: SANDBOX_PRODUCT_API_ENVIRONMENT.environmentId, ...body }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the test reads the API's JSON as it comes.
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

describe('email login through the product API', () => {
  it('signs a new email up, emails a code, and trades the right code for a frame credential', async () => {
    const started = await post('/embedded/email-login', { email: 'Grace@Example.com' });
    expect(started.status).toBe(200);
    const { otpId, organizationId } = started.body;
    const code = sandbox.custody.admin.outbox().at(-1)?.otpCode as string;
    expect(sandbox.custody.admin.outbox().at(-1)?.to).toBe('grace@example.com');

    const frame = p256.utils.randomSecretKey();
    const targetPublicKey = bytesToHex(p256.getPublicKey(frame, false));
    const wrong = await post('/embedded/email-login/verify', {
      otpId,
      organizationId,
      code: 'NOTTHECODE',
      targetPublicKey,
    });
    expect(wrong).toEqual({
      status: 400,
      body: {
        error: { code: 'CODE_INVALID_OR_EXPIRED', message: 'The code is invalid or expired.' },
      },
    });
    const right = await post('/embedded/email-login/verify', {
      otpId,
      organizationId,
      code: code.toLowerCase(),
      targetPublicKey,
    });
    expect(right.status).toBe(200);
    const apiPrivateKey = decryptCredentialBundle(right.body.credentialBundle, bytesToHex(frame));
    const stamper = new ApiKeyStamper({
      apiPrivateKey,
      apiPublicKey: bytesToHex(p256.getPublicKey(hexToBytes(apiPrivateKey), true)),
    });
    const body = JSON.stringify({ organizationId });
    const stamp = await stamper.stamp(body);
    const me = await fetch(`${sandbox.urls.custody}/public/v1/query/whoami`, {
      method: 'POST',
      headers: { [stamp.stampHeaderName]: stamp.stampHeaderValue },
      body,
    });
    expect(((await me.json()) as { userId: string }).userId).toBe(right.body.userId);

    // The same email again finds the same user.
    const again = await post('/embedded/email-login', { email: 'grace@example.com' });
    expect(again.body.organizationId).toBe(organizationId);
  });
});
