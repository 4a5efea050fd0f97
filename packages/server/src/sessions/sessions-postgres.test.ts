import { type RunningCustodyServer, startCustodyServer } from '@latchkey/sandbox';
import { softwarePasskey } from '@latchkey/sandbox/testing';
import { p256 } from '@noble/curves/nist.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../../../../scripts/test-postgres.js';
import type { LatchkeyServer } from '../create-latchkey-server.js';
import { createPostgresDatabase } from '../database/postgres-database.js';
import { MFA_ACTIONS, MFA_OPT_IN_ACTIONS } from '../mfa/mfa-options.js';
import { createTestDevice } from '../mfa/test-device.fixture.js';
import { totpCodeAt } from '../mfa/totp-codes.js';
import { custodyParametersOf } from '../testing/custody-parameters.fixture.js';
import { recordAttack } from '../testing/record-attack.fixture.js';
import { verifySession } from '../verify/index.js';
import {
  APP_ORIGIN,
  callSession,
  createTestSigner,
  ENVIRONMENT,
  signInWallet,
  startSessionServer,
} from './session-server.fixture.js';

// Two server instances on one Debian PostgreSQL, as a host runs them behind a load balancer:
// what one issues the other honours, and what one burns or revokes the other refuses.

const issuer = 'https://auth.acme.example';
let postgres: TestPostgres;
let one: LatchkeyServer;
let two: LatchkeyServer;
let custody: RunningCustodyServer;

beforeAll(async () => {
  postgres = await startTestPostgres();
  custody = await startCustodyServer({ host: '127.0.0.1', port: 0 });
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('CREATE DATABASE sessions');
  await admin.end();
  const url = postgres.url.replace(/\/postgres$/, '/sessions');
  // Started together: they migrate and make the signing key between them.
  const started = await Promise.all(
    [1, 2].map(() =>
      startSessionServer({
        database: createPostgresDatabase({ connectionString: url }),
        sessions: { issuer },
        custody: custodyParametersOf(custody),
        mfa: { require: [...MFA_ACTIONS, ...MFA_OPT_IN_ACTIONS] },
      }),
    ),
  );
  [one, two] = started as [LatchkeyServer, LatchkeyServer];
}, 60_000);
afterAll(async () => {
  await one?.close();
  await two?.close();
  await postgres?.stop();
  await custody?.close();
});

/** An email login on `server` with the code from the custody emulator's outbox. */
async function emailSignIn(server: LatchkeyServer, email: string) {
  const post = async (path: string, body: Record<string, unknown>) => {
    const response = await server.fetch(
      new Request(`${issuer}/api/v0${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${ENVIRONMENT.authToken}`,
        },
        body: JSON.stringify({ environmentId: ENVIRONMENT.id, ...body }),
      }),
      { clientIp: '203.0.113.9' },
    );
    return response.json();
  };
  const started = await post('/embedded/email-login', { email });
  return post('/embedded/email-login/verify', {
    ...started,
    code: lastCode(email),
    targetPublicKey: bytesToHex(p256.getPublicKey(p256.utils.randomSecretKey(), false)),
  });
}
const lastCode = (email: string) =>
  custody.admin
    .outbox()
    .filter((message) => message.to === email && message.otpCode)
    .at(-1)?.otpCode as string;

const jwksOf = async (server: LatchkeyServer) =>
  (await server.fetch(new Request(`${issuer}/.well-known/jwks.json`))).json();

