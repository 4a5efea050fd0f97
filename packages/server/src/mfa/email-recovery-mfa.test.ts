import { API_ROUTES, LATCHKEY_SESSION_HEADER } from '@latchkey/core/product-api';
import { p256 } from '@noble/curves/nist.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type EmbeddedServerStack,
  startEmbeddedServer,
} from '../testing/embedded-server.fixture.js';
import { recordAttack } from '../testing/record-attack.fixture.js';
import { totpCodeAt } from './totp-codes.js';

// Email recovery of an account with an authenticator app, against the sandbox's custody server:
// the inbox alone is not enough; the app's code (or a recovery code) must come with the request.

let stack: EmbeddedServerStack;
let tick = 0;
beforeAll(async () => {
  // A new millisecond per call: the custody server refuses the same signed body twice.
  // Recovery requests refused for the factor count against the recovery limits too (they bound
  // how often anyone learns an email has a factor); these tests make more than 3 an hour.
  stack = await startEmbeddedServer(
    { recoveryPerEmailAndIp: { max: 20, windowSeconds: 3600 } },
    () => Date.now() + ++tick,
  );
});
afterAll(() => stack?.stop());

const targetPublicKey = () => bytesToHex(p256.getPublicKey(p256.utils.randomSecretKey(), false));
const recoveryMails = (email: string) =>
  stack.custody.admin.outbox().filter((mail) => mail.to === email && mail.kind === 'RECOVERY');

/** An email user, signed in by code, who set up an authenticator app. */
async function emailUserWithApp(email: string) {
  const started = await stack.post('/embedded/email-login', { email });
  const code = stack.custody.admin
    .outbox()
    .filter((mail) => mail.to === email)
    .at(-1)?.otpCode;
  const verified = await stack.post('/embedded/email-login/verify', {
    ...started.body,
    code,
    targetPublicKey: targetPublicKey(),
  });
  const session = { [LATCHKEY_SESSION_HEADER]: verified.body.session.accessToken };
  const enrolment = await stack.post(API_ROUTES.startTotpEnrollment.path, {}, undefined, session);
  const { factorId, secret } = enrolment.body;
  const confirmed = await stack.post(
    API_ROUTES.confirmTotpEnrollment.path,
    { factorId, code: totpCodeAt(secret, Date.now()) },
    undefined,
    session,
  );
  expect(confirmed.status).toBe(200);
  return { secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

describe('email recovery with a second factor', () => {
  it('asks for the factor, refuses a wrong one, and recovers with the right one', async () => {
    const email = 'grace@example.com';
    const { secret, recoveryCodes } = await emailUserWithApp(email);
    const recover = async (mfaCode?: string) => {
      const answer = await stack.post('/embedded/email-recovery', {
        email,
        targetPublicKey: targetPublicKey(),
        ...(mfaCode === undefined ? {} : { mfaCode }),
      });
      await stack.settled();
      return answer.body.error?.code ?? answer.status;
    };
    expect(await recover()).toBe('MFA_REQUIRED');
    expect(await recover('123456')).toBe('MFA_CODE_INVALID');
    expect(await recover('not-a-code')).toBe('MFA_CODE_INVALID');
    expect(recoveryMails(email)).toHaveLength(0);
    recordAttack('email recovery with the inbox alone, a wrong code, or garbage', 3, 3);
    // The code the app shows at the next step (the enrolment used this one).
    expect(await recover(totpCodeAt(secret, Date.now() + 30_000))).toBe(200);
    expect(recoveryMails(email)).toHaveLength(1);
    expect(await recover(recoveryCodes[0])).toBe(200);
    expect(await recover(recoveryCodes[0])).toBe('MFA_CODE_INVALID');
    expect(recoveryMails(email)).toHaveLength(2);
  });

  it('an account without a factor recovers by the inbox alone, as before', async () => {
    const email = 'hopper@example.com';
    const started = await stack.post('/embedded/email-login', { email });
    const code = stack.custody.admin
      .outbox()
      .filter((mail) => mail.to === email)
      .at(-1)?.otpCode;
    await stack.post('/embedded/email-login/verify', {
      ...started.body,
      code,
      targetPublicKey: targetPublicKey(),
    });
    const answer = await stack.post('/embedded/email-recovery', {
      email,
      targetPublicKey: targetPublicKey(),
    });
    await stack.settled();
    expect(answer.status).toBe(200);
    expect(recoveryMails(email)).toHaveLength(1);
  });
});
