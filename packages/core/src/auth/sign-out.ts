import type { Config } from '../config/config.js';
import type { LatchkeyError } from '../errors/latchkey-error.js';

/** Parameters of {@link signOut}: none yet, an object so options can come without a break. */
export type SignOutParameters = Record<string, never>;

/** What {@link signOut} returns. */
export type SignOutReturnType = undefined;

/** What {@link signOut} can throw: the product API's errors. */
export type SignOutErrorType = LatchkeyError;

/**
 * Signs out: the server revokes the session (its refresh token and every one rotated from it,
 * so no instance accepts them again), then it is forgotten here, even when the server cannot be
 * reached. A config without `auth` has nothing to do. `disconnect` and the embedded wallet's
 * sign-out do it too.
 *
 * @throws {LatchkeyError} the product API's errors (the user is signed out here either way).
 * @example
 * ```ts
 * await signOut(config);
 * ```
 */
export async function signOut(
  config: Config,
  _parameters: SignOutParameters = {},
): Promise<SignOutReturnType> {
  if (config.auth) await (await import('./end-session.js')).endSession(config);
}
