import { p256 } from '@noble/curves/nist.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stampedPost } from './stamped-post.fixture.js';
import { type RunningCustodyServer, startCustodyServer } from './start-custody-server.js';
import { signEnclaveJwt } from './verification-token.js';

// Proving an email before any user exists (init_otp → verify_otp), signing up with the proof
// (create_sub_organization + verificationToken) and logging in with it (otp_login), as the
// provider runs them for a host's backend holding the parent organization's key.

const clock = { now: Date.now() };
let tick = 0;
const nextTick = () => ++tick;
let server: RunningCustodyServer;
beforeAll(async () => {
  server = await startCustodyServer({ host: '127.0.0.1', port: 0, now: () => clock.now });
});
afterAll(() => server.close());

type Key = { publicKey: string; privateKey: string };
const parentKey = () => server.admin.rootApiKey;
const root = () => server.admin.rootOrganizationId;

const call = (path: string, body: Record<string, unknown>, key: Key = parentKey()) =>
  stampedPost(server.url, path, body, key);
const submit = (
  name: string,
  type: string,
  organizationId: string,
  parameters: Record<string, unknown>,
) =>
  call(`/public/v1/submit/${name}`, {
    type,
    // A new millisecond per request: the server refuses the same signed body twice.
    timestampMs: String(clock.now + nextTick()),
    organizationId,
    parameters,
  });

async function proveEmail(email: string) {
  const sent = await submit('init_otp', 'ACTIVITY_TYPE_INIT_OTP_V2', root(), {
    otpType: 'OTP_TYPE_EMAIL',
    contact: email,
    appName: 'Acme',
    otpLength: 6,
    alphanumeric: false,
  });
  const otpId = sent.body.activity.result.initOtpResult.otpId as string;
  const otpCode = server.admin.outbox().at(-1)?.otpCode as string;
  return { otpId, otpCode };
}
async function verify(otpId: string, otpCode: string) {
  return submit('verify_otp', 'ACTIVITY_TYPE_VERIFY_OTP', root(), { otpId, otpCode });
}
const signUp = (email: string, verificationToken?: string) =>
  submit('create_sub_organization', 'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V7', root(), {
    subOrganizationName: email,
    rootQuorumThreshold: 1,
    rootUsers: [
      { userName: email, userEmail: email, apiKeys: [], authenticators: [], oauthProviders: [] },
    ],
    ...(verificationToken ? { verificationToken } : {}),
  });
const subOrganizations = async () =>
  (await call('/public/v1/query/list_suborgs', { organizationId: root() })).body
    .organizationIds as string[];
const verified = async (email: string) =>
  (
    await call('/public/v1/query/list_verified_suborgs', {
      organizationId: root(),
      filterType: 'EMAIL',
      filterValue: email,
    })
  ).body.organizationIds as string[];
function newKey(): Key {
  const secret = p256.utils.randomSecretKey();
  return { privateKey: bytesToHex(secret), publicKey: bytesToHex(p256.getPublicKey(secret, true)) };
}

