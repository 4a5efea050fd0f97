import type { Config } from '../config/config.js';
import { LATCHKEY_ERROR__SESSION__MFA_REQUIRED } from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';

/**
 * A login's refusal, or — when the server held the login for a second factor on a new device —
 * what the login answers once the user proved one through the config's prompt (the session code,
 * which completes it, loads only then).
 *
 * @throws the refusal as it came, when it is not a held login or nothing can complete it.
 */
export async function heldLoginAnswer(
  wallet: { state: { config?: (() => Config) | undefined } },
  config: Config | undefined,
  refusal: unknown,
): Promise<unknown> {
  if (!isLatchkeyError(refusal, LATCHKEY_ERROR__SESSION__MFA_REQUIRED)) throw refusal;
  const { completeHeldSignIn } = await import('../auth/held-sign-in.js');
  return completeHeldSignIn(config ?? wallet.state.config?.(), refusal);
}
