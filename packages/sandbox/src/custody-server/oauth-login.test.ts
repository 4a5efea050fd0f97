import { p256 } from '@noble/curves/nist.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type RunningOpenIdProvider,
  startOpenIdProvider,
} from '../openid-provider/start-openid-provider.js';
import { stampedPost } from './stamped-post.fixture.js';
import { type RunningCustodyServer, startCustodyServer } from './start-custody-server.js';
import { oidcNonceFor } from './verify-oidc-token.js';

// Social login as the provider runs it for a host's backend (the parent organization's key):
// sign-up attaches an OpenID provider to the user, oauth_login logs a browser's key in with a
// token whose nonce is that key's hash — tokens minted by the sandbox's real OpenID provider.

const clock = { now: Date.now() };
let tick = 0;
let server: RunningCustodyServer;
let openId: RunningOpenIdProvider;
beforeAll(async () => {
  openId = await startOpenIdProvider({ host: '127.0.0.1', port: 0 });
  server = await startCustodyServer({
    host: '127.0.0.1',
    port: 0,
    now: () => clock.now,
    oauthEmailIssuers: [openId.issuers.google],
  });
});
afterAll(() => Promise.all([server.close(), openId.close()]));

type Key = { publicKey: string; privateKey: string };
const root = () => server.admin.rootOrganizationId;
const call = (path: string, body: Record<string, unknown>, key: Key = server.admin.rootApiKey) =>
  stampedPost(server.url, path, body, key);
const submit = (
  name: string,
  type: string,
  organizationId: string,
  parameters: Record<string, unknown>,
  key?: Key,
) =>
  call(
    `/public/v1/submit/${name}`,
    // A new millisecond per request: the server refuses the same signed body twice.
    { type, timestampMs: String(clock.now + ++tick), organizationId, parameters },
    key,
  );
function newKey(): Key {
  const secret = p256.utils.randomSecretKey();
  return { privateKey: bytesToHex(secret), publicKey: bytesToHex(p256.getPublicKey(secret, true)) };
}
const googleToken = (email: string, claims: Record<string, unknown> = {}) =>
  openId.signIdToken('google', {
    sub: openId.subjectFor('google', email),
    email,
    email_verified: true,
    ...claims,
  });

async function signUp(email: string, parameters: Record<string, unknown> = {}) {
  const created = await submit(
    'create_sub_organization',
    'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V7',
    root(),
    {
      subOrganizationName: email,
      rootQuorumThreshold: 1,
      rootUsers: [
        {
          userName: email,
          userEmail: email,
          apiKeys: [],
          authenticators: [],
          oauthProviders: parameters.oidcToken
            ? [{ providerName: 'google', oidcToken: parameters.oidcToken }]
            : [],
        },
      ],
      wallet: {
        walletName: 'w',
        accounts: [
          {
            curve: 'CURVE_ED25519',
            pathFormat: 'PATH_FORMAT_BIP32',
            path: "m/44'/501'/0'/0'",
            addressFormat: 'ADDRESS_FORMAT_SOLANA',
          },
        ],
      },
      ...(parameters.verificationToken ? { verificationToken: parameters.verificationToken } : {}),
    },
  );
  const result = created.body.activity?.result?.createSubOrganizationResultV7;
  return {
    created,
    organizationId: result?.subOrganizationId as string,
    address: result?.wallet?.addresses[0] as string,
  };
}

const login = (organizationId: string, oidcToken: string, publicKey: string) =>
  submit('oauth_login', 'ACTIVITY_TYPE_OAUTH_LOGIN', organizationId, { oidcToken, publicKey });

async function provenEmailToken(email: string) {
  const sent = await submit('init_otp', 'ACTIVITY_TYPE_INIT_OTP_V2', root(), {
    otpType: 'OTP_TYPE_EMAIL',
    contact: email,
    appName: 'Acme',
  });
  const { otpId } = sent.body.activity.result.initOtpResult;
  const otpCode = server.admin.outbox().at(-1)?.otpCode;
  const proven = await submit('verify_otp', 'ACTIVITY_TYPE_VERIFY_OTP', root(), { otpId, otpCode });
  return proven.body.activity.result.verifyOtpResult.verificationToken as string;
}

