import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LatchkeyServer } from '../create-latchkey-server.js';
import {
  callSession,
  createTestSigner,
  signInWallet,
  startSessionServer,
} from '../sessions/session-server.fixture.js';
import { userWithApp } from './mfa-user.fixture.js';
import { totpCodeAt } from './totp-codes.js';

let server: LatchkeyServer;
let clock = Date.UTC(2026, 11, 2, 12, 0, 0);
const minutes = (count: number) => count * 60_000;

beforeAll(async () => {
  // Access tokens outlive the steps of the clock here, so a test moves past the factor's window
  // without refreshing.
  server = await startSessionServer({ now: () => clock, sessions: { accessTokenSeconds: 7200 } });
}, 30_000);
afterAll(async () => server?.close());

describe('an authenticator app as a second factor', () => {
  it('enrols from a QR URI, confirms with a code, and the session says so', async () => {
    const wallet = createTestSigner();
    const { json } = await signInWallet(server, wallet);
    const accessToken = json.accessToken as string;
    expect(decodeJwt(accessToken).amr).toEqual(['solana-wallet']);
    const started = await callSession(server, 'startTotpEnrollment', {}, { accessToken });
    expect(started.json.uri).toMatch(/^otpauth:\/\/totp\/Latchkey:.+\?.*secret=[A-Z2-7]+/);
    expect(started.json.secret).toMatch(/^[A-Z2-7]{32}$/);
    const wrong = await callSession(
      server,
      'confirmTotpEnrollment',
      { factorId: started.json.factorId, code: '000000' },
      { accessToken },
    );
    expect([wrong.status, wrong.json.error.code]).toEqual([400, 'MFA_CODE_INVALID']);
    const confirmed = await callSession(
      server,
      'confirmTotpEnrollment',
      // Apps show the code in two halves; the space is not part of it.
      {
        factorId: started.json.factorId,
        code: totpCodeAt(started.json.secret, clock).replace(/^(...)/, '$1 '),
      },
      { accessToken },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.json.recoveryCodes).size).toBe(10);
    expect(confirmed.json.factor).toMatchObject({ kind: 'totp', name: 'Authenticator app' });
    expect(confirmed.json.session.mfa).toEqual({ method: 'totp', verifiedAt: clock });
    const claims = decodeJwt(confirmed.json.session.accessToken);
    expect(claims.amr).toEqual(['solana-wallet', 'totp', 'mfa']);
    expect(claims.mfa_at).toBe(Math.floor(clock / 1000));
    const listed = await callSession(server, 'listMfaFactors', {}, { accessToken });
    expect(listed.json).toMatchObject({ recoveryCodesLeft: 10, windowSeconds: 900 });
    expect(listed.json.factors.map((factor: { kind: string }) => factor.kind)).toEqual(['totp']);
    expect(JSON.stringify(listed.json)).not.toContain(started.json.secret);
  });

  it('guards linking once the window has passed, and counts a verified code for it', async () => {
    const { accessToken, secret } = await userWithApp(server, clock);
    clock += minutes(16);
    const link = () =>
      signInWallet(server, createTestSigner(), { route: 'linkWallet', accessToken });
    const refused = await link();
    expect([refused.status, refused.json.error.code]).toEqual([403, 'MFA_REQUIRED']);
    const verified = await callSession(
      server,
      'verifyMfa',
      { code: totpCodeAt(secret, clock) },
      { accessToken },
    );
    expect(verified.status).toBe(200);
    expect(verified.json.mfa).toEqual({ method: 'totp', verifiedAt: clock });
    expect((await link()).status).toBe(200);
  });

  it('refreshing keeps when the factor was proven', async () => {
    const wallet = createTestSigner();
    const signedIn = await signInWallet(server, wallet);
    const started = await callSession(
      server,
      'startTotpEnrollment',
      {},
      {
        accessToken: signedIn.json.accessToken,
      },
    );
    await callSession(
      server,
      'confirmTotpEnrollment',
      { factorId: started.json.factorId, code: totpCodeAt(started.json.secret, clock) },
      { accessToken: signedIn.json.accessToken },
    );
    const refreshed = await callSession(server, 'refreshSession', {
      refreshToken: signedIn.json.refreshToken,
    });
    expect(refreshed.json.mfa).toEqual({ method: 'totp', verifiedAt: clock });
    expect(decodeJwt(refreshed.json.accessToken).amr).toEqual(['solana-wallet', 'totp', 'mfa']);
  });

  it('removes a factor only after proving one, and its recovery codes go with the last', async () => {
    const { accessToken, secret, factorId } = await userWithApp(server, clock);
    clock += minutes(20);
    const refused = await callSession(server, 'removeMfaFactor', { factorId }, { accessToken });
    expect([refused.status, refused.json.error.code]).toEqual([403, 'MFA_REQUIRED']);
    await callSession(server, 'verifyMfa', { code: totpCodeAt(secret, clock) }, { accessToken });
    const removed = await callSession(server, 'removeMfaFactor', { factorId }, { accessToken });
    expect(removed.json).toMatchObject({ factors: [], recoveryCodesLeft: 0 });
    // Without a factor nothing is guarded: the user links freely again.
    clock += minutes(20);
    const link = await signInWallet(server, createTestSigner(), {
      route: 'linkWallet',
      accessToken,
    });
    expect(link.status).toBe(200);
  });

  it('new recovery codes replace the old, and only after a recent factor', async () => {
    const { accessToken, secret, recoveryCodes } = await userWithApp(server, clock);
    clock += minutes(16);
    const refused = await callSession(server, 'regenerateRecoveryCodes', {}, { accessToken });
    expect(refused.json.error.code).toBe('MFA_REQUIRED');
    await callSession(server, 'verifyMfa', { code: totpCodeAt(secret, clock) }, { accessToken });
    const fresh = await callSession(server, 'regenerateRecoveryCodes', {}, { accessToken });
    expect(fresh.json.recoveryCodes).toHaveLength(10);
    const old = await callSession(
      server,
      'verifyMfa',
      { recoveryCode: recoveryCodes[0] },
      { accessToken, clientIp: '198.51.100.80' },
    );
    expect(old.json.error.code).toBe('MFA_CODE_INVALID');
    const renewed = await callSession(
      server,
      'verifyMfa',
      { recoveryCode: fresh.json.recoveryCodes[0] },
      { accessToken, clientIp: '198.51.100.80' },
    );
    expect(renewed.json.mfa.method).toBe('recovery-code');
  });
});
