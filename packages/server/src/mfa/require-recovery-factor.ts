import type { Database } from '../database/database.js';
import { hasMfaFactor } from './mfa-factors.js';
import type { MfaSettings } from './mfa-options.js';
import { proveSecondFactor } from './prove-second-factor.js';
import { mfaRequired } from './require-recent-mfa.js';
import { recordMfaProvenAddress, takeMfaTry } from './take-mfa-try.js';

/**
 * Email recovery's second factor, when the host guards `emailRecovery`: the user who proved this
 * email must, if they hold a factor, send a code of it (or a recovery code) with the request.
 * Nobody is signed in here, so the try is counted for that user like any other (per network,
 * and the user's ceiling). This answers synchronously, so it tells a caller that an email has an
 * account with a second factor — bounded by the recovery limits counted before it.
 *
 * @param email Normalized.
 * @throws {ServerError} 403 `MFA_REQUIRED` without a code; 400 `MFA_CODE_INVALID`; 429
 * `RATE_LIMITED`.
 */
export async function requireRecoveryFactor(
  database: Database,
  settings: MfaSettings,
  request: { email: string; mfaCode: unknown; clientAddress: string; nowMs: number },
): Promise<void> {
  if (!settings.require.has('emailRecovery')) return;
  const { rows } = await database.query<{ user_id: string }>(
    "SELECT user_id FROM verified_credentials WHERE kind = 'email' AND value = $1",
    [request.email],
  );
  const userId = rows[0]?.user_id;
  if (userId === undefined || !(await hasMfaFactor(database, userId))) return;
  if (request.mfaCode === undefined) throw mfaRequired();
  const { clientAddress, nowMs } = request;
  await takeMfaTry(database, settings, { userId, clientAddress, nowMs });
  const code = request.mfaCode;
  await database.transaction(async (tx) => {
    // A recovery code is its own spelling: a TOTP code is six digits.
    const isTotp = typeof code === 'string' && /^[\d\s]{6,16}$/.test(code);
    await proveSecondFactor(tx, {
      userId,
      ...(isTotp ? { code } : { recoveryCode: code }),
      nowMs,
    });
    await recordMfaProvenAddress(tx, { userId, clientAddress, nowMs });
  });
}
