import { softwarePasskey } from '@latchkey/sandbox/testing';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LatchkeyServer } from '../create-latchkey-server.js';
import {
  APP_ORIGIN,
  callSession,
  createTestSigner,
  signInWallet,
  startSessionServer,
} from '../sessions/session-server.fixture.js';
import { recordAttack } from '../testing/record-attack.fixture.js';
import { MFA_ACTIONS, MFA_OPT_IN_ACTIONS } from './mfa-options.js';
import { createTestDevice, type TestDevice } from './test-device.fixture.js';
import { totpCodeAt } from './totp-codes.js';

// A second factor before a sign-in on a device new to the user (mfa.require 'signInNewDevice'):
// the first factor alone, from a device the user never proved a factor on, gets no session.

let server: LatchkeyServer;
let lenient: LatchkeyServer;
let clock = Date.UTC(2026, 11, 3, 12, 0, 0);
const step = () => {
  clock += 30_000;
  return clock;
};

beforeAll(async () => {
  const options = { now: () => clock, sessions: { accessTokenSeconds: 86_400 } };
  server = await startSessionServer({
    ...options,
    mfa: { require: [...MFA_ACTIONS, ...MFA_OPT_IN_ACTIONS] },
  });
  lenient = await startSessionServer(options);
}, 30_000);
afterAll(async () => {
  await server?.close();
  await lenient?.close();
});

const codeOf = (answer: { status: number; json: { error?: { code: string } } }) =>
  answer.json.error?.code ?? answer.status;

/** A wallet user who set up an authenticator app on `device`. */
async function userWithApp(on: LatchkeyServer, device: TestDevice) {
  const wallet = createTestSigner();
  const signedIn = await signInWallet(on, wallet, { device });
  const accessToken = signedIn.json.accessToken as string;
  const started = await callSession(on, 'startTotpEnrollment', {}, { accessToken });
  const { factorId, secret } = started.json;
  const confirmed = await callSession(
    on,
    'confirmTotpEnrollment',
    { factorId, code: totpCodeAt(secret, clock) },
    { accessToken, device },
  );
  expect(confirmed.status).toBe(200);
  return { wallet, secret: secret as string, recoveryCodes: confirmed.json.recoveryCodes };
}

