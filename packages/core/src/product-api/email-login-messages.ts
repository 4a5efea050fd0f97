import type { Session } from './session-messages.js';

/**
 * The body of `startEmailLogin` besides `environmentId`.
 *
 * @example
 * ```ts
 * const body: StartEmailLoginBody = { email: 'ada@example.com' };
 * ```
 */
export interface StartEmailLoginBody {
  readonly email: string;
}

/**
 * A pending email login: the code's id, and the organization the server answered with (the
 * parent organization: the user's own is told only once the code proves the email).
 *
 * @example
 * ```ts
 * const challenge: EmailLoginChallenge = await productApi.startEmailLogin({ email });
 * ```
 */
export interface EmailLoginChallenge {
  readonly otpId: string;
  readonly organizationId: string;
}

/**
 * The body of `verifyEmailLogin` besides `environmentId`: the challenge, the code as the user
 * typed it, and the auth frame's key to seal the credential to.
 *
 * @example
 * ```ts
 * const body: VerifyEmailLoginBody = { ...challenge, code: 'ABCD-EFGH-J', targetPublicKey };
 * ```
 */
export interface VerifyEmailLoginBody extends EmailLoginChallenge {
  readonly code: string;
  /** The auth frame's uncompressed P-256 key, hex. */
  readonly targetPublicKey: string;
}

/**
 * What a proven code earns: the user's own organization and user, and a fresh session
 * credential sealed to the frame's key.
 *
 * @example
 * ```ts
 * const { credentialBundle }: EmailLoginCredential = await productApi.verifyEmailLogin(body);
 * ```
 */
export interface EmailLoginCredential {
  readonly organizationId: string;
  readonly userId: string;
  readonly credentialBundle: string;
  /** The server's session for the user the code proved (see `Session`). */
  readonly session?: Session;
}
