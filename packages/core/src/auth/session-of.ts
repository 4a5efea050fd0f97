import type { Config } from '../config/config.js';
import { LATCHKEY_ERROR__CONFIG__ENVIRONMENT_ID_MISSING } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { restoreSession } from './restore-session.js';
import { createSessionRuntime, markSigningIn, type SessionRuntime } from './session-runtime.js';

// One session per config, made on first use (nothing of it exists for a config without auth).
const runtimes = new WeakMap<Config, SessionRuntime>();

/**
 * The config's session, made (and its reload restore begun) on first use: by `config.restore()`,
 * or by the first session action.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__CONFIG__ENVIRONMENT_ID_MISSING` when the config has no `auth`.
 */
export function sessionOf(config: Config): SessionRuntime {
  let runtime = runtimes.get(config);
  if (runtime) return runtime;
  if (!config.auth) throw new LatchkeyError(LATCHKEY_ERROR__CONFIG__ENVIRONMENT_ID_MISSING);
  runtime = createSessionRuntime(config, config.auth);
  runtimes.set(config, runtime);
  const made = runtime;
  const done = markSigningIn(made);
  made.restoring = restoreSession(made, config.logger)
    .catch((error: unknown) => config.logger.warn('Could not restore the session', error))
    .finally(done);
  return runtime;
}
