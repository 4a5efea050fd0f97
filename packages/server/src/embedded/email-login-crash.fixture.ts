import { p256 } from '@noble/curves/nist.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { createCustodyClient } from '../custody/create-custody-client.js';
import type { Database } from '../database/database.js';
import { type EmailLoginContext, startEmailLogin, verifyEmailLogin } from './email-login.js';
import type { EmailLoginFaults } from './email-login-faults.js';
import { DEFAULT_EMBEDDED_LIMITS } from './embedded-limits.js';

/** Where the crash tests' custody server is and who its parent organization is. */
export interface CrashCustody {
  url: string;
  organizationId: string;
  apiPublicKey: string;
  apiPrivateKey: string;
}

const high = { max: 1_000_000, windowSeconds: 3600 };

/**
 * For the crash tests: an email-login context on `database` and the sandbox's custody server, its
 * limits out of the way (the tests count rows, not refusals).
 */
export function crashTestContext(
  database: Database,
  custody: CrashCustody,
  now: () => number,
  faults?: EmailLoginFaults,
): EmailLoginContext {
  return {
    database,
    custody: createCustodyClient({
      baseUrl: custody.url,
      organizationId: custody.organizationId,
      apiPublicKey: custody.apiPublicKey,
      apiPrivateKey: custody.apiPrivateKey,
      pollIntervalMs: 20,
    }),
    limits: {
      ...DEFAULT_EMBEDDED_LIMITS,
      sendPerIp: high,
      sendPerEmailAndIp: high,
      sendPerEmail: high,
      triesPerIp: high,
    },
    appName: 'Crash test',
    now,
    faults,
  };
}

/**
 * One whole email login as the SDK makes it: a code asked for, read from the sandbox's inbox
 * (`/inbox.json`, so a child process can read it too) and sent back with a fresh frame key.
 */
export async function logInWithEmail(
  context: EmailLoginContext,
  custodyUrl: string,
  email: string,
) {
  const started = await startEmailLogin(context, { environmentId: 'acme', email, clientIp: '::1' });
  const inbox = (await (await fetch(`${custodyUrl}/inbox.json`)).json()) as {
    to: string;
    code?: string;
  }[];
  // Newest first: this request's code.
  const code = inbox.find((message) => message.to === email && message.code)?.code;
  const targetPublicKey = bytesToHex(p256.getPublicKey(p256.utils.randomSecretKey(), false));
  return verifyEmailLogin(context, {
    environmentId: 'acme',
    body: { otpId: started.otpId, code, targetPublicKey },
    clientIp: '::1',
  });
}

/**
 * What a half-done login would leave, by query: codes spent with no user recorded for their
 * email, and challenges with no otp id (their code may never have gone out). Empty when clean.
 */
export async function emailLoginOrphans(database: Database) {
  const spent = await database.query<{ email: string }>(
    `SELECT c.email FROM email_challenges c
     WHERE c.used_at IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM embedded_users u WHERE u.email = c.email)
     ORDER BY c.email`,
  );
  const unsent = await database.query<{ email: string }>(
    'SELECT email FROM email_challenges WHERE otp_id IS NULL ORDER BY email',
  );
  return {
    spentWithoutUser: spent.rows.map((row) => row.email),
    unsent: unsent.rows.map((row) => row.email),
  };
}
