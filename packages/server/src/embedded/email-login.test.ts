// Test-only: the sandbox's software passkey, to sign up the way a browser would.
import { softwarePasskey } from '@latchkey/sandbox/testing';
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

// Email login against the sandbox's custody server (Turnkey's API, verifying every stamp): the
// email is proven before anything is made for it, an email belongs to one user, and the limits on
// codes and tries hold.

let stack: EmbeddedServerStack;
let custody: EmbeddedServerStack['custody'];
let clock = Date.now();
let tick = 0;
const nextTick = () => ++tick;
const post = (path: string, body: Record<string, unknown>, clientIp?: string) =>
  stack.post(path, body, clientIp);

beforeAll(async () => {
  stack = await startEmbeddedServer(
    {
      sendPerEmailAndIp: { max: 3, windowSeconds: 3600 },
      sendPerEmail: { max: 5, windowSeconds: 3600 },
      sendPerIp: { max: 8, windowSeconds: 3600 },
      triesPerCode: 2,
    },
    // A new millisecond per call: the custody server refuses the same signed body twice.
    () => clock + nextTick(),
  );
  custody = stack.custody;
});
afterAll(() => stack?.stop());

const parent = () =>
  new TurnkeyClient(
    { baseUrl: custody.url },
    new ApiKeyStamper({
      apiPublicKey: custody.admin.rootApiKey.publicKey,
      apiPrivateKey: custody.admin.rootApiKey.privateKey,
    }),
  );
const subOrganizations = async () =>
  (await parent().getSubOrgIds({ organizationId: custody.admin.rootOrganizationId }))
    .organizationIds;
const lastCodeFor = (email: string) =>
  custody.admin
    .outbox()
    .filter((message) => message.to === email && message.otpCode)
    .at(-1)?.otpCode as string;
/** A well-formed code that is not `code`. */
const wrongFor = (code: string) => (code === 'AAAAAAAAA' ? 'BBBBBBBBB' : 'AAAAAAAAA');
const frameKey = () => {
  const secret = p256.utils.randomSecretKey();
  return { secret, targetPublicKey: bytesToHex(p256.getPublicKey(secret, false)) };
};

/** Opens a credential bundle the way the auth frame does and asks who it belongs to. */
async function whoamiWith(bundle: string, secret: Uint8Array, organizationId: string) {
  const apiPrivateKey = decryptCredentialBundle(bundle, bytesToHex(secret));
  const client = new TurnkeyClient(
    { baseUrl: custody.url },
    new ApiKeyStamper({
      apiPrivateKey,
      apiPublicKey: bytesToHex(p256.getPublicKey(hexToBytes(apiPrivateKey), true)),
    }),
  );
  return client.getWhoami({ organizationId });
}

