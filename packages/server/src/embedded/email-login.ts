import {
  type ApiRequestBody,
  CODE_VALIDITY_SECONDS,
  type EmailLoginChallenge,
  type EmailLoginCredential,
} from '@latchkey/core/product-api';
import type { CustodyClient } from '../custody/create-custody-client.js';
import { createSessionCredential, parseFrameKey } from '../custody/seal-session-credential.js';
import type { Database } from '../database/database.js';
import { requiredText, type UncheckedBody } from '../http/request-context.js';
import { ServerError } from '../server-error.js';
import { type SessionIssuing, startEmbeddedSessionOrHold } from '../sessions/embedded-session.js';
import { heldSignInRefusal } from '../sessions/held-sign-in.js';
import { createUserOrganization } from './create-user-organization.js';
import type { EmailLoginFaults } from './email-login-faults.js';
import { recordProvenAddress, takeEmailSend } from './email-send-allowance.js';
import type { EmbeddedLimits } from './embedded-limits.js';
import { findUserByEmail } from './find-user-by-email.js';
import { normalizeEmail } from './normalize-email.js';
import { EMAIL_CODE_LENGTH, proveEmailCode, spendEmailCode } from './prove-email-code.js';

/** What the email-login steps need. */
export interface EmailLoginContext {
  database: Database;
  custody: CustodyClient;
  limits: EmbeddedLimits;
  appName: string;
  now: () => number;
  /**
   * For tests: called at each step boundary of a login (the {@link EmailLoginFaultPoint}s), so a
   * test can crash the process there (or throw) and check that nothing half-done is left.
   */
  faults?: EmailLoginFaults | undefined;
  /** Where the login's session is issued; without it the answer carries none. */
  sessions?: SessionIssuing | undefined;
}

/**
 * How old a challenge whose code may not have gone out (no otp id: the request that wrote it
 * died before the provider answered) must be before the email's next start clears it. A live
 * request slower than this re-writes its row when the provider answers.
 */
export const UNSENT_CHALLENGE_SECONDS = 60;

// A code's lifetime of the session key a login earns, as the SDK's recovery window expects.
const SESSION_KEY_SECONDS = String(CODE_VALIDITY_SECONDS);

export { EMAIL_CODE_LENGTH };

/**
 * Step 1: has the custody provider email a one-time code, whether or not the email has an account
 * (the answer is the same either way, so it tells nobody which emails are registered). Nothing is
 * created for the email until the code proves it.
 *
 * @throws {ServerError} 429 `RATE_LIMITED` past the per-address, per-email-and-network or the
 * email's shared limit (which an address that proved the email before is not held by: see
 * `takeEmailSend`).
 */
