import { p256 } from '@noble/curves/nist.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { decryptCredentialBundle } from '@turnkey/crypto';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { softwarePasskey } from '../testing/software-passkey.js';
import { LOGIN_CREDENTIAL_MAX_SECONDS, SESSION_KEY_MAX_SECONDS } from './credential-lifetimes.js';
import type { SessionKeyMode } from './refuse-session-key-takeover.js';
import { stampedPost } from './stamped-post.fixture.js';
import { type RunningCustodyServer, startCustodyServer } from './start-custody-server.js';

// Issue 24, finding 1: a page script holding only the session key asked for a code, traded it
// (typed into a look-alike prompt) for a year-long credential of its own, or had a login or
// recovery email carry a link to its own site — each a credential that exports the wallet. Here
// each attack is performed against the custody server and seen refused; the 'root' mode shows
// what the real provider does when the session key belongs to a root user.

const YEAR = '31536000';
const EVIL_TEMPLATE = 'https://evil.example/continue?b=%s';
const APP_TEMPLATE = 'http://localhost:5173/continue?bundle=%s';

type Key = { publicKey: string; privateKey: string };

const servers: RunningCustodyServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function start(sessionKeys?: SessionKeyMode) {
  const server = await startCustodyServer({
    host: '127.0.0.1',
    port: 0,
    magicLinkTemplate: APP_TEMPLATE,
    ...(sessionKeys ? { sessionKeys } : {}),
  });
  servers.push(server);
  return server;
}

function report(name: string, tried: number, refused: number) {
  onTestFinished(({ task }) => {
    if (task.result?.state === 'fail') return;
    task.meta.robustness = [
      ...(task.meta.robustness ?? []),
      { category: 'attack', name, tried, handled: refused, rejected: refused },
    ];
  });
}

function keyPair(): Key {
  const secret = p256.utils.randomSecretKey();
  return { publicKey: bytesToHex(p256.getPublicKey(secret, true)), privateKey: bytesToHex(secret) };
}

/** An attacker's frame key: credential bundles sealed to it open with its secret. */
function targetKey() {
  const secret = p256.utils.randomSecretKey();
  return { secret: bytesToHex(secret), target: bytesToHex(p256.getPublicKey(secret, false)) };
}

function keyFromBundle(bundle: string, target: { secret: string }): Key {
  const privateKey = decryptCredentialBundle(bundle, target.secret);
  return { privateKey, publicKey: bytesToHex(p256.getPublicKey(hexToBytes(privateKey), true)) };
}

let tick = 0;
const submit = (type: string, organizationId: string, parameters: Record<string, unknown>) => ({
  type,
  // A new millisecond per request: the server refuses the same signed body twice.
  timestampMs: String(Date.now() + (tick++ % 1000)),
  organizationId,
  parameters,
});

