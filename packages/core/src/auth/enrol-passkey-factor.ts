import type { Config } from '../config/config.js';
import type { MfaFactor } from '../product-api/mfa-messages.js';
import { beginPasskeyEnrollment } from './begin-passkey-enrollment.js';
import { finishPasskeyEnrollment } from './finish-passkey-enrollment.js';
import type { SessionState } from './session-state.js';

/**
 * What `addPasskeyFactor` does, loaded with the session code: the server's options, the
 * browser's ceremony (loaded only now), the server's check.
 */
export async function enrolPasskeyFactor(
  config: Config,
  parameters: { name?: string },
): Promise<{ factor: MfaFactor; recoveryCodes: readonly string[]; session: SessionState }> {
  const enrollment = await beginPasskeyEnrollment(config, parameters);
  const { createPasskeyFactor } = await import('./passkey-factor-ceremony.js');
  return finishPasskeyEnrollment(config, await createPasskeyFactor(enrollment));
}
