import {
  API_ROUTES,
  LATCHKEY_DEVICE_HEADER,
  LATCHKEY_SESSION_HEADER,
} from '@latchkey/core/product-api';
import { p256 } from '@noble/curves/nist.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type EmbeddedServerStack,
  startEmbeddedServer,
} from '../testing/embedded-server.fixture.js';
import { recordAttack } from '../testing/record-attack.fixture.js';
import { MFA_ACTIONS, MFA_OPT_IN_ACTIONS } from './mfa-options.js';
import { createTestDevice, type TestDevice } from './test-device.fixture.js';
import { totpCodeAt } from './totp-codes.js';

// An email login on a device new to a user with an authenticator app, against the sandbox's
// custody server: the code from the inbox alone logs no key in at the provider and starts no
// session; the app's code then does both.

let stack: EmbeddedServerStack;
let tick = 0;
beforeAll(async () => {
  // A new millisecond per call: the custody server refuses the same signed body twice.
  stack = await startEmbeddedServer({}, () => Date.now() + ++tick, {
    mfa: { require: [...MFA_ACTIONS, ...MFA_OPT_IN_ACTIONS] },
  });
});
afterAll(() => stack?.stop());

const frameKey = () => bytesToHex(p256.getPublicKey(p256.utils.randomSecretKey(), false));

/** A call signed by `device`, as the SDK sends a sign-in. */
async function postFrom(
  device: TestDevice,
  path: string,
  body: Record<string, unknown>,
  headers = {},
) {
  const header = await device.header(JSON.stringify({ environmentId: 'acme', ...body }));
  return stack.post(path, body, undefined, { ...headers, [LATCHKEY_DEVICE_HEADER]: header });
}

async function emailLogin(email: string, device: TestDevice) {
  const started = await stack.post('/embedded/email-login', { email });
  const code = stack.custody.admin
    .outbox()
    .filter((mail) => mail.to === email)
    .at(-1)?.otpCode;
  return postFrom(device, '/embedded/email-login/verify', {
    ...started.body,
    code,
    targetPublicKey: frameKey(),
  });
}

describe('an email login on a new device', () => {
  it('is held for the second factor, and completes with the frame key logged in', async () => {
    const [laptop, phone] = [await createTestDevice(), await createTestDevice()];
    const email = 'ada@example.com';
    const first = await emailLogin(email, laptop);
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
    // The laptop set the app up: straight in.
    const again = await emailLogin(email, laptop);
    expect(again.body.credentialBundle).toEqual(expect.any(String));

    const held = await emailLogin(email, phone);
    expect([held.status, held.body.error.code]).toEqual([403, 'MFA_REQUIRED']);
    expect(held.body.error.factors).toEqual(['totp']);
    expect(JSON.stringify(held.body)).not.toMatch(/credentialBundle|accessToken/);
    recordAttack('an email login on a new device with the inbox alone', 1, 1, 'sign-in');
    const pendingSignIn = held.body.error.pendingSignIn;
    const done = await postFrom(phone, API_ROUTES.verifyMfa.path, {
      pendingSignIn,
      code: totpCodeAt(secret, Date.now() + 30_000),
    });
    expect(done.status).toBe(200);
    // What the email login itself answers: the user, the sealed key, the session.
    expect(done.body).toMatchObject({
      organizationId: first.body.organizationId,
      userId: first.body.userId,
      credentialBundle: expect.any(String),
      session: { mfa: { method: 'totp' } },
    });
    // The phone is known now.
    expect((await emailLogin(email, phone)).status).toBe(200);
  });
});
