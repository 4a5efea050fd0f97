import type { Config } from '../config/config.js';
import { LATCHKEY_ERROR__SESSION__NOT_CONFIGURED } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { restoreSession } from './restore-session.js';
import { createSessionRuntime, type SessionRuntime } from './session-runtime.js';

// One session per config, made on first use (nothing of it exists for a config without auth).
const runtimes = new WeakMap<Config, SessionRuntime>();

/**
 * The config's session, made (and its reload restore begun) on first use.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__SESSION__NOT_CONFIGURED` when the config has no `auth`.
 * @example
 * ```ts
 * const { store } = sessionOf(config);
 * ```
 */
export function sessionOf(config: Config): SessionRuntime {
  let runtime = runtimes.get(config);
  if (runtime) return runtime;
  if (!config.auth) throw new LatchkeyError(LATCHKEY_ERROR__SESSION__NOT_CONFIGURED);
  runtime = createSessionRuntime(config, config.auth);
  runtimes.set(config, runtime);
  runtime.store.setState({ status: 'signing-in' });
  const made = runtime;
  made.restoring = restoreSession(made, config.logger).catch((error: unknown) => {
    config.logger.warn('Could not restore the session', error);
    if (made.store.getState().status === 'signing-in' && !made.session) {
      made.store.setState({ status: 'signed-out' });
    }
  });
  return runtime;
}