describe('a second factor before signing in on a new device', () => {
  it('holds a new device for the factor, then lets both devices straight in', async () => {
    const [laptop, phone] = [await createTestDevice(), await createTestDevice()];
    const { wallet, secret } = await userWithApp(server, laptop);
    // Where the factor was set up, a sign-in goes straight through.
    expect((await signInWallet(server, wallet, { device: laptop })).status).toBe(200);
    const held = await signInWallet(server, wallet, { device: phone });
    expect([held.status, held.json.error.code]).toEqual([403, 'MFA_REQUIRED']);
    expect(held.json.error.factors).toEqual(['totp']);
    expect(held.json.error.pendingSignIn).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(held.json)).not.toMatch(/accessToken|refreshToken/);
    const pendingSignIn = held.json.error.pendingSignIn;
    const wrong = await callSession(server, 'verifyMfa', { pendingSignIn, code: '000000' });
    expect(codeOf(wrong)).toBe('MFA_CODE_INVALID');
    const done = await callSession(
      server,
      'verifyMfa',
      { pendingSignIn, code: totpCodeAt(secret, step()) },
      { device: phone },
    );
    expect(done.status).toBe(200);
    expect(done.json.refreshToken).toEqual(expect.any(String));
    expect(decodeJwt(done.json.accessToken).amr).toEqual(['solana-wallet', 'totp', 'mfa']);
    expect(done.json.mfa.method).toBe('totp');
    // The session works like any other.
    const listed = await callSession(
      server,
      'listMfaFactors',
      {},
      { accessToken: done.json.accessToken },
    );
    expect(listed.json.required).toContain('signInNewDevice');
    // The phone proved the factor: it is not asked again.
    expect((await signInWallet(server, wallet, { device: phone })).status).toBe(200);
    // Completing twice: the held sign-in is gone.
    const again = await callSession(server, 'verifyMfa', {
      pendingSignIn,
      code: totpCodeAt(secret, step()),
    });
    expect([again.status, codeOf(again)]).toEqual([401, 'SESSION_REQUIRED']);
  });

  it('completes with a recovery code, or a passkey factor answering a challenge for the held sign-in', async () => {
    const [laptop, tablet] = [await createTestDevice(), await createTestDevice()];
    const { wallet, recoveryCodes } = await userWithApp(server, laptop);
    const first = await signInWallet(server, wallet, { device: tablet });
    const byCode = await callSession(server, 'verifyMfa', {
      pendingSignIn: first.json.error.pendingSignIn,
      recoveryCode: recoveryCodes[0],
    });
    expect([byCode.status, byCode.json.mfa.method]).toEqual([200, 'recovery-code']);

    // A user whose only factor is a security key.
    const passkey = softwarePasskey({ rpId: new URL(APP_ORIGIN).hostname });
    const owner = createTestSigner();
    const signedIn = await signInWallet(server, owner, { device: laptop });
    const accessToken = signedIn.json.accessToken;
    const enrol = await callSession(server, 'startPasskeyEnrollment', {}, { accessToken });
    const registration = passkey.registrationJson(enrol.json.options.challenge, APP_ORIGIN);
    const added = await callSession(
      server,
      'confirmPasskeyEnrollment',
      { registration },
      { accessToken },
    );
    expect(added.status).toBe(200);
    const held = await signInWallet(server, owner, { device: tablet });
    expect(held.json.error.factors).toEqual(['passkey']);
    const pendingSignIn = held.json.error.pendingSignIn;
    // No session: the challenge is the held sign-in's.
    const check = await callSession(server, 'startPasskeyCheck', { pendingSignIn });
    expect(check.status).toBe(200);
    const answer = passkey.assertionJson(check.json.options.challenge, APP_ORIGIN);
    const done = await callSession(server, 'verifyMfa', { pendingSignIn, passkey: answer });
    expect([done.status, done.json.mfa.method]).toEqual([200, 'passkey']);
  });

  it('refuses every way around the factor', async () => {
    const [laptop, attacker] = [await createTestDevice(), await createTestDevice()];
    const { wallet, secret } = await userWithApp(server, laptop);
    const signIn = () => signInWallet(server, wallet, { device: attacker });
    const heldAnswers = [];
    // The laptop's public key with the attacker's signature; the laptop's header replayed on
    // another body; no header; a header that is not one.
    const challenge = async () =>
      (await callSession(server, 'createSignInChallenge', { chainId: 'solana:devnet' })).json.input;
    const laptopHeader = await laptop.header('{"environmentId":"acme"}');
    const forged = {
      publicKey: laptop.publicKey,
      header: async (body: string) =>
        `${laptop.publicKey}.${(await attacker.header(body)).split('.')[1]}`,
    };
    const replayed = { publicKey: laptop.publicKey, header: async () => laptopHeader };
    const garbage = { publicKey: 'x', header: async () => 'not.a.device.header' };
    for (const device of [forged, replayed, garbage]) {
      heldAnswers.push(
        await callSession(server, 'signInWithWallet', wallet.signIn(await challenge()), { device }),
      );
    }
    heldAnswers.push(
      await callSession(server, 'signInWithWallet', wallet.signIn(await challenge())),
    );
    expect(heldAnswers.map(codeOf)).toEqual(Array(4).fill('MFA_REQUIRED'));
    recordAttack('sign-in on a new device passed off as a known one', 4, 4, 'sign-in');

    // A held sign-in completed from another environment, or respelled, or after its 5 minutes.
    const held = await signIn();
    const pendingSignIn: string = held.json.error.pendingSignIn;
    const code = totpCodeAt(secret, step());
    const elsewhere = await callSession(
      server,
      'verifyMfa',
      { pendingSignIn, code },
      { environmentId: 'other' },
    );
    const last = pendingSignIn.at(-1) === 'A' ? 'B' : 'A';
    const respelled = await callSession(server, 'verifyMfa', {
      pendingSignIn: `${pendingSignIn.slice(0, -1)}${last}`,
      code,
    });
    const expiring = await signIn();
    clock += 5 * 60_000 + 1;
    const expired = await callSession(server, 'verifyMfa', {
      pendingSignIn: expiring.json.error.pendingSignIn,
      code: totpCodeAt(secret, clock),
    });
    expect([elsewhere, respelled, expired].map(codeOf)).toEqual(Array(3).fill('SESSION_REQUIRED'));
    recordAttack('a held sign-in completed elsewhere, respelled or late', 3, 3, 'sign-in');

    // Guessing: the per-user-and-network limit stops it, the right code included.
    const guessed = await signIn();
    const guesses = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const guess = String(100_000 + attempt);
      guesses.push(
        await callSession(server, 'verifyMfa', {
          pendingSignIn: guessed.json.error.pendingSignIn,
          code: guess,
        }),
      );
    }
    expect(guesses.map(codeOf).at(-1)).toBe('RATE_LIMITED');
    const right = await callSession(server, 'verifyMfa', {
      pendingSignIn: guessed.json.error.pendingSignIn,
      code: totpCodeAt(secret, step()),
    });
    expect(codeOf(right)).toBe('RATE_LIMITED');
    // The owner, from their own network, is not locked out.
    const owner = await callSession(
      server,
      'verifyMfa',
      { pendingSignIn: guessed.json.error.pendingSignIn, code: totpCodeAt(secret, step()) },
      { clientIp: '198.51.100.99' },
    );
    expect(owner.status).toBe(200);
    recordAttack('guessing the code of a held sign-in', 6, 6, 'sign-in');
  });

  it('forgets every device when the user signs out everywhere', async () => {
    const laptop = await createTestDevice();
    const { wallet, secret } = await userWithApp(server, laptop);
    const signedIn = await signInWallet(server, wallet, { device: laptop });
    expect(signedIn.status).toBe(200);
    const held = await signInWallet(server, wallet, { device: await createTestDevice() });
    const everywhere = await callSession(
      server,
      'signOutEverywhere',
      {},
      { accessToken: signedIn.json.accessToken },
    );
    expect(everywhere.status).toBe(200);
    // The laptop proves the factor again; the sign-in held elsewhere ended with the rest.
    const again = await signInWallet(server, wallet, { device: laptop });
    expect(codeOf(again)).toBe('MFA_REQUIRED');
    const late = await callSession(server, 'verifyMfa', {
      pendingSignIn: held.json.error.pendingSignIn,
      code: totpCodeAt(secret, step()),
    });
    expect(codeOf(late)).toBe('SESSION_REQUIRED');
  });

  it('asks nothing of a user without a factor, nor when the host did not ask for it', async () => {
    const device = await createTestDevice();
    expect((await signInWallet(server, createTestSigner(), { device })).status).toBe(200);
    const { wallet } = await userWithApp(lenient, device);
    expect((await signInWallet(lenient, wallet, { device: await createTestDevice() })).status).toBe(
      200,
    );
    await expect(
      startSessionServer({ mfa: { require: ['signInEverywhere' as never] } }),
    ).rejects.toThrow(/signInNewDevice/);
  }, 30_000);
});
