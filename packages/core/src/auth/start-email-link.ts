import type { Config } from '../config/config.js';
import type { LatchkeyError } from '../errors/latchkey-error.js';
import type { EmailLoginChallenge } from '../product-api/email-login-messages.js';

/**
 * Parameters of {@link startEmailLink}.
 *
 * @example
 * ```ts
 * const parameters: StartEmailLinkParameters = { email: 'ada@example.com' };
 * ```
 */
export interface StartEmailLinkParameters {
  /** The address to add to the signed-in user's account. */
  email: string;
}

/** What {@link startEmailLink} returns: the code's challenge, for {@link confirmEmailLink}. */
export type StartEmailLinkReturnType = EmailLoginChallenge;

/** What {@link startEmailLink} can throw. */
export type StartEmailLinkErrorType = LatchkeyError;

/**
 * Adds an email to the signed-in user, step one: the server emails a one-time code to it (under
 * the email login's limits). Where the host guards linking, a recent second factor is asked for
 * first (the registered prompt).
 *
 * @throws {LatchkeyError} 'Not signed in'; 'Verify your second factor first'; the product API's
 *   errors ('Too many requests' past the limits).
 * @example
 * ```ts
 * const challenge = await startEmailLink(config, { email: 'ada@example.com' });
 * await confirmEmailLink(config, { ...challenge, code });
 * ```
 */
export async function startEmailLink(
  config: Config,
  parameters: StartEmailLinkParameters,
): Promise<StartEmailLinkReturnType> {
  return (await import('./send-email-link-code.js')).sendEmailLinkCode(config, parameters);
}
