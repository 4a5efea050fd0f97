import type { Config } from '../config/config.js';
import { getSession } from './get-session.js';
import type { SessionState } from './session-state.js';

/** What {@link watchSession} returns: the function that stops it. */
export type WatchSessionReturnType = () => void;

/**
 * Calls `listener` after each change of the session (sign-in, refresh, link, sign-out); returns
 * the function that stops it. A config without `auth` never changes.
 *
 * @example
 * ```ts
 * const stop = watchSession(config, ({ status }) => render(status));
 * ```
 */
export function watchSession(
  config: Config,
  listener: (session: SessionState) => void,
): WatchSessionReturnType {
  return config.store.subscribe((state, previous) => {
    if (state.session !== previous.session) listener(getSession(config));
  });
}
