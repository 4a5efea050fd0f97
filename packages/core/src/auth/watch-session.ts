import type { Config } from '../config/config.js';
import { sessionOf } from './session-of.js';
import type { SessionState } from './session-state.js';

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
  listener: (session: SessionState, previous: SessionState) => void,
): () => void {
  return config.auth ? sessionOf(config).store.subscribe(listener) : () => undefined;
}
