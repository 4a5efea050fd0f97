import { p256 } from '@noble/curves/nist.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OAuthServerStack, startOAuthServer } from '../oauth/oauth-server.fixture.js';
import { recordAttack } from '../testing/record-attack.fixture.js';
import {
  APP_ORIGIN,
  callSession,
  createTestSigner,
  signInWallet,
} from './session-server.fixture.js';

// A thief signs in with a credential linked to the victim's account; the owner unlinks it. The
// thief's session must end with it — refresh, link and unlink all refused — for a wallet, an
// email and an OpenID account alike, and the owner keeps their account. (Before sessions were
// bound to their credential, the thief's refresh token kept working for 30 days: the session
// was re-pointed at another credential, and with it the thief linked a wallet of their own and
// unlinked the owner's.)

let stack: OAuthServerStack;
const base = 'http://server';
beforeAll(async () => {
  stack = await startOAuthServer({ server: { allowedOrigins: [APP_ORIGIN] } });
});
afterAll(() => stack?.stop());

const call = (
  name: Parameters<typeof callSession>[1],
  body: Record<string, unknown>,
  accessToken?: string,
) => callSession(stack.server, name, body, { base, ...(accessToken ? { accessToken } : {}) });
const signIn = (wallet: ReturnType<typeof createTestSigner>, accessToken?: string) =>
  signInWallet(
    stack.server,
    wallet,
    accessToken ? { accessToken, route: 'linkWallet', base } : { base },
  );

async function emailLogin(email: string) {
  const started = await stack.post('/embedded/email-login', { email });
  expect(started.status).toBe(200);
  const code = stack.custody.admin
    .outbox()
    .filter((message) => message.to === email && message.otpCode)
    .at(-1)?.otpCode;
  const targetPublicKey = bytesToHex(p256.getPublicKey(p256.utils.randomSecretKey(), false));
  const verified = await stack.post('/embedded/email-login/verify', {
    otpId: started.body.otpId,
    code,
    targetPublicKey,
  });
  expect(verified.status).toBe(200);
  return verified.body.session;
}

async function googleLogin(subject: string) {
  const key = stack.sessionKey();
  const idToken = stack.openId.signIdToken('google', { sub: subject, nonce: key.nonce });
  const { status, body } = await stack.oauthLogin({
    provider: 'google',
    publicKey: key.publicKey,
    idToken,
  });
  expect(status).toBe(200);
  return body.session;
}

/**
 * What the thief tries with a session whose credential the owner unlinked: a refresh, a wallet
 * of their own linked, the owner's credential unlinked, everyone signed out. Each must fail.
 */
async function thiefTries(
  thief: { accessToken: string; refreshToken: string },
  ownerCredentialId: string,
) {
  const outcomes = [
    await call('refreshSession', { refreshToken: thief.refreshToken }),
    await signIn(createTestSigner(), thief.accessToken),
    await call('unlinkCredential', { credentialId: ownerCredentialId }, thief.accessToken),
    await call('signOutEverywhere', {}, thief.accessToken),
  ];
  return outcomes.map(({ status, json }) => [status, json.error?.code]);
}

const refusedAll = [
  [401, 'REFRESH_TOKEN_INVALID'],
  [401, 'SESSION_REQUIRED'],
  [401, 'SESSION_REQUIRED'],
  [401, 'SESSION_REQUIRED'],
];

