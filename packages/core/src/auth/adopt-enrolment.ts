import type { MfaFactor } from '../product-api/mfa-messages.js';
import { readMfaFactor, readRecoveryCodes } from './read-mfa-answers.js';
import { readSession } from './read-session.js';
import type { SessionRuntime } from './session-runtime.js';
import { applySession } from './session-runtime.js';
import type { SessionState } from './session-state.js';

/**
 * An enrolment's answer (an authenticator app's or a passkey's), read: the factor in force, the
 * recovery codes a first factor brings, and the session that proved it, now the current one.
 */
export async function adoptEnrolment(
  runtime: SessionRuntime,
  answer: Record<string, unknown> | null,
): Promise<{ factor: MfaFactor; recoveryCodes: readonly string[]; session: SessionState }> {
  const factor = readMfaFactor(answer?.factor);
  const recoveryCodes = readRecoveryCodes(answer);
  await applySession(runtime, readSession(answer?.session));
  return { factor, recoveryCodes, session: runtime.store.getState().session as SessionState };
}
