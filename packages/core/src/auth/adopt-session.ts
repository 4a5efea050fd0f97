import type { Config } from '../config/config.js';
import { readSession } from './read-session.js';
import { sessionOf } from './session-of.js';
import { startSession } from './session-runtime.js';

/**
 * Makes a session an embedded login answered with (email code, passkey sign-up) the config's
 * current one. Nothing happens when the config has no `auth` or the answer no session.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE` for a session that
 *   is not one.
 */
export async function adoptSession(config: Config, session: unknown): Promise<void> {
  if (!config.auth || session === undefined) return;
  const runtime = sessionOf(config);
  await runtime.restoring;
  await startSession(runtime, readSession(session));
}
