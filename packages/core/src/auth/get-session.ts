import type { Config } from '../config/config.js';
import type { SessionState } from './session-state.js';

/** What {@link getSession} returns. */
export type GetSessionReturnType = SessionState;

const SIGNED_OUT: SessionState = Object.freeze({
  status: 'signed-out',
  user: undefined,
  credentials: Object.freeze([]),
  accessToken: undefined,
  accessTokenExpiresAt: undefined,
  sessionExpiresAt: undefined,
});

/**
 * The session now: status, user, credentials and access token (which may be about to expire:
 * ask `getAuthToken` for one to send). Signed out until a sign-in, or until `config.restore()`
 * (which the React provider calls) has read back a session kept from before a reload
 * (`'signing-in'` meanwhile). A config without `auth` is always signed out.
 *
 * @example
 * ```ts
 * const { status, user } = getSession(config);
 * if (status === 'signed-in') console.log(user.id);
 * ```
 */
export function getSession(config: Config): GetSessionReturnType {
  return config.store.getState().session ?? SIGNED_OUT;
}
