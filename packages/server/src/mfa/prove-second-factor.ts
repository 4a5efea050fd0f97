import type { MfaMethod } from '@latchkey/core/product-api';
import type { DatabaseQueries } from '../database/database.js';
import { ServerError } from '../server-error.js';
import { provePasskeyFactor } from './prove-passkey-factor.js';
import { hashRecoveryCode } from './recovery-codes.js';
import { totpCodeStep } from './totp-codes.js';

/**
 * The 400 for a second-factor code that is wrong, expired, already used, or not a code at all.
 */
export function mfaCodeInvalid(): ServerError {
  return new ServerError(400, 'MFA_CODE_INVALID', 'The code is wrong or was already used');
}

/**
 * Checks a second factor for the user: a code of their authenticator app (accepted once: its time
 * step must be later than the last accepted, so the same code, or an earlier one, is refused
 * however it is spelled), one of their recovery codes (used up by it), or — for a session, which
 * `startPasskeyCheck` gave a challenge — a passkey factor's answer. Run it in the transaction that
 * acts on it, after {@link takeMfaTry} counted the try outside it.
 *
 * @returns How the factor was proven.
 * @throws {ServerError} 400 `MFA_CODE_INVALID`; 400 `MFA_PASSKEY_INVALID`.
 */
export async function proveSecondFactor(
  tx: DatabaseQueries,
  request: {
    userId: string;
    code?: unknown;
    recoveryCode?: unknown;
    passkey?: unknown;
    sessionId?: string;
    nowMs: number;
  },
): Promise<MfaMethod> {
  const { userId, nowMs } = request;
  const at = new Date(nowMs).toISOString();
  if (request.passkey !== undefined && request.sessionId !== undefined) {
    const { passkey, sessionId } = request;
    await provePasskeyFactor(tx, { userId, sessionId, passkey, nowMs });
    return 'passkey';
  }
  if (request.recoveryCode !== undefined) {
    const hash = hashRecoveryCode(request.recoveryCode);
    if (hash === undefined) throw mfaCodeInvalid();
    const { rows } = await tx.query(
      `UPDATE mfa_recovery_codes SET used_at = $3
       WHERE code_hash = $1 AND user_id = $2 AND used_at IS NULL RETURNING 1`,
      [hash, userId, at],
    );
    if (rows.length === 0) throw mfaCodeInvalid();
    return 'recovery-code';
  }
  const { rows } = await tx.query<{ id: string; secret: string; last_step: string | number }>(
    `SELECT id, secret, last_step FROM mfa_factors
     WHERE user_id = $1 AND kind = 'totp' AND confirmed_at IS NOT NULL FOR UPDATE`,
    [userId],
  );
  const factor = rows[0];
  const step = factor ? totpCodeStep(factor.secret, request.code, nowMs) : undefined;
  if (!factor || step === undefined || step <= Number(factor.last_step)) throw mfaCodeInvalid();
  await tx.query('UPDATE mfa_factors SET last_step = $2, last_used_at = $3 WHERE id = $1', [
    factor.id,
    step,
    at,
  ]);
  return 'totp';
}

/** Marks the session as having proven a second factor now, by `method`. */
export async function markSessionMfa(
  tx: DatabaseQueries,
  sessionId: string,
  method: MfaMethod,
  nowMs: number,
): Promise<void> {
  await tx.query('UPDATE sessions SET mfa_at = $2, mfa_method = $3 WHERE id = $1', [
    sessionId,
    new Date(nowMs).toISOString(),
    method,
  ]);
}