describe('OpenID sign-up and oauth_login', () => {
  it('signs up with a provider, logs the nonce-bound key in, and that key signs', async () => {
    const email = `ada-${Date.now()}@example.com`;
    const { organizationId, address } = await signUp(email, { oidcToken: googleToken(email) });
    const providers = await call('/public/v1/query/get_oauth_providers', { organizationId });
    expect(providers.body.oauthProviders).toEqual([
      expect.objectContaining({
        providerName: 'google',
        issuer: openId.issuers.google,
        audience: openId.clients.google.clientId,
        subject: openId.subjectFor('google', email),
      }),
    ]);

    const session = newKey();
    const token = googleToken(email, { nonce: oidcNonceFor(session.publicKey) });
    const loggedIn = await login(organizationId, token, session.publicKey);
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.body.activity.result.oauthLoginResult.session).toMatch(
      /^[\w-]+\.[\w-]+\.[\w-]+$/,
    );
    const keys = await call('/public/v1/query/get_api_keys', { organizationId }, session);
    expect(keys.body.apiKeys.at(-1).credential.type).toBe('CREDENTIAL_TYPE_OAUTH_KEY_P256');
    const signed = await submit(
      'sign_raw_payload',
      'ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2',
      organizationId,
      {
        signWith: address,
        payload: '01',
        encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
        hashFunction: 'HASH_FUNCTION_NOT_APPLICABLE',
      },
      session,
    );
    expect(signed.status).toBe(200);

    // The same token for a second key: its nonce names the first.
    const second = await login(organizationId, token, newKey().publicKey);
    expect(second.body.message).toBe('oidc token nonce does not match the public key');
  });

  it('refuses a wrong nonce, a key the issuer does not publish, an expired token and a stranger', async () => {
    const email = `bob-${Date.now()}@example.com`;
    const { organizationId } = await signUp(email, { oidcToken: googleToken(email) });
    const session = newKey();
    const nonce = oidcNonceFor(session.publicKey);
    const refusal = async (token: string) =>
      (await login(organizationId, token, session.publicKey)).body;

    expect(
      (await refusal(googleToken(email, { nonce: oidcNonceFor(newKey().publicKey) }))).message,
    ).toBe('oidc token nonce does not match the public key');
    // Apple's key, Google's kid and issuer: the signature does not verify.
    const appleSigned = openId.signIdToken('apple', {
      iss: openId.issuers.google,
      aud: openId.clients.google.clientId,
      sub: openId.subjectFor('google', email),
      nonce,
    });
    const [, payload, signature] = appleSigned.split('.');
    const [header] = googleToken(email).split('.');
    expect((await refusal(`${header}.${payload}.${signature}`)).message).toBe(
      'oidc token signature is invalid',
    );
    expect(
      (
        await refusal(
          googleToken(email, { nonce }).replace(
            /^[^.]+/,
            Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'unknown' })).toString('base64url'),
          ),
        )
      ).message,
    ).toBe("oidc token signing key is not in the issuer's JWKS");
    const none = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
    expect((await refusal(none)).message).toBe('oidc token algorithm none is not allowed');
    // A header claiming HS256 (a public key used as an HMAC secret) over a real signature.
    const hs256 = openId.signIdToken('google', { sub: 'x', nonce }, { header: { alg: 'HS256' } });
    expect((await refusal(hs256)).message).toBe('oidc token algorithm HS256 is not allowed');
    const noSubject = googleToken(email, { nonce, sub: undefined });
    expect((await refusal(noSubject)).message).toBe('oidc token has no subject');
    expect((await refusal('not-a-token')).message).toBe('oidc token is not a compact JWS');
    const expired = googleToken(email, { nonce, exp: Math.floor(clock.now / 1000) - 1 });
    expect((await refusal(expired)).message).toBe('oidc token expired');
    const stranger = await login(
      organizationId,
      googleToken('stranger@example.com', { nonce, email_verified: false }),
      session.publicKey,
    );
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe(
      'permission denied: no user of this organization has that oauth provider',
    );
    // No refusal left a key behind.
    const { userId } = (await call('/public/v1/query/get_users', { organizationId })).body.users[0];
    const keys = await call('/public/v1/query/get_api_keys', { organizationId, userId });
    expect(keys.body.apiKeys).toEqual([]);
    expect(
      (await login(organizationId, googleToken(email, { nonce }), session.publicKey)).status,
    ).toBe(200);
    const after = await call('/public/v1/query/get_api_keys', { organizationId, userId });
    expect(after.body.apiKeys).toHaveLength(1);
  });

  it("links a token's verified email from a trusted issuer to the user with that verified email, not an unverified one", async () => {
    const email = `carol-${Date.now()}@example.com`;
    const { organizationId } = await signUp(email, {
      verificationToken: await provenEmailToken(email),
    });
    const session = newKey();
    const nonce = oidcNonceFor(session.publicKey);
    const unverified = await login(
      organizationId,
      googleToken(email, { nonce, email_verified: false }),
      session.publicKey,
    );
    expect(unverified.status).toBe(403);
    // Apple is not trusted for email here, even with email_verified "true".
    const apple = openId.signIdToken('apple', {
      sub: openId.subjectFor('apple', email),
      email,
      email_verified: 'true',
      nonce,
    });
    expect((await login(organizationId, apple, session.publicKey)).status).toBe(403);
    const linked = await login(organizationId, googleToken(email, { nonce }), session.publicKey);
    expect(linked.status).toBe(200);
    const providers = await call('/public/v1/query/get_oauth_providers', { organizationId });
    expect(providers.body.oauthProviders).toHaveLength(1);

    // A user who typed the email but never proved it is not reached by it.
    const other = `dave-${Date.now()}@example.com`;
    const unproven = await signUp(other);
    const denied = await login(
      unproven.organizationId,
      googleToken(other, { nonce }),
      session.publicKey,
    );
    expect(denied.status).toBe(403);
  });

  it('lets the user add and delete a provider, and refuses one another user already has', async () => {
    const email = `erin-${Date.now()}@example.com`;
    const { organizationId } = await signUp(email, { oidcToken: googleToken(email) });
    const user = (await call('/public/v1/query/get_users', { organizationId })).body.users[0];
    const appleToken = openId.signIdToken('apple', { sub: openId.subjectFor('apple', email) });
    const addApple = (key?: Key) =>
      submit(
        'create_oauth_providers',
        'ACTIVITY_TYPE_CREATE_OAUTH_PROVIDERS',
        organizationId,
        { userId: user.userId, oauthProviders: [{ providerName: 'apple', oidcToken: appleToken }] },
        key,
      );
    // The parent's key may not change a user: only the user may add a way in.
    expect((await addApple()).status).toBe(403);

    const session = newKey();
    const token = googleToken(email, { nonce: oidcNonceFor(session.publicKey) });
    expect((await login(organizationId, token, session.publicKey)).status).toBe(200);
    const added = await addApple(session);
    expect(added.status).toBe(200);
    const [providerId] = added.body.activity.result.createOauthProvidersResult.providerIds;
    const mine = await call('/public/v1/query/get_user', { organizationId, userId: user.userId });
    expect(mine.body.user.oauthProviders.map((p: { issuer: string }) => p.issuer)).toEqual([
      openId.issuers.google,
      openId.issuers.apple,
    ]);

    const another = await submit(
      'create_users',
      'ACTIVITY_TYPE_CREATE_USERS_V3',
      organizationId,
      {
        users: [
          {
            userName: 'another',
            apiKeys: [],
            authenticators: [],
            oauthProviders: [{ providerName: 'apple', oidcToken: appleToken }],
          },
        ],
      },
      session,
    );
    expect(another.body.message).toBe('the oauth provider already belongs to another user');

    const deleted = await submit(
      'delete_oauth_providers',
      'ACTIVITY_TYPE_DELETE_OAUTH_PROVIDERS',
      organizationId,
      { userId: user.userId, providerIds: [providerId] },
      session,
    );
    expect(deleted.status).toBe(200);
    const left = await call('/public/v1/query/get_oauth_providers', { organizationId });
    expect(left.body.oauthProviders.map((p: { issuer: string }) => p.issuer)).toEqual([
      openId.issuers.google,
    ]);
  });
});