describe('email login', () => {
  it('proves the email before making anything, then signs the same user in every time', async () => {
    const before = await subOrganizations();
    const started = await post('/embedded/email-login', { email: ' Grace@Example.com ' });
    expect(started.status).toBe(200);
    // The same answer whether or not the email has an account: the parent organization.
    expect(started.body.organizationId).toBe(custody.admin.rootOrganizationId);
    expect(await subOrganizations()).toEqual(before);

    const frame = frameKey();
    const wrong = await post('/embedded/email-login/verify', {
      ...started.body,
      code: wrongFor(lastCodeFor('grace@example.com')),
      targetPublicKey: frame.targetPublicKey,
    });
    expect(wrong).toEqual({
      status: 400,
      body: {
        error: { code: 'CODE_INVALID_OR_EXPIRED', message: 'The code is invalid or expired.' },
      },
    });
    expect(await subOrganizations()).toEqual(before);

    const right = await post('/embedded/email-login/verify', {
      ...started.body,
      code: lastCodeFor('grace@example.com'),
      targetPublicKey: frame.targetPublicKey,
    });
    expect(right.status).toBe(200);
    expect(right.body.organizationId).not.toBe(custody.admin.rootOrganizationId);
    expect(await subOrganizations()).toHaveLength(before.length + 1);
    const me = await whoamiWith(
      right.body.credentialBundle,
      frame.secret,
      right.body.organizationId,
    );
    expect(me).toMatchObject({
      organizationId: right.body.organizationId,
      userId: right.body.userId,
    });

    // A spent code is spent; a new code signs the same user in.
    const replay = await post('/embedded/email-login/verify', {
      ...started.body,
      code: lastCodeFor('grace@example.com'),
      targetPublicKey: frame.targetPublicKey,
    });
    expect(replay.status).toBe(400);
    const again = await post('/embedded/email-login', { email: 'grace@example.com' });
    const second = await post('/embedded/email-login/verify', {
      ...again.body,
      code: lastCodeFor('grace@example.com'),
      targetPublicKey: frameKey().targetPublicKey,
    });
    expect([second.body.organizationId, second.body.userId]).toEqual([
      right.body.organizationId,
      right.body.userId,
    ]);
    expect(await subOrganizations()).toHaveLength(before.length + 1);
  });

  it('asks for 9-character alphanumeric codes and takes them in any case or grouping', async () => {
    const ip = '198.51.100.60';
    const codes: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      await post('/embedded/email-login', { email: `shape${i}@example.com` }, ip);
      codes.push(lastCodeFor(`shape${i}@example.com`));
    }
    // 32⁹ ≈ 3.5 × 10¹³ codes, not 10⁶: nine characters from the 32-symbol alphabet, letters
    // among them (27 digits in a row would come once in 10¹⁶).
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{9}$/);
    expect(codes.join('')).toMatch(/[A-Z]/);

    const started = await post('/embedded/email-login', { email: 'typed@example.com' }, ip);
    const code = lastCodeFor('typed@example.com');
    // Not a code at all (six digits, ten characters, punctuation): refused, no try spent.
    const requests = custody.admin.requests().length;
    for (const malformed of ['123456', `${code}A`, `${code.slice(0, 8)}!`]) {
      const refused = await post(
        '/embedded/email-login/verify',
        { ...started.body, code: malformed, targetPublicKey: frameKey().targetPublicKey },
        ip,
      );
      expect(refused.body.error.code).toBe('CODE_INVALID_OR_EXPIRED');
    }
    expect(custody.admin.requests().length).toBe(requests);
    // As a person might type it: lower case, grouped.
    const typed = `${code.slice(0, 3)} ${code.slice(3, 6)}-${code.slice(6)}`.toLowerCase();
    const right = await post(
      '/embedded/email-login/verify',
      { ...started.body, code: typed, targetPublicKey: frameKey().targetPublicKey },
      ip,
    );
    expect(right.status).toBe(200);
  });

  it("does not let a passkey sign-up with someone's email capture their email logins", async () => {
    const passkey = softwarePasskey();
    const challenge = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
    const squatter = await post('/embedded/users', {
      email: 'victim@example.com',
      passkey: { challenge, attestation: passkey.register(challenge) },
    });
    expect(squatter.status).toBe(200);
    const started = await post('/embedded/email-login', { email: 'victim@example.com' });
    const victim = await post('/embedded/email-login/verify', {
      ...started.body,
      code: lastCodeFor('victim@example.com'),
      targetPublicKey: frameKey().targetPublicKey,
    });
    expect(victim.status).toBe(200);
    expect(victim.body.organizationId).not.toBe(squatter.body.organizationId);
  });

  it('limits codes per email and address, per email, per address, and tries per code; codes expire', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < 3; i += 1) {
      expect((await post('/embedded/email-login', { email: 'ada@example.com' }, ip)).status).toBe(
        200,
      );
    }
    expect(await post('/embedded/email-login', { email: 'ada@example.com' }, ip)).toMatchObject({
      status: 429,
      body: {
        error: {
          code: 'RATE_LIMITED',
          message: 'Too many codes requested for this email; try again later',
        },
      },
    });
    // Another address has its own count for this email, up to the email's overall ceiling (5).
    for (const other of ['198.51.100.78', '198.51.100.78', '198.51.100.79']) {
      const sent = await post('/embedded/email-login', { email: 'ada@example.com' }, other);
      expect(sent.status).toBe(other === '198.51.100.79' ? 429 : 200);
    }
    // 4 of this address's 8 sends are used (the refused one counts too); 4 more to other emails.
    for (let i = 0; i < 4; i += 1) {
      expect((await post('/embedded/email-login', { email: `n${i}@example.com` }, ip)).status).toBe(
        200,
      );
    }
    expect((await post('/embedded/email-login', { email: 'other@example.com' }, ip)).status).toBe(
      429,
    );

    const started = await post('/embedded/email-login', { email: 'lin@example.com' });
    const code = lastCodeFor('lin@example.com');
    const target = frameKey().targetPublicKey;
    const wrong = wrongFor(code);
    for (let i = 0; i < 2; i += 1) {
      expect(
        (
          await post('/embedded/email-login/verify', {
            ...started.body,
            code: wrong,
            targetPublicKey: target,
          })
        ).status,
      ).toBe(400);
    }
    // Two tries used: even the right code is refused now, without asking the provider.
    const requests = custody.admin.requests().length;
    const third = await post('/embedded/email-login/verify', {
      ...started.body,
      code,
      targetPublicKey: target,
    });
    expect(third.body.error.code).toBe('CODE_INVALID_OR_EXPIRED');
    expect(custody.admin.requests().length).toBe(requests);

    const late = await post('/embedded/email-login', { email: 'late@example.com' });
    clock += 601_000;
    const expired = await post('/embedded/email-login/verify', {
      ...late.body,
      code: lastCodeFor('late@example.com'),
      targetPublicKey: target,
    });
    expect(expired.body.error.code).toBe('CODE_INVALID_OR_EXPIRED');
    clock = Date.now();
  });

  it('refuses a malformed email or frame key before anything is sent', async () => {
    const sent = custody.admin.outbox().length;
    expect((await post('/embedded/email-login', { email: 'not an email' })).status).toBe(400);
    const started = await post('/embedded/email-login', { email: 'kim@example.com' });
    expect(
      await post('/embedded/email-login/verify', {
        ...started.body,
        code: '123456',
        targetPublicKey: '04abc',
      }),
    ).toMatchObject({ status: 400, body: { error: { code: 'INVALID_REQUEST' } } });
    expect(custody.admin.outbox().length).toBe(sent + 1);
  });
});
