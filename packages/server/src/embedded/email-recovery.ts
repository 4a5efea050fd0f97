import { CODE_VALIDITY_SECONDS, type EmailRecoveryStarted } from '@latchkey/core/product-api';
import type { CustodyClient } from '../custody/create-custody-client.js';
import { parseFrameKey } from '../custody/seal-session-credential.js';
import type { Database } from '../database/database.js';
import type { MfaSettings } from '../mfa/mfa-options.js';
import { requireRecoveryFactor } from '../mfa/require-recovery-factor.js';
import { ServerError } from '../server-error.js';
import type { BackgroundWork } from './background-work.js';
import { takeEmailSend } from './email-send-allowance.js';
import type { EmbeddedLimits } from './embedded-limits.js';
import { findUserByEmail } from './find-user-by-email.js';
import { normalizeEmail } from './normalize-email.js';

/** What {@link startEmailRecovery} needs. */
export interface EmailRecoveryContext {
  database: Database;
  custody: CustodyClient;
  limits: EmbeddedLimits;
  appName: string;
  now: () => number;
  /**
   * Where the lookup and the provider's email run once the route has answered: the server's own,
   * which it settles before it closes the database. Its `onError` gets their failures.
   */
  afterAnswer: BackgroundWork;
  /** When recovery asks for a second factor (the server's `mfa`); without it, never. */
  mfa?: MfaSettings | undefined;
}

// SPEC §9: a recovery code is good for 900 s.
const RECOVERY_CODE_SECONDS = String(CODE_VALIDITY_SECONDS);

const rateLimited = (what: string) =>
  new ServerError(429, 'RATE_LIMITED', `Too many ${what}; try again later`);

/**
 * Starts email recovery: when a user has proven this email, the custody provider emails them a
 * recovery credential sealed to the recovery frame's key (`init_user_email_recovery` in their
 * sub-organization, good for 900 s); the frame then opens it and stamps `recover_user` to add a
 * passkey. The answer is the same whether or not the email has an account, and the limits count
 * either way, so the route tells nobody which emails are registered — nor does its timing: it
 * answers once the request is checked and counted, and looks the email up and has the provider
 * send after answering (bounded; failures go to `onError`).
 *
 * @param request.targetPublicKey The recovery frame's uncompressed P-256 key, hex (130 characters).
 * When the host guards `emailRecovery` and the email's user holds a second factor, the request
 * must carry a code of it (`mfaCode`; see `requireRecoveryFactor`).
 *
 * @throws {ServerError} 400 `INVALID_REQUEST` for a malformed email or key; 403 `MFA_REQUIRED`;
 * 400 `MFA_CODE_INVALID`; 429 `RATE_LIMITED`
 * past the per-address, per-email-and-network or the email's shared limit (not for an address
 * that proved the email before: see `takeEmailSend`), or while 100 recoveries are still being
 * sent.
 */
export async function startEmailRecovery(
  context: EmailRecoveryContext,
  request: { email: unknown; targetPublicKey: unknown; clientIp: string; mfaCode?: unknown },
): Promise<EmailRecoveryStarted> {
  const { database, custody, limits, now } = context;
  const email = normalizeEmail(request.email);
  parseFrameKey(request.targetPublicKey);
  const targetPublicKey = request.targetPublicKey as string;
  const at = now();
  await takeEmailSend(database, {
    bucket: 'recovery',
    what: 'recovery emails',
    email,
    clientAddress: request.clientIp,
    limits: {
      perIp: limits.recoveryPerIp,
      perEmailAndNetwork: limits.recoveryPerEmailAndIp,
      perEmail: limits.recoveryPerEmail,
    },
    nowMs: at,
  });
  if (context.mfa) {
    await requireRecoveryFactor(database, context.mfa, {
      email,
      mfaCode: request.mfaCode,
      clientAddress: request.clientIp,
      nowMs: at,
    });
  }
  const started = context.afterAnswer.start(() =>
    sendRecoveryEmail(context, { email, targetPublicKey, at }),
  );
  if (!started) throw rateLimited('recovery emails in progress');
  return { organizationId: custody.organizationId };
}

// After answering: only here does anything depend on whether the email has an account.
async function sendRecoveryEmail(
  context: EmailRecoveryContext,
  request: { email: string; targetPublicKey: string; at: number },
) {
  const { custody } = context;
  const { email, targetPublicKey, at } = request;
  const user = await findUserByEmail(context, email);
  if (!user) return;
  // The parent's key may start recovery inside the user's sub-organization.
  const activity = await custody.run(custody.client.initUserEmailRecovery, {
    type: 'ACTIVITY_TYPE_INIT_USER_EMAIL_RECOVERY',
    timestampMs: String(at),
    organizationId: user.organizationId,
    parameters: {
      email,
      targetPublicKey,
      expirationSeconds: RECOVERY_CODE_SECONDS,
      emailCustomization: { appName: context.appName },
    },
  });
  if (!activity.result.initUserEmailRecoveryResult?.userId) {
    throw new ServerError(502, 'CUSTODY_ERROR', 'Custody provider: no recovery started');
  }
}