/** A signed-in embedded user: their sub-organization, wallet, own credential and session key. */
async function signedInUser(server: RunningCustodyServer, email: string) {
  const owner = keyPair();
  const post = (path: string, body: Record<string, unknown>, key: Key) =>
    stampedPost(server.url, path, body, key);
  const created = await post(
    '/public/v1/submit/create_sub_organization',
    submit('ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V7', server.admin.rootOrganizationId, {
      subOrganizationName: email,
      rootQuorumThreshold: 1,
      rootUsers: [
        {
          userName: email,
          userEmail: email,
          // The user's own lasting credential, standing in for their passkey.
          apiKeys: [{ apiKeyName: 'passkey', publicKey: owner.publicKey }],
          authenticators: [],
          oauthProviders: [],
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
    }),
    server.admin.rootApiKey,
  );
  expect(created.status).toBe(200);
  const result = created.body.activity.result.createSubOrganizationResultV7;
  const organizationId = result.subOrganizationId as string;
  const userId = result.rootUserIds[0] as string;
  const session = keyPair();
  const authorized = await post(
    '/public/v1/submit/create_api_keys',
    submit('ACTIVITY_TYPE_CREATE_API_KEYS_V2', organizationId, {
      userId,
      apiKeys: [{ apiKeyName: 'session', publicKey: session.publicKey, expirationSeconds: '900' }],
    }),
    owner,
  );
  expect(authorized.status).toBe(200);
  return {
    email,
    organizationId,
    userId,
    address: result.wallet.addresses[0] as string,
    owner,
    session,
    sessionKeyId: authorized.body.activity.result.createApiKeysResult.apiKeyIds[0] as string,
    post,
  };
}

type User = Awaited<ReturnType<typeof signedInUser>>;

function exportWith(user: User, key: Key) {
  return user.post(
    '/public/v1/submit/export_wallet_account',
    submit('ACTIVITY_TYPE_EXPORT_WALLET_ACCOUNT', user.organizationId, {
      address: user.address,
      targetPublicKey: targetKey().target,
    }),
    key,
  );
}

/** The user's API keys, by credential type. */
async function apiKeyTypes(user: User) {
  const keys = await user.post(
    '/public/v1/query/get_api_keys',
    { organizationId: user.organizationId, userId: user.userId },
    user.owner,
  );
  return (keys.body.apiKeys as { credential: { type: string } }[]).map((k) => k.credential.type);
}

describe('a session key mints no credential', () => {
  it('refuses every credential-minting or emailing activity stamped by a session key', {
    timeout: 60_000,
  }, async () => {
    const server = await start();
    const user = await signedInUser(server, 'victim@example.com');
    const attacker = targetKey();
    // A code the host's backend started for the user (a genuine login in progress): the script
    // got the code typed into its look-alike prompt and tries to trade it for its own key.
    const started = await user.post(
      '/public/v1/submit/init_otp_auth',
      submit('ACTIVITY_TYPE_INIT_OTP_AUTH_V3', user.organizationId, {
        otpType: 'OTP_TYPE_EMAIL',
        contact: user.email,
        appName: 'Acme',
      }),
      server.admin.rootApiKey,
    );
    const { otpId } = started.body.activity.result.initOtpAuthResultV2;
    const otpCode = server.admin.outbox().at(-1)?.otpCode as string;
    const mailsBefore = server.admin.outbox().length;
    const keysBefore = await apiKeyTypes(user);
    const passkey = softwarePasskey();
    const challenge = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');

    const attempts: [string, string, Record<string, unknown>][] = [
      [
        'init_otp_auth',
        'ACTIVITY_TYPE_INIT_OTP_AUTH_V3',
        { otpType: 'OTP_TYPE_EMAIL', contact: user.email, appName: 'Acme' },
      ],
      [
        'otp_auth',
        'ACTIVITY_TYPE_OTP_AUTH',
        { otpId, otpCode, targetPublicKey: attacker.target, expirationSeconds: YEAR },
      ],
      [
        'otp_login',
        'ACTIVITY_TYPE_OTP_LOGIN',
        { verificationToken: 'x', publicKey: keyPair().publicKey, expirationSeconds: YEAR },
      ],
      [
        'email_auth',
        'ACTIVITY_TYPE_EMAIL_AUTH_V3',
        {
          email: user.email,
          targetPublicKey: attacker.target,
          expirationSeconds: YEAR,
          emailCustomization: { appName: 'Acme', magicLinkTemplate: EVIL_TEMPLATE },
        },
      ],
      [
        'init_user_email_recovery',
        'ACTIVITY_TYPE_INIT_USER_EMAIL_RECOVERY_V2',
        {
          email: user.email,
          targetPublicKey: attacker.target,
          emailCustomization: { appName: 'Acme', magicLinkTemplate: EVIL_TEMPLATE },
        },
      ],
      ['init_otp', 'ACTIVITY_TYPE_INIT_OTP_V2', { otpType: 'OTP_TYPE_EMAIL', contact: user.email }],
      ['verify_otp', 'ACTIVITY_TYPE_VERIFY_OTP', { otpId, otpCode }],
      [
        'create_read_write_session',
        'ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2',
        { targetPublicKey: attacker.target, expirationSeconds: YEAR },
      ],
      [
        'create_api_keys',
        'ACTIVITY_TYPE_CREATE_API_KEYS_V2',
        { apiKeys: [{ apiKeyName: 'mine', publicKey: keyPair().publicKey }] },
      ],
      [
        'create_authenticators',
        'ACTIVITY_TYPE_CREATE_AUTHENTICATORS_V2',
        {
          authenticators: [
            { authenticatorName: 'mine', challenge, attestation: passkey.register(challenge) },
          ],
        },
      ],
      [
        'create_users',
        'ACTIVITY_TYPE_CREATE_USERS_V3',
        { users: [{ userName: 'mine', apiKeys: [], authenticators: [] }] },
      ],
      [
        'create_sub_organization',
        'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V7',
        { subOrganizationName: 'mine', rootUsers: [] },
      ],
      [
        'recover_user',
        'ACTIVITY_TYPE_RECOVER_USER',
        { authenticator: { challenge, attestation: passkey.register(challenge) } },
      ],
      [
        'export_wallet_account',
        'ACTIVITY_TYPE_EXPORT_WALLET_ACCOUNT',
        { address: user.address, targetPublicKey: attacker.target },
      ],
      [
        'update_user',
        'ACTIVITY_TYPE_UPDATE_USER',
        { userEmail: 'mallory@example.com', userTagIds: [] },
      ],
    ];
    let refused = 0;
    for (const [name, type, parameters] of attempts) {
      const answer = await user.post(
        `/public/v1/submit/${name}`,
        submit(type, user.organizationId, { userId: user.userId, ...parameters }),
        user.session,
      );
      expect(answer.status, name).toBe(403);
      expect(answer.body.message, name).toMatch(
        new RegExp(`^permission denied: a session key cannot ${name}; `),
      );
      refused += 1;
    }
    report('session key mints a credential or emails a link', attempts.length, refused);
    // Nothing was sent, nothing was added, and the user's own code still works for them.
    expect(server.admin.outbox()).toHaveLength(mailsBefore);
    expect(await apiKeyTypes(user)).toEqual(keysBefore);
    const genuine = await user.post(
      '/public/v1/submit/otp_auth',
      submit('ACTIVITY_TYPE_OTP_AUTH', user.organizationId, {
        otpId,
        otpCode,
        targetPublicKey: targetKey().target,
      }),
      server.admin.rootApiKey,
    );
    expect(genuine.status).toBe(200);
    // Signing is what a session key is for.
    const signed = await user.post(
      '/public/v1/submit/sign_raw_payload',
      submit('ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2', user.organizationId, {
        signWith: user.address,
        payload: '01',
        encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
        hashFunction: 'HASH_FUNCTION_NOT_APPLICABLE',
      }),
      user.session,
    );
    expect(signed.status).toBe(200);
  });

  it('caps lifetimes: a year-long credential or session is refused, whoever asks', {
    timeout: 60_000,
  }, async () => {
    const server = await start();
    const user = await signedInUser(server, 'ada@example.com');
    const tooLong = `must be at most`;
    const started = await user.post(
      '/public/v1/submit/init_otp_auth',
      submit('ACTIVITY_TYPE_INIT_OTP_AUTH_V3', user.organizationId, {
        otpType: 'OTP_TYPE_EMAIL',
        contact: user.email,
        appName: 'Acme',
      }),
      server.admin.rootApiKey,
    );
    const { otpId } = started.body.activity.result.initOtpAuthResultV2;
    const otpCode = server.admin.outbox().at(-1)?.otpCode as string;
    const target = targetKey().target;
    const asks: [string, string, Record<string, unknown>, Key][] = [
      [
        'otp_auth',
        'ACTIVITY_TYPE_OTP_AUTH',
        { otpId, otpCode, targetPublicKey: target, expirationSeconds: YEAR },
        server.admin.rootApiKey,
      ],
      [
        'email_auth',
        'ACTIVITY_TYPE_EMAIL_AUTH_V3',
        {
          email: user.email,
          targetPublicKey: target,
          expirationSeconds: YEAR,
          emailCustomization: { appName: 'Acme' },
        },
        server.admin.rootApiKey,
      ],
      [
        'init_user_email_recovery',
        'ACTIVITY_TYPE_INIT_USER_EMAIL_RECOVERY_V2',
        {
          email: user.email,
          targetPublicKey: target,
          expirationSeconds: YEAR,
          emailCustomization: { appName: 'Acme' },
        },
        server.admin.rootApiKey,
      ],
      [
        'create_read_write_session',
        'ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2',
        { targetPublicKey: target, expirationSeconds: YEAR },
        user.owner,
      ],
      [
        'create_api_keys',
        'ACTIVITY_TYPE_CREATE_API_KEYS_V2',
        {
          apiKeys: [
            { apiKeyName: 'long', publicKey: keyPair().publicKey, expirationSeconds: YEAR },
          ],
        },
        user.owner,
      ],
    ];
    const mailsBefore = server.admin.outbox().length;
    const keysBefore = await apiKeyTypes(user);
    for (const [name, type, parameters, key] of asks) {
      const answer = await user.post(
        `/public/v1/submit/${name}`,
        submit(type, user.organizationId, { userId: user.userId, ...parameters }),
        key,
      );
      expect(answer.status, name).toBe(400);
      expect(answer.body.message, name).toContain(tooLong);
    }
    expect(server.admin.outbox()).toHaveLength(mailsBefore);
    expect(await apiKeyTypes(user)).toEqual(keysBefore);
    // The refused lifetime spent no try: the code still trades, for the cap at most.
    const capped = await user.post(
      '/public/v1/submit/otp_auth',
      submit('ACTIVITY_TYPE_OTP_AUTH', user.organizationId, {
        otpId,
        otpCode,
        targetPublicKey: target,
        expirationSeconds: String(LOGIN_CREDENTIAL_MAX_SECONDS),
      }),
      server.admin.rootApiKey,
    );
    expect(capped.status).toBe(200);
    const session = await user.post(
      '/public/v1/submit/create_read_write_session',
      submit('ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2', user.organizationId, {
        targetPublicKey: target,
        expirationSeconds: String(SESSION_KEY_MAX_SECONDS),
      }),
      user.owner,
    );
    expect(session.status).toBe(200);
    report('year-long credential or session key', asks.length, asks.length);
  });

  it('lets a sign-in credential authorize sessions but not mint a key that outlasts it', {
    timeout: 60_000,
  }, async () => {
    const server = await start();
    const user = await signedInUser(server, 'grace@example.com');
    const frame = targetKey();
    await user.post(
      '/public/v1/submit/email_auth',
      submit('ACTIVITY_TYPE_EMAIL_AUTH_V3', user.organizationId, {
        email: user.email,
        targetPublicKey: frame.target,
        emailCustomization: { appName: 'Acme' },
      }),
      server.admin.rootApiKey,
    );
    const emailed = keyFromBundle(server.admin.outbox().at(-1)?.credentialBundle as string, frame);
    const add = (apiKey: Record<string, unknown>) =>
      user.post(
        '/public/v1/submit/create_api_keys',
        submit('ACTIVITY_TYPE_CREATE_API_KEYS_V2', user.organizationId, {
          userId: user.userId,
          apiKeys: [{ apiKeyName: 'k', publicKey: keyPair().publicKey, ...apiKey }],
        }),
        emailed,
      );
    const lasting = await add({});
    expect(lasting.status).toBe(403);
    expect(lasting.body.message).toBe(
      'permission denied: an email, one-time-code or recovery credential can add only expiring API keys',
    );
    const day = await add({ expirationSeconds: String(SESSION_KEY_MAX_SECONDS) });
    expect(day.status).toBe(400);
    expect(day.body.message).toBe(
      `expirationSeconds must be at most ${LOGIN_CREDENTIAL_MAX_SECONDS}`,
    );
    const daySession = await user.post(
      '/public/v1/submit/create_read_write_session',
      submit('ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2', user.organizationId, {
        targetPublicKey: targetKey().target,
        expirationSeconds: String(SESSION_KEY_MAX_SECONDS),
      }),
      emailed,
    );
    expect(daySession.status).toBe(400);
    expect((await add({ expirationSeconds: '900' })).status).toBe(200);
    report('sign-in credential mints a key that outlasts it', 3, 3);
  });

  it("takes email links from the organization's configuration, never from the caller", {
    timeout: 60_000,
  }, async () => {
    const server = await start();
    const user = await signedInUser(server, 'linus@example.com');
    const mailsBefore = server.admin.outbox().length;
    const keysBefore = await apiKeyTypes(user);
    const evil = [
      [
        'email_auth',
        'ACTIVITY_TYPE_EMAIL_AUTH_V3',
        { emailCustomization: { appName: 'Acme', magicLinkTemplate: EVIL_TEMPLATE } },
      ],
      [
        'init_user_email_recovery',
        'ACTIVITY_TYPE_INIT_USER_EMAIL_RECOVERY_V2',
        { emailCustomization: { appName: 'Acme', magicLinkTemplate: EVIL_TEMPLATE } },
      ],
    ] as const;
    for (const [name, type, parameters] of evil) {
      // Even the host's own backend key cannot send a link elsewhere.
      const answer = await user.post(
        `/public/v1/submit/${name}`,
        submit(type, user.organizationId, {
          email: user.email,
          targetPublicKey: targetKey().target,
          ...parameters,
        }),
        server.admin.rootApiKey,
      );
      expect(answer.status, name).toBe(400);
      expect(answer.body.message).toBe(
        "emailCustomization.magicLinkTemplate is set by the organization's configuration, not the request",
      );
    }
    expect(server.admin.outbox()).toHaveLength(mailsBefore);
    expect(await apiKeyTypes(user)).toEqual(keysBefore);
    const genuine = await user.post(
      '/public/v1/submit/email_auth',
      submit('ACTIVITY_TYPE_EMAIL_AUTH_V3', user.organizationId, {
        email: user.email,
        targetPublicKey: targetKey().target,
        emailCustomization: { appName: 'Acme' },
      }),
      server.admin.rootApiKey,
    );
    expect(genuine.status).toBe(200);
    const mail = server.admin.outbox().at(-1);
    expect(mail?.magicLink).toBe(APP_TEMPLATE.replace('%s', mail?.credentialBundle as string));
    report('caller-chosen magic link', evil.length, evil.length);
  });

  it("lets a session key revoke itself and the user's sign-in credentials, nothing else", {
    timeout: 60_000,
  }, async () => {
    const server = await start();
    const user = await signedInUser(server, 'hedy@example.com');
    const frame = targetKey();
    for (const [name, type] of [
      ['email_auth', 'ACTIVITY_TYPE_EMAIL_AUTH_V3'],
      ['init_user_email_recovery', 'ACTIVITY_TYPE_INIT_USER_EMAIL_RECOVERY_V2'],
    ] as const) {
      await user.post(
        `/public/v1/submit/${name}`,
        submit(type, user.organizationId, {
          email: user.email,
          targetPublicKey: frame.target,
          emailCustomization: { appName: 'Acme' },
        }),
        server.admin.rootApiKey,
      );
    }
    const keys = await user.post(
      '/public/v1/query/get_api_keys',
      { organizationId: user.organizationId, userId: user.userId },
      user.owner,
    );
    const all = keys.body.apiKeys as { apiKeyId: string; credential: { type: string } }[];
    const lasting = all.find((key) => key.credential.type === 'CREDENTIAL_TYPE_API_KEY_P256');
    const signIn = all.filter(
      (key) =>
        key.credential.type.endsWith('_AUTH_KEY_P256') ||
        key.credential.type === 'CREDENTIAL_TYPE_RECOVER_USER_KEY_P256',
    );
    expect(signIn).toHaveLength(2);
    const remove = (apiKeyIds: string[]) =>
      user.post(
        '/public/v1/submit/delete_api_keys',
        submit('ACTIVITY_TYPE_DELETE_API_KEYS', user.organizationId, {
          userId: user.userId,
          apiKeyIds,
        }),
        user.session,
      );
    const other = await remove([user.sessionKeyId, lasting?.apiKeyId as string]);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(
      "permission denied: a session key can delete only itself and its user's email, one-time-code and recovery credentials",
    );
    const revoked = await remove([...signIn.map((key) => key.apiKeyId), user.sessionKeyId]);
    expect(revoked.status).toBe(200);
    expect(await apiKeyTypes(user)).toEqual(['CREDENTIAL_TYPE_API_KEY_P256']);
    report('session key revokes a lasting key', 1, 1);
  });

  it("'root' mode is the real provider with a root user: the takeover succeeds there", {
    timeout: 60_000,
  }, async () => {
    const server = await start('root');
    const user = await signedInUser(server, 'root@example.com');
    const attacker = targetKey();
    const started = await user.post(
      '/public/v1/submit/init_otp_auth',
      submit('ACTIVITY_TYPE_INIT_OTP_AUTH_V3', user.organizationId, {
        otpType: 'OTP_TYPE_EMAIL',
        contact: user.email,
        appName: 'Acme',
      }),
      user.session,
    );
    expect(started.status).toBe(200);
    const { otpId } = started.body.activity.result.initOtpAuthResultV2;
    const otpCode = server.admin.outbox().at(-1)?.otpCode as string;
    const minted = await user.post(
      '/public/v1/submit/otp_auth',
      submit('ACTIVITY_TYPE_OTP_AUTH', user.organizationId, {
        otpId,
        otpCode,
        targetPublicKey: attacker.target,
      }),
      user.session,
    );
    expect(minted.status).toBe(200);
    const stolen = keyFromBundle(
      minted.body.activity.result.otpAuthResult.credentialBundle,
      attacker,
    );
    expect((await exportWith(user, stolen)).status).toBe(200);
    expect((await exportWith(user, user.session)).status).toBe(200);
  });
});
