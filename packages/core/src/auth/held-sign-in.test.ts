import type { RunningProductServer } from '@latchkey/sandbox/testing';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATCHKEY_ERROR__SESSION__MFA_REQUIRED } from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { LATCHKEY_SESSION_HEADER } from '../product-api/api-headers.js';
import { getSession } from './get-session.js';
import { setMfaPrompt } from './mfa-prompt.js';
import { sessionConfig, startSessionServer, TEST_ORIGIN } from './session-server.fixture.js';
import { signIn } from './sign-in.js';
import { signOut } from './sign-out.js';
import { verifyMfa } from './verify-mfa.js';

// A sign-in the server holds for a second factor on a device new to the account, through the
// SDK: the prompt asks (told which factors the user holds), its verifyMfa completes the sign-in,
// and this device is not asked again. The SDK's device here is this test's (WebCrypto in Node,
// kept in memory); the app is set up without its signature, so the device starts as new.

let server: RunningProductServer;
beforeAll(async () => {
  server = await startSessionServer({
    mfa: {
      require: [
        'emailRecovery',
        'linkCredential',
        'unlinkCredential',
        'removeFactor',
        'exportKey',
        'signInNewDevice',
      ],
    },
  });
});
afterAll(() => server?.close());

const appCode = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

/** Calls the server as another browser would: no device key of this one. */
async function elsewhere(path: string, body: object, accessToken: string) {
  const response = await fetch(`${server.apiBaseUrl}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: 'Bearer sandbox-token',
      Origin: TEST_ORIGIN,
      [LATCHKEY_SESSION_HEADER]: accessToken,
    },
    body: JSON.stringify({ environmentId: 'sandbox', ...body }),
  });
  return response.json();
}

describe('a sign-in held for a second factor on a new device', () => {
  it('asks the prompt, completes with its code, and is not asked again here', async () => {
    const { config } = await sessionConfig(server);
    await signIn(config, { connector: 'wallet-standard:Alpha' });
    const accessToken = getSession(config).accessToken as string;
    // The app is set up from another browser.
    const { factorId, secret } = await elsewhere('/auth/mfa/totp', {}, accessToken);
    const confirmed = await elsewhere(
      '/auth/mfa/totp/confirm',
      { factorId, code: appCode(secret) },
      accessToken,
    );
    expect(confirmed.recoveryCodes).toHaveLength(10);
    await signOut(config);

    // Without a prompt, the sign-in is refused as MFA_REQUIRED, and nobody is signed in.
    const refused = await signIn(config, { connector: 'wallet-standard:Alpha' }).catch(
      (error: unknown) => error,
    );
    expect(refused).toSatisfy((error) =>
      isLatchkeyError(error, LATCHKEY_ERROR__SESSION__MFA_REQUIRED),
    );
    expect(getSession(config).status).not.toBe('signed-in');

    const asked: unknown[] = [];
    const remove = setMfaPrompt(config, async (request) => {
      asked.push(request.signIn);
      await expect(verifyMfa(config, { code: '000000' })).rejects.toThrow(
        'The code is wrong or was already used',
      );
      await verifyMfa(config, { code: appCode(secret, 1) });
    });
    await signIn(config, { connector: 'wallet-standard:Alpha' });
    expect(asked).toEqual([{ factors: ['totp'] }]);
    expect(getSession(config)).toMatchObject({ status: 'signed-in', mfa: { method: 'totp' } });
    await signOut(config);
    await signIn(config, { connector: 'wallet-standard:Alpha' });
    expect(asked).toHaveLength(1);
    expect(getSession(config).status).toBe('signed-in');
    remove();
  });
});
