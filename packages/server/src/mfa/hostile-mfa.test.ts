import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LatchkeyServer } from '../create-latchkey-server.js';
import {
  callSession,
  createTestSigner,
  signInWallet,
  startSessionServer,
} from '../sessions/session-server.fixture.js';
import { recordAttack } from '../testing/record-attack.fixture.js';
import { userWithApp } from './mfa-user.fixture.js';
import { totpCodeAt } from './totp-codes.js';

let server: LatchkeyServer;
let clock = Date.UTC(2026, 11, 2, 12, 0, 0);
const STEP = 30_000;

beforeAll(async () => {
  server = await startSessionServer({ now: () => clock, sessions: { accessTokenSeconds: 86_400 } });
}, 30_000);
afterAll(async () => server?.close());

const codeOf = (answer: { status: number; json: { error?: { code: string } } }) =>
  answer.json.error?.code ?? answer.status;

describe('second factors under attack', () => {
  it('a code is accepted once, however it is spelled, and never an earlier one', async () => {
    const { accessToken, secret } = await userWithApp(server, clock);
    clock += STEP;
    const now = totpCodeAt(secret, clock);
    const first = await callSession(server, 'verifyMfa', { code: now }, { accessToken });
    expect(first.status).toBe(200);
    const replays = [now, ` ${now} `, `${now.slice(0, 3)} ${now.slice(3)}`];
    const earlier = totpCodeAt(secret, clock - STEP);
    const answers = [];
    for (const code of [...replays, earlier]) {
      answers.push(codeOf(await callSession(server, 'verifyMfa', { code }, { accessToken })));
    }
    expect(answers).toEqual(Array(4).fill('MFA_CODE_INVALID'));
    recordAttack('TOTP code replayed within its window (3 spellings) or an earlier step', 4, 4);
    // The next step's code works (in a new window of the network's tries: five were spent).
    clock += 15 * 60_000;
    const next = await callSession(
      server,
      'verifyMfa',
      { code: totpCodeAt(secret, clock) },
      { accessToken },
    );
    expect(next.status).toBe(200);
  });

  it('a recovery code is used once: another spelling, or another user, gets nothing', async () => {
    const owner = await userWithApp(server, clock);
    const other = await userWithApp(server, clock);
    const [code] = owner.recoveryCodes as [string];
    const used = await callSession(server, 'verifyMfa', { recoveryCode: code }, owner);
    expect(used.json.mfa.method).toBe('recovery-code');
    const attempts = [
      { recoveryCode: code, ...owner },
      { recoveryCode: code.toUpperCase().replaceAll('-', ' '), ...owner },
      { recoveryCode: other.recoveryCodes[0], ...owner },
      { recoveryCode: owner.recoveryCodes[1], ...other },
    ];
    const answers = [];
    for (const { recoveryCode, accessToken } of attempts) {
      answers.push(
        codeOf(await callSession(server, 'verifyMfa', { recoveryCode }, { accessToken })),
      );
    }
    expect(answers).toEqual(Array(4).fill('MFA_CODE_INVALID'));
    recordAttack("recovery code reused, respelled, or another user's", 4, 4);
  });

  it("guessing is held per network and per user, and the owner's network still gets through", async () => {
    const owner = await userWithApp(server, clock, '192.0.2.10');
    // The thief holds the owner's session and guesses from one network: five tries, then 429
    // even for the right code.
    const thief = { accessToken: owner.accessToken, clientIp: '198.51.100.1' };
    const answers = [];
    for (let guess = 0; guess < 6; guess += 1) {
      answers.push(codeOf(await callSession(server, 'verifyMfa', { code: '000000' }, thief)));
    }
    clock += STEP;
    const right = totpCodeAt(owner.secret, clock);
    answers.push(codeOf(await callSession(server, 'verifyMfa', { code: right }, thief)));
    expect(answers).toEqual([...Array(5).fill('MFA_CODE_INVALID'), 'RATE_LIMITED', 'RATE_LIMITED']);
    // From many networks the user's ceiling (30 a day) holds.
    let limited = 0;
    for (let network = 2; network < 40; network += 1) {
      const answer = await callSession(
        server,
        'verifyMfa',
        { code: '000000' },
        { accessToken: owner.accessToken, clientIp: `198.51.100.${network}` },
      );
      if (codeOf(answer) === 'RATE_LIMITED') limited += 1;
    }
    expect(limited).toBe(38 - 25);
    const elsewhere = await callSession(
      server,
      'verifyMfa',
      { code: right },
      { accessToken: owner.accessToken, clientIp: '198.51.100.99' },
    );
    expect(codeOf(elsewhere)).toBe('RATE_LIMITED');
    recordAttack('TOTP codes brute-forced from one network and from 38', 45, 45);
    // The owner's network proved the factor before: not held by the spent ceiling.
    const owners = await callSession(
      server,
      'verifyMfa',
      { code: right },
      { accessToken: owner.accessToken, clientIp: '192.0.2.10' },
    );
    expect(owners.status).toBe(200);
  });

  it('a factor cannot be removed, added or given new codes without proving one', async () => {
    const { accessToken, factorId } = await userWithApp(server, clock);
    clock += 16 * 60_000;
    const answers = [
      codeOf(await callSession(server, 'removeMfaFactor', { factorId }, { accessToken })),
      codeOf(await callSession(server, 'startTotpEnrollment', {}, { accessToken })),
      codeOf(await callSession(server, 'regenerateRecoveryCodes', {}, { accessToken })),
    ];
    expect(answers).toEqual(Array(3).fill('MFA_REQUIRED'));
    recordAttack('second factor removed, replaced or its recovery codes renewed without one', 3, 3);
  });

  it("another user's factor and enrolment are unknown; an old session cannot add a first factor", async () => {
    const owner = await userWithApp(server, clock);
    const stranger = await signInWallet(server, createTestSigner());
    const accessToken = stranger.json.accessToken as string;
    const pending = await callSession(
      server,
      'startTotpEnrollment',
      {},
      {
        accessToken: owner.accessToken,
      },
    );
    expect(codeOf(pending)).toBe(200);
    const answers = [
      codeOf(
        await callSession(server, 'removeMfaFactor', { factorId: owner.factorId }, { accessToken }),
      ),
      codeOf(
        await callSession(
          server,
          'confirmTotpEnrollment',
          { factorId: pending.json.factorId, code: totpCodeAt(pending.json.secret, clock) },
          { accessToken },
        ),
      ),
    ];
    expect(answers).toEqual(['NOT_FOUND', 'NOT_FOUND']);
    // A session signed in long ago (stolen, say) cannot put its own factor on the account.
    clock += 16 * 60_000;
    const late = await callSession(server, 'startTotpEnrollment', {}, { accessToken });
    expect(codeOf(late)).toBe('RECENT_SIGN_IN_REQUIRED');
    recordAttack(
      "another user's factor removed or enrolment confirmed; a stale session adds a factor",
      3,
      3,
    );
  });
});