describe('verified email sign-up and login', () => {
  it('proves an email without making anything, signs up with the proof, and logs in with it', async () => {
    const before = await subOrganizations();
    const { otpId, otpCode } = await proveEmail('Ada@Example.com');
    expect(server.admin.outbox().at(-1)?.to).toBe('ada@example.com');
    expect(otpCode).toMatch(/^\d{6}$/);
    expect(await subOrganizations()).toEqual(before);

    expect((await verify(otpId, otpCode === '000000' ? '111111' : '000000')).body.message).toBe(
      'invalid or expired OTP code',
    );
    const proven = await verify(otpId, otpCode);
    const token = proven.body.activity.result.verifyOtpResult.verificationToken as string;
    expect((await verify(otpId, otpCode)).status).toBe(400); // spent

    const created = await signUp('ada@example.com', token);
    const organizationId =
      created.body.activity.result.createSubOrganizationResultV7.subOrganizationId;
    expect(await verified('ada@example.com')).toEqual([organizationId]);
    // A verified email belongs to one user; a token signs one user up.
    expect((await signUp('ada@example.com', token)).status).toBe(400);
    const again = await proveEmail('ada@example.com');
    const secondToken = (await verify(again.otpId, again.otpCode)).body.activity.result
      .verifyOtpResult.verificationToken;
    expect((await signUp('ada@example.com', secondToken)).body.message).toBe(
      'the email already belongs to another user',
    );

    const session = newKey();
    const login = await submit('otp_login', 'ACTIVITY_TYPE_OTP_LOGIN', organizationId, {
      verificationToken: secondToken,
      publicKey: session.publicKey,
    });
    expect(login.body.activity.result.otpLoginResult.session).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const me = await call('/public/v1/query/whoami', { organizationId }, session);
    expect(me.body.organizationId).toBe(organizationId);
  });

  it('refuses forged, expired and misused tokens, unverified users and long-lived codes', async () => {
    const unverified = await signUp('eve@example.com');
    const unverifiedOrganization =
      unverified.body.activity.result.createSubOrganizationResultV7.subOrganizationId;
    expect(await verified('eve@example.com')).toEqual([]);
    const { otpId, otpCode } = await proveEmail('eve@example.com');
    const token = (await verify(otpId, otpCode)).body.activity.result.verifyOtpResult
      .verificationToken;
    // The email is proven, but the user it was typed into at sign-up is not verified: no login.
    const login = await submit('otp_login', 'ACTIVITY_TYPE_OTP_LOGIN', unverifiedOrganization, {
      verificationToken: token,
      publicKey: newKey().publicKey,
    });
    expect(login.status).toBe(403);

    const forgedClaims = {
      id: 'x',
      contact: 'eve@example.com',
      verification_type: 'OTP_TYPE_EMAIL',
      exp: 9e9,
    };
    const forged = signEnclaveJwt(
      { enclavePrivateKey: bytesToHex(p256.utils.randomSecretKey()) } as never,
      forgedClaims,
    );
    expect((await signUp('eve@example.com', forged)).body.message).toBe(
      'invalid verification token',
    );

    clock.now += 3_601_000;
    expect((await signUp('eve@example.com', token)).body.message).toBe(
      'invalid verification token',
    );
    clock.now = Date.now();

    const tooLong = await submit('init_otp', 'ACTIVITY_TYPE_INIT_OTP_V2', root(), {
      otpType: 'OTP_TYPE_EMAIL',
      contact: 'x@example.com',
      appName: 'Acme',
      expirationSeconds: '601',
    });
    expect(tooLong.status).toBe(400);

    const tried = await proveEmail('mallory@example.com');
    for (let i = 0; i < 3; i += 1)
      await verify(tried.otpId, tried.otpCode === '000000' ? '111111' : '000000');
    expect((await verify(tried.otpId, tried.otpCode)).status).toBe(400); // three wrong tries end it
  });
  it('update_user_email: a second user of the organization gets a verified email it can log in with; an empty email removes it', async () => {
    const { otpId, otpCode } = await proveEmail('lin@example.com');
    const token = (await verify(otpId, otpCode)).body.activity.result.verifyOtpResult
      .verificationToken as string;
    const created = await signUp('first@example.com');
    const organizationId = created.body.activity.result.createSubOrganizationResultV7
      .subOrganizationId as string;
    const rootUserId = created.body.activity.result.createSubOrganizationResultV7
      .rootUserIds[0] as string;
    // The parent's key acts in a sub-organization only for logins: not for email changes.
    const byParent = await submit(
      'update_user_email',
      'ACTIVITY_TYPE_UPDATE_USER_EMAIL',
      organizationId,
      {
        userId: rootUserId,
        userEmail: 'lin@example.com',
        verificationToken: token,
      },
    );
    expect(byParent.status).toBe(403);
    // A root user of the sub-organization (here the parent's key registered there too, as the
    // product server does for itself) may.
    const inside = newKey();
    const made = await submit(
      'create_sub_organization',
      'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V7',
      root(),
      {
        subOrganizationName: 'two users',
        rootQuorumThreshold: 1,
        rootUsers: [
          { userName: 'owner', apiKeys: [], authenticators: [], oauthProviders: [] },
          {
            userName: 'server',
            apiKeys: [
              {
                apiKeyName: 'server',
                publicKey: inside.publicKey,
                curveType: 'API_KEY_CURVE_P256',
              },
            ],
            authenticators: [],
            oauthProviders: [],
          },
        ],
      },
    );
    const twoUsers = made.body.activity.result.createSubOrganizationResultV7;
    const byRoot = (parameters: Record<string, unknown>) =>
      call(
        '/public/v1/submit/update_user_email',
        {
          type: 'ACTIVITY_TYPE_UPDATE_USER_EMAIL',
          timestampMs: String(clock.now + nextTick()),
          organizationId: twoUsers.subOrganizationId,
          parameters,
        },
        inside,
      );
    const owner = twoUsers.rootUserIds[0] as string;
    expect(
      (await byRoot({ userId: owner, userEmail: 'other@example.com', verificationToken: token }))
        .body.message,
    ).toBe('the verification token is for another email');
    expect(
      (await byRoot({ userId: owner, userEmail: 'lin@example.com', verificationToken: token }))
        .status,
    ).toBe(200);
    expect(await verified('lin@example.com')).toEqual([twoUsers.subOrganizationId]);
    expect(
      (await byRoot({ userId: owner, userEmail: 'lin@example.com', verificationToken: token })).body
        .message,
    ).toBe('verification token already used');
    const again = await proveEmail('lin@example.com');
    const loginToken = (await verify(again.otpId, again.otpCode)).body.activity.result
      .verifyOtpResult.verificationToken as string;
    const session = newKey();
    const login = await submit('otp_login', 'ACTIVITY_TYPE_OTP_LOGIN', twoUsers.subOrganizationId, {
      verificationToken: loginToken,
      publicKey: session.publicKey,
    });
    expect(login.status).toBe(200);
    expect((await byRoot({ userId: owner, userEmail: '' })).status).toBe(200);
    expect(await verified('lin@example.com')).toEqual([]);
  });
});
