import { type RunningCustodyServer, startCustodyServer } from '@latchkey/sandbox';
import { p256 } from '@noble/curves/nist.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.js';
import { MIGRATIONS, migrate } from '../database/migrations.js';
import { createPgliteDatabase } from '../database/pglite-database.js';
import { EMAIL_CODE_LENGTH, verifyEmailLogin } from './email-login.js';
import { crashTestContext } from './email-login-crash.fixture.js';

// Migration 2 keys email challenges by an id of their own (written before the code is sent). A
// code sent by a server of the schema before it must still sign its email in after the upgrade.

let custody: RunningCustodyServer;
let database: Database;

beforeAll(async () => {
  custody = await startCustodyServer({ host: '127.0.0.1', port: 0 });
  database = await createPgliteDatabase();
  // The schema as the first release left it: step 1 only.
  await migrate(database, { through: 1 });
});
afterAll(async () => {
  await database?.close();
  await custody?.close();
});

describe('email challenges across the upgrade to migration 2', () => {
  it('a code sent before the upgrade signs its email in after it', async () => {
    let tick = 0;
    const context = crashTestContext(
      database,
      {
        url: custody.url,
        organizationId: custody.admin.rootOrganizationId,
        apiPublicKey: custody.admin.rootApiKey.publicKey,
        apiPrivateKey: custody.admin.rootApiKey.privateKey,
      },
      () => Date.now() + ++tick,
    );
    const email = 'before@example.com';
    // What the old start did: the code sent, then its row, keyed by the provider's otp id.
    const sent = await context.custody.run(context.custody.client.initOtp, {
      type: 'ACTIVITY_TYPE_INIT_OTP_V2',
      timestampMs: String(context.now()),
      organizationId: context.custody.organizationId,
      parameters: {
        otpType: 'OTP_TYPE_EMAIL',
        contact: email,
        appName: 'Upgrade test',
        otpLength: EMAIL_CODE_LENGTH,
        alphanumeric: true,
        expirationSeconds: '600',
      },
    });
    const otpId = sent.result.initOtpResult?.otpId as string;
    const at = Date.now();
    await database.query(
      `INSERT INTO email_challenges (otp_id, email, environment_id, created_at, expires_at)
       VALUES ($1, $2, 'acme', $3, $4)`,
      [otpId, email, new Date(at).toISOString(), new Date(at + 600_000).toISOString()],
    );

    expect(await migrate(database)).toEqual(MIGRATIONS.slice(1).map((step) => step.version));

    const code = custody.admin.outbox().findLast((message) => message.to === email)?.otpCode;
    const login = await verifyEmailLogin(context, {
      environmentId: 'acme',
      body: {
        otpId,
        code,
        targetPublicKey: bytesToHex(p256.getPublicKey(p256.utils.randomSecretKey(), false)),
      },
      clientIp: '::1',
    });
    const { rows } = await database.query(
      'SELECT c.id, c.used_at IS NOT NULL AS used, u.organization_id FROM email_challenges c JOIN embedded_users u USING (email)',
    );
    expect(rows).toEqual([{ id: otpId, used: true, organization_id: login.organizationId }]);
  }, 20_000);
});
