import { p256 } from '@noble/curves/nist.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OAuthServerStack, startOAuthServer } from '../oauth/oauth-server.fixture.js';
import {
  APP_ORIGIN,
  callSession,
  createTestSigner,
  signInWallet,
} from '../sessions/session-server.fixture.js';
import { recordAttack } from '../testing/record-attack.fixture.js';

// Linking an email and an OpenID account to a signed-in user, against the sandbox's custody
// emulator and OpenID provider: each is proven, and signing in with it later lands on the same
// user and the same embedded wallet.

let stack: OAuthServerStack;
beforeAll(async () => {
  stack = await startOAuthServer({ server: { allowedOrigins: [APP_ORIGIN] } });
});
afterAll(() => stack?.stop());

const uniqueEmail = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;
const lastCode = (email: string) =>
  stack.custody.admin
    .outbox()
    .filter((message) => message.to === email && message.otpCode)
    .at(-1)?.otpCode as string;
const kinds = (session: { user: { verifiedCredentials: { kind: string }[] } }) =>
  session.user.verifiedCredentials.map((credential) => credential.kind).sort();

async function walletUser() {
  const signedIn = await signInWallet(stack.server, createTestSigner());
  expect(signedIn.status).toBe(200);
  return signedIn.json.accessToken as string;
}

/** Links `email` to the user of `accessToken`, the code read from the emulator's outbox. */
async function linkEmail(accessToken: string, email: string, code?: string) {
  const started = await callSession(stack.server, 'startEmailLink', { email }, { accessToken });
  expect(started.status).toBe(200);
  return callSession(
    stack.server,
    'verifyEmailLink',
    { ...started.json, code: code ?? lastCode(email) },
    { accessToken },
  );
}

function googleToken(sub: string, claims: Record<string, unknown> = {}) {
  const key = stack.sessionKey();
  const idToken = stack.openId.signIdToken('google', { nonce: key.nonce, sub, ...claims });
  return { key, body: { provider: 'google', publicKey: key.publicKey, idToken } };
}

async function emailSignIn(email: string) {
  const started = await stack.post('/embedded/email-login', { email });
  const targetPublicKey = bytesToHex(p256.getPublicKey(p256.utils.randomSecretKey(), false));
  return stack.post('/embedded/email-login/verify', {
    ...started.body,
    code: lastCode(email),
    targetPublicKey,
  });
}

const walletOf = (session: {
  user: { verifiedCredentials: { kind: string; walletProperties?: object }[] };
}) =>
  session.user.verifiedCredentials.find((credential) => credential.kind === 'embedded-wallet')
    ?.walletProperties as { turnkeySubOrganizationId: string } | undefined;

describe('linking an email and an OpenID account', () => {
  it('a wallet-first user links an email and Google; each signs in to the same user and embedded wallet', async () => {
    const accessToken = await walletUser();
    const email = uniqueEmail('ada');
    const linked = await linkEmail(accessToken, email);
    expect(linked.status).toBe(200);
    // The email needs a wallet to sign in to: the account got its embedded wallet.
    expect(kinds(linked.json)).toEqual(['email', 'embedded-wallet', 'solana-wallet']);
    const organizationId = walletOf(linked.json)?.turnkeySubOrganizationId;
    expect(organizationId).toEqual(expect.any(String));

    const sub = `ada-${crypto.randomUUID()}`;
    const google = await callSession(stack.server, 'linkOpenId', googleToken(sub).body, {
      accessToken: linked.json.accessToken,
    });
    expect(google.status).toBe(200);
    expect(kinds(google.json)).toEqual(['email', 'embedded-wallet', 'oauth', 'solana-wallet']);

    const byEmail = await emailSignIn(email);
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.session.user.id).toBe(linked.json.user.id);
    expect(byEmail.body.organizationId).toBe(organizationId);

    const again = googleToken(sub);
    const byGoogle = await stack.oauthLogin(again.body);
    expect(byGoogle.status).toBe(200);
    expect(byGoogle.body).toMatchObject({ created: false, organizationId });
    expect(byGoogle.body.session.user.id).toBe(linked.json.user.id);
    // The provider logged the browser's key in to that wallet's organization.
    expect(await stack.canStamp(again.key, organizationId as string)).toBe(true);
    expect(kinds(byGoogle.body.session)).toEqual([
      'email',
      'embedded-wallet',
      'oauth',
      'solana-wallet',
    ]);
  });

  it('an email user links Apple: signing in with it reaches their own wallet', async () => {
    const email = uniqueEmail('grace');
    const first = await emailSignIn(email);
    expect(first.status).toBe(200);
    const sub = `grace-${crypto.randomUUID()}`;
    const key = stack.sessionKey();
    const idToken = stack.openId.signIdToken('apple', { nonce: key.nonce, sub });
    const linked = await callSession(
      stack.server,
      'linkOpenId',
      { provider: 'apple', publicKey: key.publicKey, idToken },
      // The email sign-in was answered at http://server: its token's issuer.
      { accessToken: first.body.session.accessToken, base: 'http://server' },
    );
    expect(linked.json).toMatchObject({ user: expect.any(Object) });
    const later = stack.sessionKey();
    const byApple = await stack.oauthLogin({
      provider: 'apple',
      publicKey: later.publicKey,
      idToken: stack.openId.signIdToken('apple', { nonce: later.nonce, sub }),
    });
    expect(byApple.status).toBe(200);
    expect(byApple.body.organizationId).toBe(first.body.organizationId);
    expect(byApple.body.session.user.id).toBe(first.body.session.user.id);
    expect(await stack.canStamp(later, first.body.organizationId)).toBe(true);
  });

  it('an unlinked email no longer signs in to the account; the other credentials still do', async () => {
    const accessToken = await walletUser();
    const email = uniqueEmail('alan');
    const linked = await linkEmail(accessToken, email);
    const emailCredential = linked.json.user.verifiedCredentials.find(
      (credential: { kind: string }) => credential.kind === 'email',
    );
    const unlinked = await callSession(
      stack.server,
      'unlinkCredential',
      { credentialId: emailCredential.id },
      { accessToken: linked.json.accessToken },
    );
    expect(unlinked.status).toBe(200);
    expect(kinds(unlinked.json)).toEqual(['embedded-wallet', 'solana-wallet']);
    const byEmail = await emailSignIn(email);
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.session.user.id).not.toBe(linked.json.user.id);
    expect(byEmail.body.organizationId).not.toBe(walletOf(linked.json)?.turnkeySubOrganizationId);
  });
});

