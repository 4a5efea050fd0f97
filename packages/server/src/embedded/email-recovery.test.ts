import { p256 } from '@noble/curves/nist.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { ApiKeyStamper } from '@turnkey/api-key-stamper';
import { decryptCredentialBundle } from '@turnkey/crypto';
import { TurnkeyClient } from '@turnkey/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type EmbeddedServerStack,
  startEmbeddedServer,
} from '../testing/embedded-server.fixture.js';

// Email recovery against the sandbox's custody server (Turnkey's API, verifying every stamp): a
// proven email gets a recovery credential only its frame can open, an unknown one gets the same
// answer and no email, and the limits hold for both alike.

let stack: EmbeddedServerStack;
let custody: EmbeddedServerStack['custody'];
let tick = 0;

beforeAll(async () => {
  stack = await startEmbeddedServer(
    {
      recoveryPerEmailAndIp: { max: 3, windowSeconds: 3600 },
      recoveryPerEmail: { max: 4, windowSeconds: 3600 },
      recoveryPerIp: { max: 6, windowSeconds: 3600 },
    },
    // A new millisecond per call: the custody server refuses the same signed body twice.
    () => Date.now() + ++tick,
  );
  custody = stack.custody;
});
afterAll(() => stack?.stop());

const frameKey = () => {
  const secret = p256.utils.randomSecretKey();
  return { secret, targetPublicKey: bytesToHex(p256.getPublicKey(secret, false)) };
};
// The email goes out after the answer (so its timing tells nothing): wait for it.
const recover = async (email: string, targetPublicKey: string, clientIp?: string) => {
  const answer = await stack.post('/embedded/email-recovery', { email, targetPublicKey }, clientIp);
  await stack.settled();
  return answer;
};
const recoveryMails = (email: string) =>
  custody.admin.outbox().filter((message) => message.to === email && message.kind === 'RECOVERY');
const recoveriesSubmitted = () =>
  custody.admin
    .requests()
    .filter((request) => request.path === '/public/v1/submit/init_user_email_recovery').length;

/** Logs `email` in by code once, so a user has proven it; returns that user. */
async function provenUser(email: string) {
  const started = await stack.post('/embedded/email-login', { email });
  const code = custody.admin
    .outbox()
    .filter((message) => message.to === email && message.otpCode)
    .at(-1)?.otpCode;
  const verified = await stack.post('/embedded/email-login/verify', {
    ...started.body,
    code,
    targetPublicKey: frameKey().targetPublicKey,
  });
  expect(verified.status).toBe(200);
  return { organizationId: verified.body.organizationId, userId: verified.body.userId };
}

describe('email recovery', () => {
  it('emails a proven user a recovery credential only their frame can open', async () => {
    const user = await provenUser('rosa@example.com');
    const frame = frameKey();
    const started = await recover(' Rosa@Example.com ', frame.targetPublicKey);
    // The parent organization: the recovery frame asks whoami there.
    expect(started).toEqual({
      status: 200,
      body: { organizationId: custody.admin.rootOrganizationId },
    });

    const [mail, ...others] = recoveryMails('rosa@example.com');
    expect(others).toEqual([]);
    expect(mail?.organizationId).toBe(user.organizationId);
    const apiPrivateKey = decryptCredentialBundle(
      mail?.credentialBundle as string,
      bytesToHex(frame.secret),
    );
    const recovery = new TurnkeyClient(
      { baseUrl: custody.url },
      new ApiKeyStamper({
        apiPrivateKey,
        apiPublicKey: bytesToHex(p256.getPublicKey(hexToBytes(apiPrivateKey), true)),
      }),
    );
    expect(await recovery.getWhoami({ organizationId: user.organizationId })).toMatchObject(user);
    // A recovery key, good for SPEC §9's 900 s.
    const { user: record } = await recovery.getUser(user);
    expect(record.apiKeys.at(-1)).toMatchObject({
      credential: { type: 'CREDENTIAL_TYPE_RECOVER_USER_KEY_P256' },
      expirationSeconds: '900',
    });
    // Sealed to that frame alone.
    expect(() =>
      decryptCredentialBundle(mail?.credentialBundle as string, bytesToHex(frameKey().secret)),
    ).toThrow();
  });

  it('answers an unknown email the same way and sends nothing', async () => {
    await provenUser('known@example.com');
    const frame = frameKey();
    const submitted = recoveriesSubmitted();
    const sent = custody.admin.outbox().length;
    const unknown = await recover('nobody@example.com', frame.targetPublicKey);
    expect(custody.admin.outbox().length).toBe(sent);
    expect(recoveriesSubmitted()).toBe(submitted);
    const known = await recover('known@example.com', frame.targetPublicKey);
    expect(recoveriesSubmitted()).toBe(submitted + 1);
    expect(unknown).toEqual(known);
  });

  it('refuses a malformed email or frame key before anything is counted or sent', async () => {
    await provenUser('kim@example.com');
    const sent = custody.admin.outbox().length;
    const target = frameKey().targetPublicKey;
    const refusals = [
      await recover('not an email', target),
      await recover('kim@example.com', '04abc'),
      await recover('kim@example.com', `04${'ff'.repeat(64)}`), // not on the curve
      await recover('kim@example.com', target.replace(/^04/, '02').slice(0, 66)), // compressed
    ];
    for (const refusal of refusals) {
      expect(refusal).toMatchObject({ status: 400, body: { error: { code: 'INVALID_REQUEST' } } });
    }
    expect(custody.admin.outbox().length).toBe(sent);
    // None of them used up the email's limit: three recoveries still go out.
    for (let i = 0; i < 3; i += 1)
      expect((await recover('kim@example.com', target)).status).toBe(200);
  });

  it('cuts a flood for one email off at the overall per-email ceiling, known or not', async () => {
    await provenUser('ada@example.com');
    const target = frameKey().targetPublicKey;
    for (const email of ['ada@example.com', 'ghost@example.com']) {
      // From many addresses at once, as a botnet would: the email's overall ceiling applies.
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => recover(email, target, `203.0.113.${i + 1}`)),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([...Array(4).fill(200), ...Array(6).fill(429)]);
      expect(answers.find((answer) => answer.status === 429)?.body).toEqual({
        error: {
          code: 'RATE_LIMITED',
          message: 'Too many recovery emails requested for this email; try again later',
        },
      });
    }
    expect(recoveryMails('ada@example.com')).toHaveLength(4);
    expect(recoveryMails('ghost@example.com')).toHaveLength(0);
  });

  it('limits recoveries per client address', async () => {
    const ip = '198.51.100.99';
    const target = frameKey().targetPublicKey;
    for (let i = 0; i < 6; i += 1) {
      expect((await recover(`n${i}@example.com`, target, ip)).status).toBe(200);
    }
    expect(await recover('n6@example.com', target, ip)).toMatchObject({
      status: 429,
      body: { error: { code: 'RATE_LIMITED' } },
    });
    // Another address is not affected.
    expect((await recover('n6@example.com', target, '198.51.100.100')).status).toBe(200);
  });

  it('takes POST only', async () => {
    const response = await stack.server.fetch(
      new Request('http://server/api/v0/embedded/email-recovery'),
    );
    expect([response.status, response.headers.get('allow')]).toEqual([405, 'POST, OPTIONS']);
  });
});
