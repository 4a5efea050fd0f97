import { p256 } from '@noble/curves/nist.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { ApiKeyStamper } from '@turnkey/api-key-stamper';
import { TurnkeyClient } from '@turnkey/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeAt } from '../mfa/totp-codes.js';
import { type OAuthServerStack, startOAuthServer } from '../oauth/oauth-server.fixture.js';
import { APP_ORIGIN, callSession } from '../sessions/session-server.fixture.js';
import { recordAttack } from '../testing/record-attack.fixture.js';
import { linkCredential } from '../users/link-credential.js';
import { EMBEDDED_WALLET_ACCOUNTS } from './embedded-wallet-accounts.js';

// Export through the server (issue 41): the server's own user at the custody provider seals the
// user's key to the export frame, after a recent second factor when the user has one.

let stack: OAuthServerStack;
beforeAll(async () => {
  // A factor counts for 1 s here, so the test sees the ask without waiting 15 minutes.
  stack = await startOAuthServer({
    server: { allowedOrigins: [APP_ORIGIN], mfa: { windowSeconds: 1 } },
  });
});
afterAll(() => stack?.stop());

const frameKey = () => bytesToHex(p256.getPublicKey(p256.utils.randomSecretKey(), false));
const at = { base: 'http://server' };

async function emailUser() {
  const email = `x-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const started = await stack.post('/embedded/email-login', { email });
  const code = stack.custody.admin
    .outbox()
    .filter((message) => message.to === email && message.otpCode)
    .at(-1)?.otpCode;
  const verified = await stack.post('/embedded/email-login/verify', {
    ...started.body,
    code,
    targetPublicKey: frameKey(),
  });
  expect(verified.status).toBe(200);
  const wallet = verified.body.session.user.verifiedCredentials.find(
    (credential: { kind: string }) => credential.kind === 'embedded-wallet',
  );
  return {
    accessToken: verified.body.session.accessToken as string,
    organizationId: verified.body.organizationId as string,
    address: wallet.address as string,
    userId: verified.body.session.user.id as string,
  };
}

const exportKey = (accessToken: string, body: Record<string, unknown>) =>
  callSession(stack.server, 'exportEmbeddedKey', body, { accessToken, ...at });

describe('exporting an embedded key through the server', () => {
  it('seals the user’s own key or phrase to the frame; asks for a recent factor once the user has one', async () => {
    const user = await emailUser();
    const key = await exportKey(user.accessToken, {
      address: user.address,
      targetPublicKey: frameKey(),
    });
    expect(key.status).toBe(200);
    expect(key.json).toEqual({
      organizationId: user.organizationId,
      exportBundle: expect.any(String),
    });
    const phrase = await exportKey(user.accessToken, {
      address: user.address,
      targetPublicKey: frameKey(),
      what: 'recoveryPhrase',
    });
    expect([phrase.status, phrase.json.organizationId]).toEqual([200, user.organizationId]);

    const started = await callSession(
      stack.server,
      'startTotpEnrollment',
      {},
      {
        accessToken: user.accessToken,
        ...at,
      },
    );
    const confirmed = await callSession(
      stack.server,
      'confirmTotpEnrollment',
      { factorId: started.json.factorId, code: totpCodeAt(started.json.secret, Date.now()) },
      { accessToken: user.accessToken, ...at },
    );
    expect(confirmed.status).toBe(200);
    const accessToken = confirmed.json.session.accessToken as string;
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const asked = await exportKey(accessToken, {
      address: user.address,
      targetPublicKey: frameKey(),
    });
    expect([asked.status, asked.json.error.code]).toEqual([403, 'MFA_REQUIRED']);
    const proven = await callSession(
      stack.server,
      'verifyMfa',
      { code: totpCodeAt(started.json.secret, Date.now() + 30_000) },
      { accessToken, ...at },
    );
    expect(proven.status).toBe(200);
    const after = await exportKey(proven.json.accessToken, {
      address: user.address,
      targetPublicKey: frameKey(),
    });
    expect(after.status).toBe(200);
  });

  it('refuses another user’s address, a bad frame key, and no session', async () => {
    const user = await emailUser();
    const other = await emailUser();
    const outcomes = [
      await exportKey(user.accessToken, { address: other.address, targetPublicKey: frameKey() }),
      await exportKey(user.accessToken, { address: user.address, targetPublicKey: '04abcd' }),
      await exportKey(user.accessToken, { address: user.address }),
      await callSession(stack.server, 'exportEmbeddedKey', {
        address: user.address,
        targetPublicKey: frameKey(),
      }),
    ].map((answer) => [answer.status, answer.json.error?.code]);
    expect(outcomes).toEqual([
      [404, 'NOT_FOUND'],
      [400, 'INVALID_REQUEST'],
      [400, 'INVALID_REQUEST'],
      [401, 'SESSION_REQUIRED'],
    ]);
    recordAttack('export of another user’s key or without a session', 4, 4, 'attack');
  });

  it('sends a wallet made before the server had its own user there back to the browser', async () => {
    const user = await emailUser();
    const { publicKey, privateKey } = stack.custody.admin.rootApiKey;
    const parent = new TurnkeyClient(
      { baseUrl: stack.custody.url },
      new ApiKeyStamper({ apiPublicKey: publicKey, apiPrivateKey: privateKey }),
    );
    // As the server made them before: the user its only root user.
    // The client's typings name only the newest version; the server makes V7, as here.
    const createSubOrganization = parent.createSubOrganization as unknown as (
      body: Record<string, unknown>,
    ) => ReturnType<typeof parent.createSubOrganization>;
    const made = await createSubOrganization({
      type: 'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V7',
      timestampMs: String(Date.now()),
      organizationId: stack.custody.admin.rootOrganizationId,
      parameters: {
        subOrganizationName: 'older',
        rootQuorumThreshold: 1,
        rootUsers: [{ userName: 'older', apiKeys: [], authenticators: [], oauthProviders: [] }],
        wallet: { walletName: 'Default', accounts: [...EMBEDDED_WALLET_ACCOUNTS] },
      },
    });
    const older = (
      made.activity.result as {
        createSubOrganizationResultV7?: {
          subOrganizationId: string;
          wallet?: { addresses: string[] };
          rootUserIds?: string[];
        };
      }
    ).createSubOrganizationResultV7;
    const address = older?.wallet?.addresses[0] as string;
    await linkCredential(stack.database, user.userId, {
      kind: 'embedded-wallet',
      subOrganizationId: older?.subOrganizationId as string,
      custodyUserId: older?.rootUserIds?.[0] as string,
      address,
    });
    const answer = await exportKey(user.accessToken, { address, targetPublicKey: frameKey() });
    expect([answer.status, answer.json.error.code]).toEqual([409, 'EXPORT_IN_BROWSER']);
  });
});
