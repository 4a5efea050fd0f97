import type { LatchkeyServer } from '../create-latchkey-server.js';
import { callSession, createTestSigner, signInWallet } from '../sessions/session-server.fixture.js';
import { totpCodeAt } from './totp-codes.js';

/**
 * For tests: a wallet user signed in on `server`, with an authenticator app set up at `nowMs`
 * (confirmed from `clientIp`, which so proved the factor): the session's token after it, the
 * app's secret, the factor and the recovery codes.
 */
export async function userWithApp(
  server: Pick<LatchkeyServer, 'fetch'>,
  nowMs: number,
  clientIp = '203.0.113.7',
) {
  const signedIn = await signInWallet(server, createTestSigner());
  const started = await callSession(
    server,
    'startTotpEnrollment',
    { name: 'Phone' },
    { accessToken: signedIn.json.accessToken },
  );
  const { factorId, secret } = started.json;
  const confirmed = await callSession(
    server,
    'confirmTotpEnrollment',
    { factorId, code: totpCodeAt(secret, nowMs) },
    { accessToken: signedIn.json.accessToken, clientIp },
  );
  if (confirmed.status !== 200) throw new Error(`enrolment ${JSON.stringify(confirmed.json)}`);
  return {
    accessToken: confirmed.json.session.accessToken as string,
    secret: secret as string,
    factorId: factorId as string,
    recoveryCodes: confirmed.json.recoveryCodes as string[],
  };
}
