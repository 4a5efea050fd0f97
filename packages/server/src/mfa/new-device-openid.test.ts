import {
  API_ROUTES,
  LATCHKEY_DEVICE_HEADER,
  LATCHKEY_SESSION_HEADER,
} from '@latchkey/core/product-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OAuthServerStack, startOAuthServer } from '../oauth/oauth-server.fixture.js';
import { recordAttack } from '../testing/record-attack.fixture.js';
import { MFA_ACTIONS, MFA_OPT_IN_ACTIONS } from './mfa-options.js';
import { createTestDevice, type TestDevice } from './test-device.fixture.js';
import { totpCodeAt } from './totp-codes.js';

// An OpenID sign-in on a device new to a user with an authenticator app: the provider's ID token
// alone logs the browser's key in nowhere; the app's code then logs it in at the custody server.

let stack: OAuthServerStack;
beforeAll(async () => {
  stack = await startOAuthServer({
    server: { mfa: { require: [...MFA_ACTIONS, ...MFA_OPT_IN_ACTIONS] } },
  });
});
afterAll(() => stack?.stop());

async function postFrom(
  device: TestDevice,
  path: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const header = await device.header(JSON.stringify({ environmentId: 'acme', ...body }));
  return stack.post(path, body, undefined, { ...headers, [LATCHKEY_DEVICE_HEADER]: header });
}

async function googleSignIn(sub: string, device: TestDevice) {
  const key = stack.sessionKey();
  const idToken = stack.openId.signIdToken('google', { nonce: key.nonce, sub });
  const answer = await postFrom(device, '/embedded/oauth-login', {
    provider: 'google',
    publicKey: key.publicKey,
    idToken,
  });
  return { key, ...answer };
}

describe('an OpenID sign-in on a new device', () => {
  it('logs the key in at the custody provider only once the second factor is proven', async () => {
    const [laptop, phone] = [await createTestDevice(), await createTestDevice()];
    const sub = `grace-${crypto.randomUUID()}`;
    const first = await googleSignIn(sub, laptop);
    expect(first.status).toBe(200);
    const session = { [LATCHKEY_SESSION_HEADER]: first.body.session.accessToken };
    const enrolment = await stack.post(API_ROUTES.startTotpEnrollment.path, {}, undefined, session);
    const { factorId, secret } = enrolment.body;
    const confirmed = await postFrom(
      laptop,
      API_ROUTES.confirmTotpEnrollment.path,
      { factorId, code: totpCodeAt(secret, Date.now()) },
      session,
    );
    expect(confirmed.status).toBe(200);

    const held = await googleSignIn(sub, phone);
    expect([held.status, held.body.error.code]).toEqual([403, 'MFA_REQUIRED']);
    expect(await stack.canStamp(held.key, first.body.organizationId)).toBe(false);
    recordAttack('an OpenID sign-in on a new device with the ID token alone', 1, 1, 'sign-in');
    const done = await postFrom(phone, API_ROUTES.verifyMfa.path, {
      pendingSignIn: held.body.error.pendingSignIn,
      code: totpCodeAt(secret, Date.now() + 30_000),
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      organizationId: first.body.organizationId,
      userId: first.body.userId,
      created: false,
      session: { mfa: { method: 'totp' } },
    });
    expect(await stack.canStamp(held.key, first.body.organizationId)).toBe(true);
    // The phone is known now: the next sign-in logs its key in at once.
    const next = await googleSignIn(sub, phone);
    expect(next.status).toBe(200);
    expect(await stack.canStamp(next.key, first.body.organizationId)).toBe(true);
  });
});
