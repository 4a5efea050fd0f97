import type { Config } from '../config/config.js';

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
export async function signOut(config: Config): Promise<void> {
  if (config.auth) await (await import('./end-session.js')).endSession(config);
}
