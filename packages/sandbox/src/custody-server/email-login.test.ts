import { p256 } from '@noble/curves/nist.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { decryptCredentialBundle } from '@turnkey/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { softwarePasskey } from '../testing/software-passkey.js';
import { stampedPost } from './stamped-post.fixture.js';
import { type RunningCustodyServer, startCustodyServer } from './start-custody-server.js';

// Email login, one-time codes and email recovery as a host runs them: its backend (the root
// organization's key) starts the flow for a user's sub-organization, the credential arrives by
// "email" (the outbox), and a frame key opens it and stamps as the user.

const clock = { now: Date.now() };
let tick = 0;
const nextTick = () => ++tick;
let server: RunningCustodyServer;
beforeAll(async () => {
  server = await startCustodyServer({
    host: '127.0.0.1',
    port: 0,
    now: () => clock.now,
    // The organization's link: requests cannot name another.
    magicLinkTemplate: 'http://localhost:5173/?bundle=%s',
  });
});
afterAll(() => server.close());

type Key = { publicKey: string; privateKey: string };

const call = (path: string, body: Record<string, unknown>, key: Key) =>
  stampedPost(server.url, path, body, key);

const submit = (type: string, organizationId: string, parameters: Record<string, unknown>) => ({
  type,
  // A new millisecond per request: the server refuses the same signed body twice.
  timestampMs: String(clock.now + nextTick()),
  organizationId,
  parameters,
});

function frameKey() {
  const secret = p256.utils.randomSecretKey();
  return { secret: bytesToHex(secret), target: bytesToHex(p256.getPublicKey(secret, false)) };
}

function keyFromBundle(bundle: string, frame: { secret: string }): Key {
  const privateKey = decryptCredentialBundle(bundle, frame.secret);
  return { privateKey, publicKey: bytesToHex(p256.getPublicKey(hexToBytes(privateKey), true)) };
}

async function userOrganization(email: string) {
  const created = await call(
    '/public/v1/submit/create_sub_organization',
    submit('ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V7', server.admin.rootOrganizationId, {
      subOrganizationName: email,
      rootQuorumThreshold: 1,
      rootUsers: [
        { userName: email, userEmail: email, apiKeys: [], authenticators: [], oauthProviders: [] },
      ],
    }),
    server.admin.rootApiKey,
  );
  return created.body.activity.result.createSubOrganizationResultV7 as {
    subOrganizationId: string;
    rootUserIds: string[];
  };
}

describe('email login, codes and recovery', () => {
  it('emails a credential bundle that a frame key opens, valid until it expires', async () => {
    const { subOrganizationId } = await userOrganization('ada@example.com');
    const frame = frameKey();
    const started = await call(
      '/public/v1/submit/email_auth',
      submit('ACTIVITY_TYPE_EMAIL_AUTH_V3', subOrganizationId, {
        email: 'ada@example.com',
        targetPublicKey: frame.target,
        expirationSeconds: '900',
        emailCustomization: { appName: 'Latchkey demo' },
      }),
      server.admin.rootApiKey,
    );
    expect(started.status).toBe(200);
    const mail = server.admin.outbox().at(-1);
    expect(mail).toMatchObject({
      to: 'ada@example.com',
      kind: 'EMAIL_AUTH',
      organizationId: subOrganizationId,
    });
    expect(mail?.magicLink).toBe(`http://localhost:5173/?bundle=${mail?.credentialBundle}`);
    const key = keyFromBundle(mail?.credentialBundle as string, frame);
    const me = await call('/public/v1/query/whoami', { organizationId: subOrganizationId }, key);
    expect(me.body.userId).toBe(started.body.activity.result.emailAuthResult.userId);

    clock.now += 901_000;
    const late = await call('/public/v1/query/whoami', { organizationId: subOrganizationId }, key);
    expect(late.body).toMatchObject({ code: 16, message: 'expired api key' });
    clock.now = Date.now();
  });

  it('sends a one-time code, refuses a wrong one, and trades the right one for a credential', async () => {
    const { subOrganizationId } = await userOrganization('grace@example.com');
    const init = await call(
      '/public/v1/submit/init_otp_auth',
      submit('ACTIVITY_TYPE_INIT_OTP_AUTH_V3', subOrganizationId, {
        otpType: 'OTP_TYPE_EMAIL',
        contact: 'grace@example.com',
        appName: 'Latchkey demo',
      }),
      server.admin.rootApiKey,
    );
    const { otpId } = init.body.activity.result.initOtpAuthResultV2;
    const code = server.admin.outbox().at(-1)?.otpCode as string;
    expect(code).toMatch(/^[A-Z0-9]{9}$/);
    const frame = frameKey();
    const attempt = (otpCode: string) =>
      call(
        '/public/v1/submit/otp_auth',
        submit('ACTIVITY_TYPE_OTP_AUTH', subOrganizationId, {
          otpId,
          otpCode,
          targetPublicKey: frame.target,
        }),
        server.admin.rootApiKey,
      );
    expect((await attempt('WRONGCODE')).body).toMatchObject({
      code: 3,
      message: 'invalid or expired OTP code',
    });
    const right = await attempt(code);
    const key = keyFromBundle(right.body.activity.result.otpAuthResult.credentialBundle, frame);
    expect(
      (await call('/public/v1/query/whoami', { organizationId: subOrganizationId }, key)).status,
    ).toBe(200);
    expect((await attempt(code)).body.code).toBe(3); // used up
  });

  it('recovers by email: the recovery credential adds a new passkey, which then stamps', async () => {
    const { subOrganizationId, rootUserIds } = await userOrganization('linus@example.com');
    const frame = frameKey();
    await call(
      '/public/v1/submit/init_user_email_recovery',
      submit('ACTIVITY_TYPE_INIT_USER_EMAIL_RECOVERY_V2', subOrganizationId, {
        email: 'linus@example.com',
        targetPublicKey: frame.target,
        emailCustomization: { appName: 'Latchkey demo' },
      }),
      server.admin.rootApiKey,
    );
    const recovery = keyFromBundle(server.admin.outbox().at(-1)?.credentialBundle as string, frame);
    const passkey = softwarePasskey();
    const challenge = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
    const recovered = await call(
      '/public/v1/submit/recover_user',
      submit('ACTIVITY_TYPE_RECOVER_USER', subOrganizationId, {
        userId: rootUserIds[0],
        authenticator: {
          authenticatorName: 'new phone',
          challenge,
          attestation: passkey.register(challenge),
        },
      }),
      recovery,
    );
    expect(recovered.status).toBe(200);
    const body = JSON.stringify({ organizationId: subOrganizationId });
    const response = await fetch(`${server.url}/public/v1/query/whoami`, {
      method: 'POST',
      headers: { 'X-Stamp-Webauthn': passkey.stamp(body) },
      body,
    });
    expect(response.status).toBe(200);
  });
});
