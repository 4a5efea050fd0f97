import type { Config } from '../config/config.js';
import type { LatchkeyError } from '../errors/latchkey-error.js';

/**
 * What {@link signOutEverywhere} answers.
 *
 * @example
 * ```ts
 * const { sessions }: SignOutEverywhereReturnType = await signOutEverywhere(config);
 * ```
 */
export interface SignOutEverywhereReturnType {
  /** How many sessions the server ended, this one included. */
  readonly sessions: number;
}

/** What {@link signOutEverywhere} can throw: 'Not signed in', the product API's errors. */
export type SignOutEverywhereErrorType = LatchkeyError;

/**
 * Signs the user out on every device: the server revokes every session of theirs, this one
 * included, so no refresh token of them is accepted again (their access tokens still verify at
 * a backend until they expire, minutes away). Then this session is forgotten here. Use it when a
 * device or a credential may be in someone else's hands.
 *
 * @throws {LatchkeyError} 'Not signed in'; the product API's errors (a session that cannot
 *   reach the server stays signed in here, so the user can try again).
 * @example
 * ```ts
 * const { sessions } = await signOutEverywhere(config); // e.g. { sessions: 3 }
 * ```
 */
export async function signOutEverywhere(config: Config): Promise<SignOutEverywhereReturnType> {
  return (await import('./end-every-session.js')).endEverySession(config);
}
