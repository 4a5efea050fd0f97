import { softwarePasskey } from '@latchkey/sandbox/testing';
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

let server: LatchkeyServer;
let clock = Date.UTC(2026, 11, 2, 12, 0, 0);
const RP_ID = new URL(APP_ORIGIN).hostname;

beforeAll(async () => {
  server = await startSessionServer({ now: () => clock, sessions: { accessTokenSeconds: 86_400 } });
}, 30_000);
afterAll(async () => server?.close());

const codeOf = (answer: { status: number; json: { error?: { code: string } } }) =>
  answer.json.error?.code ?? answer.status;

/** A wallet user who added `passkey` as their second factor; their session's token after it. */
async function userWithPasskey(passkey = softwarePasskey({ rpId: RP_ID })) {
  const signer = createTestSigner();
  const signedIn = await signInWallet(server, signer);
  const accessToken = signedIn.json.accessToken as string;
  const started = await callSession(
    server,
    'startPasskeyEnrollment',
    { name: 'YubiKey' },
    {
      accessToken,
    },
  );
  expect(started.status).toBe(200);
  const registration = passkey.registrationJson(started.json.options.challenge, APP_ORIGIN);
  const confirmed = await callSession(
    server,
    'confirmPasskeyEnrollment',
    { registration },
    {
      accessToken,
    },
  );
  return { signer, passkey, confirmed, accessToken: confirmed.json.session?.accessToken as string };
}

async function challengeFor(accessToken: string): Promise<string> {
  const check = await callSession(server, 'startPasskeyCheck', {}, { accessToken });
  expect(check.status).toBe(200);
  return check.json.options.challenge;
}