describe('two instances on PostgreSQL', () => {
  it('publish one key set, and a token one issues verifies on the other', async () => {
    const keys = await jwksOf(one);
    expect(keys.keys).toHaveLength(1);
    expect(await jwksOf(two)).toEqual(keys);
    const wallet = createTestSigner();
    const { json: session } = await signInWallet(one, wallet);
    const verified = await verifySession(session.accessToken, {
      issuer,
      audience: ENVIRONMENT.id,
      jwks: await jwksOf(two),
    });
    expect(verified.userId).toBe(session.user.id);
    // The other instance acts for the user on that token: it links a second wallet.
    const linked = await signInWallet(two, createTestSigner(), {
      route: 'linkWallet',
      accessToken: session.accessToken,
    });
    expect(linked.status).toBe(200);
    expect(linked.json.user.verifiedCredentials).toHaveLength(2);
  });

  it('of 100 concurrent replays of one signed sign-in across both, exactly one wins', async () => {
    const wallet = createTestSigner();
    const challenge = await callSession(one, 'createSignInChallenge', { chainId: 'solana:devnet' });
    const body = wallet.signIn(challenge.json.input);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        callSession(index % 2 ? one : two, 'signInWithWallet', body),
      ),
    );
    const issued = answers.filter((answer) => answer.status === 200);
    expect(issued).toHaveLength(1);
    const refused = answers.filter(
      (answer) => answer.status === 401 && answer.json.error.code === 'CHALLENGE_INVALID',
    );
    expect(refused).toHaveLength(99);
    recordAttack('replayed sign-in nonce across two instances', 99, refused.length, 'sign-in');
  });

  it('a refresh token reused on the other instance revokes the session on both', async () => {
    const { json: session } = await signInWallet(one, createTestSigner());
    const rotated = await callSession(one, 'refreshSession', {
      refreshToken: session.refreshToken,
    });
    expect(rotated.status).toBe(200);
    const reused = await callSession(two, 'refreshSession', { refreshToken: session.refreshToken });
    expect([reused.status, reused.json.error.code]).toEqual([401, 'REFRESH_TOKEN_REUSED']);
    for (const server of [one, two]) {
      const next = await callSession(server, 'refreshSession', {
        refreshToken: rotated.json.refreshToken,
      });
      expect([next.status, next.json.error.code]).toEqual([401, 'REFRESH_TOKEN_INVALID']);
    }
    recordAttack('refresh token used twice across two instances', 1, 1, 'sign-in');
  });

  it('of concurrent refreshes with one token on both, one rotates and the session is revoked', async () => {
    const { json: session } = await signInWallet(two, createTestSigner());
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        callSession(index % 2 ? one : two, 'refreshSession', {
          refreshToken: session.refreshToken,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const winner = answers.find((answer) => answer.status === 200);
    const after = await callSession(one, 'refreshSession', {
      refreshToken: winner?.json.refreshToken,
    });
    expect(after.status).toBe(401);
  });

  it('signed out on one, its refresh token is refused on the other', async () => {
    const { json: session } = await signInWallet(one, createTestSigner());
    expect((await callSession(one, 'signOut', { refreshToken: session.refreshToken })).status).toBe(
      200,
    );
    const refresh = await callSession(two, 'refreshSession', {
      refreshToken: session.refreshToken,
    });
    expect([refresh.status, refresh.json.error.code]).toEqual([401, 'REFRESH_TOKEN_INVALID']);
  });

  it('owner and thief unlinking each other’s wallet at once on both: exactly one acts', async () => {
    for (let round = 0; round < 10; round++) {
      const owner = createTestSigner();
      const stolen = createTestSigner();
      const { json: ownerSession } = await signInWallet(one, owner);
      await signInWallet(one, stolen, {
        route: 'linkWallet',
        accessToken: ownerSession.accessToken,
      });
      const { json: thief } = await signInWallet(two, stolen);
      const [byOwner, byThief] = await Promise.all([
        callSession(
          one,
          'unlinkCredential',
          { credentialId: thief.user.lastVerifiedCredentialId },
          { accessToken: ownerSession.accessToken },
        ),
        callSession(
          two,
          'unlinkCredential',
          { credentialId: ownerSession.user.lastVerifiedCredentialId },
          { accessToken: thief.accessToken },
        ),
      ]);
      // Whoever's unlink commits first ends the other's session before it can act.
      expect([byOwner.status, byThief.status].sort()).toEqual([200, 401]);
      const loser = byThief.status === 200 ? ownerSession : thief;
      const refresh = await callSession(two, 'refreshSession', {
        refreshToken: loser.refreshToken,
      });
      expect(refresh.status).toBe(401);
    }
    recordAttack('unlink race between owner and thief across two instances', 10, 10);
  });

  it('an email linked on one is the same user’s sign-in on the other', async () => {
    const { json: session } = await signInWallet(one, createTestSigner(), { base: issuer });
    const email = `both-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const at = { accessToken: session.accessToken, base: issuer };
    const started = await callSession(one, 'startEmailLink', { email }, at);
    const linked = await callSession(
      one,
      'verifyEmailLink',
      { ...started.json, code: lastCode(email) },
      at,
    );
    expect(linked.status).toBe(200);
    const signedIn = await emailSignIn(two, email);
    expect(signedIn.session.user.id).toBe(session.user.id);
  });

  it('one enrolment confirmed on both at once: one factor; a code is used once across both', async () => {
    const { json: session } = await signInWallet(one, createTestSigner());
    const { accessToken } = session;
    const started = await callSession(two, 'startTotpEnrollment', {}, { accessToken });
    const { factorId, secret } = started.json;
    // Both steps' codes are good now; every confirmation races under the user's lock.
    const codes = [totpCodeAt(secret, Date.now()), totpCodeAt(secret, Date.now() + 30_000)];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        callSession(
          index % 2 ? one : two,
          'confirmTotpEnrollment',
          {
            factorId,
            code: codes[index % 2],
          },
          { accessToken },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(
      answers.filter((answer) => answer.json.error?.code === 'MFA_ALREADY_ENROLLED'),
    ).toHaveLength(9);
    const listed = await callSession(one, 'listMfaFactors', {}, { accessToken });
    expect(listed.json.factors).toHaveLength(1);
    // One recovery code sent to both at once, four times: used once.
    const [recoveryCode] =
      answers.find((answer) => answer.status === 200)?.json.recoveryCodes ?? [];
    const verifies = await Promise.all(
      [one, two, one, two].map((server) =>
        callSession(server, 'verifyMfa', { recoveryCode }, { accessToken }),
      ),
    );
    expect(verifies.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400]);
    recordAttack(
      'double TOTP enrolment and one recovery code used on two instances at once',
      12,
      12,
    );
  });

  it('one held sign-in completed on both at once with six good recovery codes: one session, one code spent', async () => {
    const wallet = createTestSigner();
    const { json: session } = await signInWallet(one, wallet);
    const { accessToken } = session;
    const started = await callSession(one, 'startTotpEnrollment', {}, { accessToken });
    const confirmed = await callSession(
      two,
      'confirmTotpEnrollment',
      { factorId: started.json.factorId, code: totpCodeAt(started.json.secret, Date.now()) },
      { accessToken },
    );
    const codes: string[] = confirmed.json.recoveryCodes;
    // The app was set up without a device key: this one is new.
    const held = await signInWallet(two, wallet, { device: await createTestDevice() });
    expect(held.json.error.code).toBe('MFA_REQUIRED');
    const answers = await Promise.all(
      codes
        .slice(0, 6)
        .map((recoveryCode, index) =>
          callSession(
            index % 2 ? one : two,
            'verifyMfa',
            { pendingSignIn: held.json.error.pendingSignIn, recoveryCode },
            { clientIp: `198.51.100.${index + 1}` },
          ),
        ),
    );
    const won = answers.filter((answer) => answer.status === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((answer) => answer.json.error?.code === 'SESSION_REQUIRED')).toHaveLength(
      5,
    );
    const listed = await callSession(
      two,
      'listMfaFactors',
      {},
      { accessToken: won[0]?.json.accessToken },
    );
    expect(listed.json.recoveryCodesLeft).toBe(9);
    recordAttack('one held sign-in completed six times on two instances at once', 5, 5, 'sign-in');
  });

  it('one passkey registration confirmed on both at once: one factor; an answer counts once across both', async () => {
    const { json: session } = await signInWallet(two, createTestSigner());
    const { accessToken } = session;
    const passkey = softwarePasskey({ rpId: new URL(APP_ORIGIN).hostname });
    const started = await callSession(one, 'startPasskeyEnrollment', {}, { accessToken });
    const registration = passkey.registrationJson(started.json.options.challenge, APP_ORIGIN);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        callSession(
          index % 2 ? one : two,
          'confirmPasskeyEnrollment',
          { registration },
          {
            accessToken,
          },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(
      answers.filter((answer) => answer.json.error?.code === 'MFA_PASSKEY_INVALID'),
    ).toHaveLength(9);
    const listed = await callSession(two, 'listMfaFactors', {}, { accessToken });
    expect(listed.json.factors).toHaveLength(1);
    // One answer to the session's challenge, sent to both at once, four times: counted once.
    const check = await callSession(two, 'startPasskeyCheck', {}, { accessToken });
    const answer = passkey.assertionJson(check.json.options.challenge, APP_ORIGIN);
    const verifies = await Promise.all(
      [one, two, one, two].map((server, index) =>
        callSession(
          server,
          'verifyMfa',
          { passkey: answer },
          {
            accessToken,
            clientIp: `198.51.100.${index + 1}`,
          },
        ),
      ),
    );
    expect(verifies.map((verified) => verified.status).sort()).toEqual([200, 400, 400, 400]);
    recordAttack(
      'double passkey enrolment and one passkey answer used on two instances at once',
      12,
      12,
    );
  });
});