describe('a session ends when its credential is unlinked', () => {
  it('a wallet: the thief is out, the owner keeps the account, the wallet signs in as nobody', async () => {
    const owner = createTestSigner();
    const stolen = createTestSigner();
    const { json: ownerSession } = await signIn(owner);
    const linked = await signIn(stolen, ownerSession.accessToken);
    expect(linked.status).toBe(200);
    const { json: thief } = await signIn(stolen);
    expect(thief.user.id).toBe(ownerSession.user.id);

    const stolenId = thief.user.lastVerifiedCredentialId;
    const ownerId = ownerSession.user.lastVerifiedCredentialId;
    const unlinked = await call(
      'unlinkCredential',
      { credentialId: stolenId },
      ownerSession.accessToken,
    );
    expect(unlinked.status).toBe(200);
    expect(unlinked.json.user.verifiedCredentials.map(({ id }: { id: string }) => id)).toEqual([
      ownerId,
    ]);

    expect(await thiefTries(thief, ownerId)).toEqual(refusedAll);
    recordAttack('session of an unlinked wallet: refresh, link, unlink, sign out all', 4, 4);

    // The owner's own session goes on, and their wallet still signs in to their account.
    const refreshed = await call('refreshSession', { refreshToken: ownerSession.refreshToken });
    expect(refreshed.status).toBe(200);
    expect((await signIn(owner)).json.user.id).toBe(ownerSession.user.id);
    // The unlinked wallet is nobody's now: it signs in as a new, empty user.
    const again = await signIn(stolen);
    expect(again.json.user.id).not.toBe(ownerSession.user.id);
    expect(again.json.user.verifiedCredentials).toHaveLength(1);
  });

  it('an email: every session its code signed in ends, wherever it was', async () => {
    const email = 'victim-email@example.com';
    const first = await emailLogin(email);
    // The owner adds a wallet and signs in with it; the thief, holding the inbox, logs in by code.
    const owner = createTestSigner();
    expect((await signIn(owner, first.accessToken)).status).toBe(200);
    const { json: ownerSession } = await signIn(owner);
    const thief = await emailLogin(email);
    expect(thief.user.id).toBe(ownerSession.user.id);
    const emailCredential = thief.user.verifiedCredentials.find(
      (credential: { format: string }) => credential.format === 'email',
    );
    expect(thief.user.lastVerifiedCredentialId).toBe(emailCredential.id);

    const unlinked = await call(
      'unlinkCredential',
      { credentialId: emailCredential.id },
      ownerSession.accessToken,
    );
    expect(unlinked.status).toBe(200);
    const ownerWallet = ownerSession.user.lastVerifiedCredentialId;
    expect(await thiefTries(thief, ownerWallet)).toEqual(refusedAll);
    // The owner's first session was the email's too: it ended with it.
    expect((await call('refreshSession', { refreshToken: first.refreshToken })).status).toBe(401);
    expect((await call('refreshSession', { refreshToken: ownerSession.refreshToken })).status).toBe(
      200,
    );
    recordAttack('session of an unlinked email: refresh, link, unlink, sign out all', 4, 4);
  });

  it('an OpenID account: the session its ID token signed in ends with it', async () => {
    const first = await googleLogin('victim-google');
    const owner = createTestSigner();
    expect((await signIn(owner, first.accessToken)).status).toBe(200);
    const { json: ownerSession } = await signIn(owner);
    const thief = await googleLogin('victim-google');
    expect(thief.user.id).toBe(ownerSession.user.id);
    const google = thief.user.verifiedCredentials.find(
      (credential: { format: string }) => credential.format === 'oauth',
    );
    expect(thief.user.lastVerifiedCredentialId).toBe(google.id);

    expect(
      (await call('unlinkCredential', { credentialId: google.id }, ownerSession.accessToken))
        .status,
    ).toBe(200);
    expect(await thiefTries(thief, ownerSession.user.lastVerifiedCredentialId)).toEqual(refusedAll);
    recordAttack(
      'session of an unlinked OpenID account: refresh, link, unlink, sign out all',
      4,
      4,
    );
  });

  it('linking never moves what a session was proven with; its own credential cannot be unlinked', async () => {
    const owner = createTestSigner();
    const { json: session } = await signIn(owner);
    const other = createTestSigner();
    const linked = await signIn(other, session.accessToken);
    // The session stays the first wallet's: its token names it, and linking moved nothing.
    expect(linked.json.user.lastVerifiedCredentialId).toBe(session.user.lastVerifiedCredentialId);
    expect(linked.json.user.verifiedCredentials).toHaveLength(2);
    const inUse = await call(
      'unlinkCredential',
      { credentialId: session.user.lastVerifiedCredentialId },
      session.accessToken,
    );
    expect([inUse.status, inUse.json.error.code]).toEqual([409, 'CREDENTIAL_IN_USE']);
    // Unlinking the wallet linked in this session leaves it signed in.
    const otherId = linked.json.user.verifiedCredentials.find(
      ({ id }: { id: string }) => id !== session.user.lastVerifiedCredentialId,
    ).id;
    const unlinked = await call('unlinkCredential', { credentialId: otherId }, session.accessToken);
    expect(unlinked.status).toBe(200);
    expect(unlinked.json.user.lastVerifiedCredentialId).toBe(session.user.lastVerifiedCredentialId);
    expect((await call('refreshSession', { refreshToken: session.refreshToken })).status).toBe(200);
  });
});

describe('sign out everywhere', () => {
  it('ends every session of the user, on every device, and nobody else’s', async () => {
    const owner = createTestSigner();
    const laptop = (await signIn(owner)).json;
    const phone = (await signIn(owner)).json;
    const stranger = (await signIn(createTestSigner())).json;
    const answer = await call('signOutEverywhere', {}, phone.accessToken);
    expect([answer.status, answer.json]).toEqual([200, { signedOut: true, sessions: 2 }]);
    for (const session of [laptop, phone]) {
      expect((await call('refreshSession', { refreshToken: session.refreshToken })).status).toBe(
        401,
      );
    }
    expect((await call('refreshSession', { refreshToken: stranger.refreshToken })).status).toBe(
      200,
    );
    // An ended session cannot sign anyone out again.
    const again = await call('signOutEverywhere', {}, laptop.accessToken);
    expect([again.status, again.json.error.code]).toEqual([401, 'SESSION_REQUIRED']);
  });
});