describe('a passkey as a second factor', () => {
  it('is added by a verified registration, listed, and proves the factor for a session', async () => {
    const { confirmed, passkey, accessToken } = await userWithPasskey();
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.factor).toMatchObject({ kind: 'passkey', name: 'YubiKey' });
    expect(confirmed.json.recoveryCodes).toHaveLength(10);
    expect(confirmed.json.session.mfa.method).toBe('passkey');
    const listed = await callSession(server, 'listMfaFactors', {}, { accessToken });
    expect(listed.json.factors.map((factor: { kind: string }) => factor.kind)).toEqual(['passkey']);
    // Past the window, a guarded action asks; the passkey's answer lets it through.
    clock += 16 * 60_000;
    const factorId = confirmed.json.factor.id;
    const asked = await callSession(server, 'removeMfaFactor', { factorId }, { accessToken });
    expect(codeOf(asked)).toBe('MFA_REQUIRED');
    const check = await callSession(server, 'startPasskeyCheck', {}, { accessToken });
    expect(check.json.options).toMatchObject({
      rpId: RP_ID,
      allowCredentials: [{ id: passkey.credentialId, type: 'public-key' }],
    });
    const answer = passkey.assertionJson(check.json.options.challenge, APP_ORIGIN);
    const verified = await callSession(server, 'verifyMfa', { passkey: answer }, { accessToken });
    expect(verified.status).toBe(200);
    expect(verified.json.mfa.method).toBe('passkey');
    // The host's backend reads it from the token: how, and when.
    const claims = JSON.parse(
      Buffer.from(verified.json.accessToken.split('.')[1], 'base64url').toString(),
    );
    expect(claims.amr.slice(-2)).toEqual(['passkey', 'mfa']);
    expect(claims.mfa_at).toBe(Math.floor(clock / 1000));
    const removed = await callSession(
      server,
      'removeMfaFactor',
      { factorId },
      {
        accessToken: verified.json.accessToken,
      },
    );
    expect(removed.status).toBe(200);
    expect(removed.json).toMatchObject({ factors: [], recoveryCodesLeft: 0 });
  });

  it('an answer is used once, for its own session, from the allowed page, by the user’s own passkey', async () => {
    const owner = await userWithPasskey();
    const stranger = await userWithPasskey();
    const { accessToken, passkey } = owner;
    const refusals: unknown[] = [];
    // Each try from its own network: the tries a network gets are not what this checks.
    let network = 0;
    const from = () => ({ accessToken, clientIp: `198.51.100.${++network}` });
    // Replayed: the same answer twice.
    const once = passkey.assertionJson(await challengeFor(accessToken), APP_ORIGIN);
    expect(
      (await callSession(server, 'verifyMfa', { passkey: once }, { accessToken })).status,
    ).toBe(200);
    refusals.push(codeOf(await callSession(server, 'verifyMfa', { passkey: once }, from())));
    // Another user's passkey answers the owner's challenge.
    const theirs = stranger.passkey.assertionJson(await challengeFor(accessToken), APP_ORIGIN);
    refusals.push(codeOf(await callSession(server, 'verifyMfa', { passkey: theirs }, from())));
    // A challenge given to another session of the same user.
    const other = await signInWallet(server, owner.signer);
    const elsewhere = passkey.assertionJson(await challengeFor(other.json.accessToken), APP_ORIGIN);
    refusals.push(codeOf(await callSession(server, 'verifyMfa', { passkey: elsewhere }, from())));
    // A phishing page's origin in the signed client data.
    const phished = passkey.assertionJson(
      await challengeFor(accessToken),
      'https://acme-login.example',
    );
    refusals.push(codeOf(await callSession(server, 'verifyMfa', { passkey: phished }, from())));
    // A challenge the server never gave.
    const invented = passkey.assertionJson('bm90LWEtY2hhbGxlbmdl', APP_ORIGIN);
    refusals.push(codeOf(await callSession(server, 'verifyMfa', { passkey: invented }, from())));
    // A cloned authenticator: its signature counter went back.
    const cloned = passkey.assertionJson(await challengeFor(accessToken), APP_ORIGIN, {
      counter: 1,
    });
    refusals.push(codeOf(await callSession(server, 'verifyMfa', { passkey: cloned }, from())));
    // A forged signature: the answer's bytes changed after signing.
    const forged = passkey.assertionJson(await challengeFor(accessToken), APP_ORIGIN);
    forged.response.signature = stranger.passkey.assertionJson('eA', APP_ORIGIN).response.signature;
    refusals.push(codeOf(await callSession(server, 'verifyMfa', { passkey: forged }, from())));
    expect(refusals).toEqual(Array(7).fill('MFA_PASSKEY_INVALID'));
    recordAttack(
      "passkey factor answer replayed, another user's, another session's, phished, invented, cloned or forged",
      7,
      7,
    );
  });

  it('a registration must answer this session’s challenge, once, and a passkey is one user’s factor', async () => {
    const owner = await userWithPasskey();
    const signedIn = await signInWallet(server, createTestSigner());
    const accessToken = signedIn.json.accessToken as string;
    const refusals: unknown[] = [];
    // The owner's passkey registered again, by another user: refused, it is the owner's.
    const started = await callSession(server, 'startPasskeyEnrollment', {}, { accessToken });
    const again = owner.passkey.registrationJson(started.json.options.challenge, APP_ORIGIN);
    refusals.push(
      codeOf(
        await callSession(
          server,
          'confirmPasskeyEnrollment',
          { registration: again },
          { accessToken },
        ),
      ),
    );
    // The same registration sent twice: its challenge is gone.
    const fresh = softwarePasskey({ rpId: RP_ID });
    const second = await callSession(server, 'startPasskeyEnrollment', {}, { accessToken });
    const registration = fresh.registrationJson(second.json.options.challenge, APP_ORIGIN);
    expect(
      (await callSession(server, 'confirmPasskeyEnrollment', { registration }, { accessToken }))
        .status,
    ).toBe(200);
    refusals.push(
      codeOf(
        await callSession(server, 'confirmPasskeyEnrollment', { registration }, { accessToken }),
      ),
    );
    // Made for another site (its relying party), or without a page's Origin at all.
    const elsewhere = softwarePasskey({ rpId: 'acme-login.example' });
    const third = await callSession(server, 'startPasskeyEnrollment', {}, { accessToken });
    const wrongParty = elsewhere.registrationJson(third.json.options.challenge, APP_ORIGIN);
    refusals.push(
      codeOf(
        await callSession(
          server,
          'confirmPasskeyEnrollment',
          { registration: wrongParty },
          { accessToken },
        ),
      ),
    );
    refusals.push(
      codeOf(
        await callSession(server, 'startPasskeyEnrollment', {}, { accessToken, origin: null }),
      ),
    );
    expect(refusals).toEqual([
      'MFA_ALREADY_ENROLLED',
      'MFA_PASSKEY_INVALID',
      'MFA_PASSKEY_INVALID',
      'INVALID_REQUEST',
    ]);
    recordAttack(
      "passkey factor registered twice, for another site, without a page, or someone else's",
      4,
      4,
    );
  });

  it('a user without a passkey factor gets no challenge, and a session holds one at a time', async () => {
    const signedIn = await signInWallet(server, createTestSigner());
    const accessToken = signedIn.json.accessToken as string;
    const none = await callSession(server, 'startPasskeyCheck', {}, { accessToken });
    expect(codeOf(none)).toBe('NOT_FOUND');
    const { accessToken: holder, passkey } = await userWithPasskey();
    const first = await challengeFor(holder);
    await challengeFor(holder);
    const stale = passkey.assertionJson(first, APP_ORIGIN);
    const answer = await callSession(
      server,
      'verifyMfa',
      { passkey: stale },
      { accessToken: holder },
    );
    expect(codeOf(answer)).toBe('MFA_PASSKEY_INVALID');
  });
});
