import type { RunningProductServer } from '@latchkey/sandbox/testing';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LATCHKEY_ERROR__SESSION__MFA_CODE_INVALID,
  LATCHKEY_ERROR__SESSION__MFA_REQUIRED,
} from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { confirmTotpEnrollment } from './confirm-totp-enrollment.js';
import { getSession } from './get-session.js';
import { linkWallet } from './link-wallet.js';
import { listMfaFactors } from './list-mfa-factors.js';
import { setMfaPrompt } from './mfa-prompt.js';
import { regenerateRecoveryCodes } from './regenerate-recovery-codes.js';
import { removeMfaFactor } from './remove-mfa-factor.js';
import { sessionConfig, startSessionServer } from './session-server.fixture.js';
import { signIn } from './sign-in.js';
import { startTotpEnrollment } from './start-totp-enrollment.js';
import { verifyMfa } from './verify-mfa.js';

// Second factors through the SDK, against @latchkey/server whose factors count for 1 s here, so
// the tests see an action asked for one without waiting 15 minutes.

let server: RunningProductServer;
beforeAll(async () => {
  server = await startSessionServer({ mfa: { windowSeconds: 1 } });
});
afterAll(() => server?.close());

/** What an authenticator app shows for the secret, `steps` periods of 30 s from now. */
const appCode = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });
const windowPassed = () => new Promise((resolve) => setTimeout(resolve, 1100));
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => Promise.reject(new Error('expected a rejection')),
    (error: unknown) => error,
  );

async function signedInWithApp() {
  const { config } = await sessionConfig(server);
  await signIn(config, { connector: 'wallet-standard:Alpha' });
  const enrolment = await startTotpEnrollment(config, { name: 'Phone' });
  const confirmed = await confirmTotpEnrollment(config, {
    factorId: enrolment.factorId,
    code: appCode(enrolment.secret),
  });
  return { config, enrolment, confirmed };
}

describe('second factors', () => {
  it('enrols an app: the QR URI carries the secret, and the session says a factor was proven', async () => {
    const { config, enrolment, confirmed } = await signedInWithApp();
    expect(new URL(enrolment.uri).searchParams.get('secret')).toBe(enrolment.secret);
    expect(confirmed.factor).toMatchObject({ kind: 'totp', name: 'Phone' });
    expect(confirmed.recoveryCodes).toHaveLength(10);
    expect(getSession(config).mfa?.method).toBe('totp');
    const listed = await listMfaFactors(config);
    expect(listed).toMatchObject({ recoveryCodesLeft: 10, windowSeconds: 1 });
    expect(listed.required).toContain('linkCredential');
  });

  it('without a prompt, a guarded action throws MFA_REQUIRED; a wrong code is typed too', async () => {
    const { config } = await signedInWithApp();
    await windowPassed();
    const refused = await rejection(linkWallet(config, { connector: 'wallet-standard:Beta' }));
    expect(refused).toSatisfy((error) =>
      isLatchkeyError(error, LATCHKEY_ERROR__SESSION__MFA_REQUIRED),
    );
    expect((refused as Error).message).toBe('Verify your second factor first');
    const wrong = await rejection(verifyMfa(config, { code: '000000' }));
    expect(wrong).toSatisfy((error) =>
      isLatchkeyError(error, LATCHKEY_ERROR__SESSION__MFA_CODE_INVALID),
    );
    expect((wrong as Error).message).toBe('The code is wrong or was already used');
  });

  it('with a prompt, the action asks it once and goes on after the code', async () => {
    const { config, enrolment, confirmed } = await signedInWithApp();
    const asked: string[] = [];
    const codes = [appCode(enrolment.secret, 1), ...confirmed.recoveryCodes];
    const remove = setMfaPrompt(config, async () => {
      const code = codes.shift() as string;
      asked.push(code);
      await verifyMfa(config, code.includes('-') ? { recoveryCode: code } : { code });
    });
    await windowPassed();
    const linked = await linkWallet(config, { connector: 'wallet-standard:Beta' });
    expect(linked.credentials).toHaveLength(2);
    expect(asked).toHaveLength(1);
    await windowPassed();
    expect(await regenerateRecoveryCodes(config)).toHaveLength(10);
    expect(getSession(config).mfa?.method).toBe('recovery-code');
    await windowPassed();
    // The old recovery codes went with the regeneration: the prompt's next one is refused.
    const refused = await rejection(removeMfaFactor(config, { factorId: confirmed.factor.id }));
    expect(refused).toSatisfy((error) =>
      isLatchkeyError(error, LATCHKEY_ERROR__SESSION__MFA_CODE_INVALID),
    );
    expect(asked).toHaveLength(3);
    remove();
    expect((await listMfaFactors(config)).factors).toHaveLength(1);
  });
});