describe('linking, attacked', () => {
  it('refuses a link without a session, with a wrong code, or of an email or account another user holds', async () => {
    const victimEmail = uniqueEmail('victim');
    const victim = await emailSignIn(victimEmail);
    const victimSub = `victim-${crypto.randomUUID()}`;
    const victimGoogle = await stack.oauthLogin(googleToken(victimSub).body);
    expect(victimGoogle.status).toBe(200);
    const accessToken = await walletUser();
    const outcomes: [string, number, string][] = [];
    const note = (what: string, answer: { status: number; json: { error?: { code: string } } }) =>
      outcomes.push([what, answer.status, answer.json.error?.code ?? 'none']);

    note(
      'no session: start',
      await callSession(stack.server, 'startEmailLink', { email: uniqueEmail('x') }),
    );
    note(
      'no session: verify',
      await callSession(stack.server, 'verifyEmailLink', { otpId: 'x', code: 'AAAAAAAAA' }),
    );
    note(
      'no session: openid',
      await callSession(stack.server, 'linkOpenId', googleToken('nobody').body),
    );
    note('wrong code', await linkEmail(accessToken, uniqueEmail('mine'), 'AAAAAAAAA'));
    // The victim's own email: the attacker gets a code sent, but it goes to the victim's inbox.
    note('victim email, guessed code', await linkEmail(accessToken, victimEmail, 'BBBBBBBBB'));
    // Even with the code (the victim was tricked into reading it out): held by another user.
    note('victim email, real code', await linkEmail(accessToken, victimEmail));
    note(
      'victim google account',
      await callSession(stack.server, 'linkOpenId', googleToken(victimSub).body, { accessToken }),
    );
    const wrongNonce = googleToken(`other-${crypto.randomUUID()}`);
    note(
      'token bound to another key',
      await callSession(
        stack.server,
        'linkOpenId',
        { ...wrongNonce.body, publicKey: stack.sessionKey().publicKey },
        { accessToken },
      ),
    );
    const once = googleToken(`once-${crypto.randomUUID()}`);
    expect((await callSession(stack.server, 'linkOpenId', once.body, { accessToken })).status).toBe(
      200,
    );
    const other = await walletUser();
    note(
      'replayed token, another user',
      await callSession(stack.server, 'linkOpenId', once.body, { accessToken: other }),
    );
    expect(outcomes.map(([what, status, code]) => [what, status, code])).toEqual([
      ['no session: start', 401, 'SESSION_REQUIRED'],
      ['no session: verify', 401, 'SESSION_REQUIRED'],
      ['no session: openid', 401, 'SESSION_REQUIRED'],
      ['wrong code', 400, 'CODE_INVALID_OR_EXPIRED'],
      ['victim email, guessed code', 400, 'CODE_INVALID_OR_EXPIRED'],
      ['victim email, real code', 409, 'CREDENTIAL_LINKED_ELSEWHERE'],
      ['victim google account', 409, 'CREDENTIAL_LINKED_ELSEWHERE'],
      ['token bound to another key', 401, expect.stringMatching(/^OAUTH_/)],
      ['replayed token, another user', 401, expect.stringMatching(/^OAUTH_/)],
    ]);
    // The victim still signs in to their own account and wallet.
    const back = await emailSignIn(victimEmail);
    expect(back.body.session.user.id).toBe(victim.body.session.user.id);
    expect(back.body.organizationId).toBe(victim.body.organizationId);
    recordAttack(
      'linking without proof or of another user’s credential',
      outcomes.length,
      outcomes.length,
      'attack',
    );
  });
});
