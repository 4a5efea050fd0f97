import type { Config } from '../config/config.js';
import { sessionOf } from './session-of.js';
import { type SessionState, SIGNED_OUT } from './session-state.js';

/**
 * The session now: status, user, credentials and access token (which may be about to expire:
 * ask `getAuthToken` for one to send). A config without `auth` is always signed out. The first
 * call begins restoring a session kept from before a reload (status `'signing-in'` meanwhile).
 *
 * @example
 * ```ts
 * const { status, user } = getSession(config);
 * if (status === 'signed-in') console.log(user.id);
 * ```
 */
export function getSession(config: Config): SessionState {
  return config.auth ? sessionOf(config).store.getState() : SIGNED_OUT;
}
