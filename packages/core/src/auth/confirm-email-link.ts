import type { Config } from '../config/config.js';
import type { LatchkeyError } from '../errors/latchkey-error.js';
import type { EmailLoginChallenge } from '../product-api/email-login-messages.js';
import type { SessionState } from './session-state.js';

/**
 * Parameters of {@link confirmEmailLink}: the challenge {@link startEmailLink} answered, and the
 * code from the email.
 *
 * @example
 * ```ts
 * const parameters: ConfirmEmailLinkParameters = { ...challenge, code: 'ABCD-EFGH-J' };
 * ```
 */
export interface ConfirmEmailLinkParameters extends EmailLoginChallenge {
  code: string;
}

/** What {@link confirmEmailLink} returns: the session, listing the email. */
export type ConfirmEmailLinkReturnType = SessionState;

/** What {@link confirmEmailLink} can throw. */
export type ConfirmEmailLinkErrorType = LatchkeyError;

/**
 * Adds an email to the signed-in user, step two: the code proves it, and the server links it —
 * and makes it a way into the user's embedded wallet (a user without one gets one), so signing
 * in with the email later lands on this account and this wallet. An email another account holds
 * is refused.
 *
 * @throws {LatchkeyError} 'Not signed in'; 'The code is invalid or expired.';
 *   `LATCHKEY_ERROR__SESSION__CREDENTIAL_LINKED_ELSEWHERE` ('Linked to another account').
 * @example
 * ```ts
 * const { credentials } = await confirmEmailLink(config, { ...challenge, code });
 * ```
 */
export async function confirmEmailLink(
  config: Config,
  parameters: ConfirmEmailLinkParameters,
): Promise<ConfirmEmailLinkReturnType> {
  return (await import('./prove-email-link.js')).proveEmailLink(config, parameters);
}