export async function startEmailLogin(
  context: EmailLoginContext,
  request: { environmentId: string; email: unknown; clientIp: string },
): Promise<EmailLoginChallenge> {
  const { database, custody, limits, now } = context;
  const email = normalizeEmail(request.email);
  const at = now();
  await takeEmailSend(database, {
    bucket: 'email-send',
    what: 'codes',
    email,
    clientAddress: request.clientIp,
    limits: {
      perIp: limits.sendPerIp,
      perEmailAndNetwork: limits.sendPerEmailAndIp,
      perEmail: limits.sendPerEmail,
    },
    nowMs: at,
  });
  context.faults?.at('start:counted');
  // The challenge is written before the code goes out, so a code the provider sends always has
  // its row; a crash before the otp id is recorded leaves a row no try can match, which the
  // email's next start clears.
  const id = crypto.randomUUID();
  const challenge = [
    id,
    email,
    request.environmentId,
    new Date(at).toISOString(),
    new Date(at + limits.codeLifetimeSeconds * 1000).toISOString(),
  ];
  await database.query(
    `DELETE FROM email_challenges WHERE email = $1 AND otp_id IS NULL AND created_at < $2`,
    [email, new Date(at - UNSENT_CHALLENGE_SECONDS * 1000).toISOString()],
  );
  await database.query(
    `INSERT INTO email_challenges (id, email, environment_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    challenge,
  );
  context.faults?.at('start:challenge-written');
  let otpId: string;
  try {
    const activity = await custody.run(custody.client.initOtp, {
      type: 'ACTIVITY_TYPE_INIT_OTP_V2',
      timestampMs: String(at),
      organizationId: custody.organizationId,
      parameters: {
        otpType: 'OTP_TYPE_EMAIL',
        contact: email,
        appName: context.appName,
        otpLength: EMAIL_CODE_LENGTH,
        alphanumeric: true,
        expirationSeconds: String(limits.codeLifetimeSeconds),
      },
    });
    const sent = activity.result.initOtpResult?.otpId;
    if (!sent) throw new ServerError(502, 'CUSTODY_ERROR', 'Custody provider: no otpId');
    otpId = sent;
  } catch (error) {
    // Refused or unanswered: most likely nothing went out. The row goes now if it can.
    await database.query('DELETE FROM email_challenges WHERE id = $1', [id]).catch(() => undefined);
    throw error;
  }
  context.faults?.at('start:code-sent');
  // An upsert: another start for this email may have cleared the row if the provider was slow.
  await database.query(
    `INSERT INTO email_challenges (id, email, environment_id, created_at, expires_at, otp_id)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (id) DO UPDATE SET otp_id = EXCLUDED.otp_id`,
    [...challenge, otpId],
  );
  context.faults?.at('start:otp-recorded');
  // The parent organization: the user's own is told only to whoever proves the email.
  return { otpId, organizationId: custody.organizationId };
}

/**
 * Step 2: checks the code with the custody provider; once the email is proven, finds its user or
 * makes one (a sub-organization whose root user has the proven email and a wallet), marks the code
 * used and records the user in one transaction, registers a fresh session key for them and
 * returns it sealed to the auth frame's key.
 *
 * @throws {ServerError} 400 'The code is invalid or expired.' for a wrong, spent, expired or
 * over-tried code; 429 `RATE_LIMITED`.
 */
export async function verifyEmailLogin(
  context: EmailLoginContext,
  request: {
    environmentId: string;
    body: UncheckedBody<ApiRequestBody<'verifyEmailLogin'>>;
    clientIp: string;
  },
): Promise<EmailLoginCredential> {
  const { database, custody, now } = context;
  const targetPublicKey = requiredText(request.body, 'targetPublicKey', 130);
  parseFrameKey(targetPublicKey);
  const code = await proveEmailCode(context, request);
  const { email, verificationToken } = code;

  // A new user's organization is made at the provider first (its ids are only known then); a
  // crash after that leaves an organization with the verified email, which the next login finds.
  let found: { organizationId: string; userId: string; address?: string | undefined } | undefined =
    await findUserByEmail(context, email);
  if (!found) {
    const created = await createUserOrganization(
      custody,
      { userName: email, userEmail: email },
      { now, verificationToken },
    );
    const address = created.wallet.addresses[0];
    found = { organizationId: created.organizationId, userId: created.userId, address };
    context.faults?.at('verify:organization-made');
  }
  // The code is spent and the email's user recorded together, or neither: a used code always
  // has its user. An email already recorded keeps its user (a parallel first login made two).
  const known = found;
  const user = await database.transaction(async (tx) => {
    await spendEmailCode(tx, code);
    // This address proved the email: strangers spending its shared ceiling cannot lock it out.
    await recordProvenAddress(tx, email, request.clientIp, code.at);
    context.faults?.at('verify:marking-used');
    await tx.query(
      `INSERT INTO embedded_users (email, organization_id, user_id) VALUES ($1, $2, $3)
       ON CONFLICT (email) DO NOTHING`,
      [email, known.organizationId, known.userId],
    );
    const { rows: recorded } = await tx.query<{ organization_id: string; user_id: string }>(
      'SELECT organization_id, user_id FROM embedded_users WHERE email = $1',
      [email],
    );
    const row = recorded[0] as { organization_id: string; user_id: string };
    const ids = { organizationId: row.organization_id, userId: row.user_id };
    const proven = { kind: 'email', email } as const;
    const login = { ...ids, custodyUserId: ids.userId, also: [proven], provenBy: proven };
    const address = ids.organizationId === known.organizationId ? known.address : undefined;
    // Held for a second factor, the frame's key is logged in only once it is proven.
    const resume = {
      kind: 'email',
      ...ids,
      custodyUserId: ids.userId,
      verificationToken,
      targetPublicKey,
    } as const;
    const session = context.sessions
      ? await startEmbeddedSessionOrHold(tx, context.sessions, { ...login, address }, resume)
      : undefined;
    return { ...ids, session };
  });
  if (user.session && 'held' in user.session) throw heldSignInRefusal(user.session);
  context.faults?.at('verify:recorded');
  const credentialBundle = await logInFrameKey(custody, {
    organizationId: user.organizationId,
    verificationToken,
    targetPublicKey,
    now: now(),
  });
  context.faults?.at('verify:session-key-registered');
  const { session, ...ids } = user;
  return { ...ids, credentialBundle, ...(session ? { session } : {}) };
}

/**
 * Registers a fresh session key for the user whose email a code proved (with the custody
 * provider's verification token for it) and seals it to the auth frame's key.
 */
export async function logInFrameKey(
  custody: CustodyClient,
  login: {
    organizationId: string;
    verificationToken: string;
    targetPublicKey: string;
    now: number;
  },
): Promise<string> {
  const credential = createSessionCredential();
  await custody.run(custody.client.otpLogin, {
    type: 'ACTIVITY_TYPE_OTP_LOGIN',
    timestampMs: String(login.now),
    organizationId: login.organizationId,
    parameters: {
      verificationToken: login.verificationToken,
      publicKey: credential.publicKey,
      expirationSeconds: SESSION_KEY_SECONDS,
    },
  });
  return credential.seal(login.targetPublicKey);
}
