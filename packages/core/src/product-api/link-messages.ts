import type { EmailLoginChallenge } from './email-login-messages.js';

/**
 * The body of `verifyEmailLink`: the challenge `startEmailLink` answered, and the code as the
 * user typed it.
 *
 * @example
 * ```ts
 * const body: VerifyEmailLinkBody = { ...challenge, code: 'ABCD-EFGH-J' };
 * ```
 */
export interface VerifyEmailLinkBody extends EmailLoginChallenge {
  readonly code: string;
}
