import type { CustodyClient } from '../custody/create-custody-client.js';
import type { Database, DatabaseQueries } from '../database/database.js';
import { takeRateLimit } from '../database/rate-limit.js';
import { requiredText, type UncheckedBody } from '../http/request-context.js';
import { ServerError } from '../server-error.js';
import type { EmailLoginFaults } from './email-login-faults.js';
import type { EmbeddedLimits } from './embedded-limits.js';

/** An emailed code the custody provider accepted: whose email it proves, and its token. */
export interface ProvenEmailCode {
  readonly otpId: string;
  readonly email: string;
  /** The provider's proof of the email, for its own logins and email changes. */
  readonly verificationToken: string;
  /** When the try was made (milliseconds). */
  readonly at: number;
}

/** 400 'The code is invalid or expired.', for every code that does not prove its email. */
export const invalidCode = () =>
  new ServerError(400, 'CODE_INVALID_OR_EXPIRED', 'The code is invalid or expired.');

/**
 * Checks an emailed code (`{ otpId, code }`) with the custody provider: a try counted for the
 * client's address and for the code (one statement, so parallel tries cannot pass the limit),
 * then the provider's `verify_otp`. The code is not spent here: the caller spends it
 * (`used_at`) in the transaction that acts on it.
 *
 * @throws {ServerError} 400 'The code is invalid or expired.' for a wrong, spent, expired or
 *   over-tried code; 429 `RATE_LIMITED` past the address's tries.
 */
export async function proveEmailCode(
  context: {
    database: Database;
    custody: CustodyClient;
    limits: EmbeddedLimits;
    now: () => number;
    faults?: EmailLoginFaults | undefined;
  },
  request: {
    environmentId: string;
    body: UncheckedBody<{ otpId: string; code: string }>;
    clientIp: string;
  },
): Promise<ProvenEmailCode> {
  const { database, custody, limits, now } = context;
  const otpId = requiredText(request.body, 'otpId', 128);
  // As emails and people write it: any case, maybe grouped by spaces or dashes.
  const code = requiredText(request.body, 'code', 64).replace(/[\s-]/g, '').toUpperCase();
  // Not a code at all: it cannot be right, so it is no guess and costs no try.
  if (!/^[0-9A-Z]+$/.test(code) || code.length !== EMAIL_CODE_LENGTH) throw invalidCode();
  const at = now();
  if (
    !(await takeRateLimit(database, 'email-verify:ip', request.clientIp, limits.triesPerIp, at))
  ) {
    throw new ServerError(
      429,
      'RATE_LIMITED',
      'Too many code tries from this address; try again later',
    );
  }
  // Tries count per code only (and per address, above), never per email: only whoever asked for
  // a code holds its otpId, so nobody else's wrong tries can block it.
  const { rows } = await database.query<{ email: string }>(
    `UPDATE email_challenges SET tries = tries + 1
     WHERE otp_id = $1 AND environment_id = $2 AND used_at IS NULL AND expires_at > $3 AND tries < $4
     RETURNING email`,
    [otpId, request.environmentId, new Date(at).toISOString(), limits.triesPerCode],
  );
  const email = rows[0]?.email;
  if (!email) throw invalidCode();
  context.faults?.at('verify:try-counted');
  const verified = await custody.run(custody.client.verifyOtp, {
    type: 'ACTIVITY_TYPE_VERIFY_OTP',
    timestampMs: String(at),
    organizationId: custody.organizationId,
    parameters: { otpId, otpCode: code },
  });
  const verificationToken = verified.result.verifyOtpResult?.verificationToken;
  if (!verificationToken) throw invalidCode();
  context.faults?.at('verify:code-accepted');
  return { otpId, email, verificationToken, at };
}

/**
 * The emailed code: 9 characters, alphanumeric — the custody provider's default (Turnkey: Crockford
 * base32; the sandbox: 32 unambiguous letters and digits), 32⁹ ≈ 3.5 × 10¹³ codes. With the
 * default limits that keeps a year of guessing at one account below 10⁻⁶ (the arithmetic is at
 * `DEFAULT_EMBEDDED_LIMITS`); six digits (10⁶) would fall with about 9 % a year.
 */
export const EMAIL_CODE_LENGTH = 9;

/**
 * Spends a proven code in the caller's transaction: of two requests with one code, one spends it.
 *
 * @throws {ServerError} 400 'The code is invalid or expired.' when it was spent already.
 */
export async function spendEmailCode(tx: DatabaseQueries, proven: ProvenEmailCode): Promise<void> {
  const spent = await tx.query(
    'UPDATE email_challenges SET used_at = $2 WHERE otp_id = $1 AND used_at IS NULL RETURNING 1',
    [proven.otpId, new Date(proven.at).toISOString()],
  );
  if (spent.rows.length === 0) throw invalidCode();
}
