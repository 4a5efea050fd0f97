import type { MfaMethod, TotpEnrolled } from '@latchkey/core/product-api';
import type { DatabaseQueries } from '../database/database.js';
import type { SignedIn } from '../sessions/require-signed-in.js';
import { signedInAnswer } from '../sessions/session-answer.js';
import type { SessionContext } from '../sessions/session-context.js';
import { rememberDevice } from './known-devices.js';
import { readMfaFactors, storeRecoveryCodes, toMfaFactor } from './mfa-factors.js';
import { markSessionMfa } from './prove-second-factor.js';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.js';
import { recordMfaProvenAddress } from './take-mfa-try.js';

/**
 * What every enrolment does once its factor is in force (an authenticator app's or a passkey's):
 * a user's first factor comes with ten recovery codes, answered this once; the session has just
 * proven the factor, from the client's network and on its device (which signing in from is
 * then not asked for one); the answer carries its new access token.
 */
export async function finishEnrollment(
  tx: DatabaseQueries,
  sessions: SessionContext,
  request: {
    signedIn: SignedIn;
    factorId: string;
    method: MfaMethod;
    issuer: string;
    environmentId: string;
    clientAddress: string;
    device: string | undefined;
    nowMs: number;
  },
): Promise<TotpEnrolled> {
  const { signedIn, method, nowMs } = request;
  const { userId } = signedIn;
  const { rows: codes } = await tx.query(
    'SELECT 1 FROM mfa_recovery_codes WHERE user_id = $1 LIMIT 1',
    [userId],
  );
  const recoveryCodes = codes.length === 0 ? newRecoveryCodes() : [];
  if (recoveryCodes.length > 0) {
    const hashes = recoveryCodes.map((code) => hashRecoveryCode(code) as string);
    await storeRecoveryCodes(tx, userId, hashes, nowMs);
  }
  await markSessionMfa(tx, signedIn.sessionId, method, nowMs);
  await recordMfaProvenAddress(tx, { userId, clientAddress: request.clientAddress, nowMs });
  await rememberDevice(tx, { userId, device: request.device, nowMs });
  const factor = (await readMfaFactors(tx, userId)).find((row) => row.id === request.factorId);
  const session = await signedInAnswer(tx, sessions, {
    issuer: request.issuer,
    environmentId: request.environmentId,
    signedIn,
    mfa: { method, at: nowMs },
  });
  return { factor: toMfaFactor(factor as never), session, recoveryCodes };
}
