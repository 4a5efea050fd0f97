import { LATCHKEY_ERROR__SESSION__ENDED } from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import type { Logger } from '../logger/logger.js';
import type { Session } from '../product-api/session-messages.js';
import { readSession } from './read-session.js';
import { refreshSession } from './refresh-session.js';
import {
  applySession,
  clearSession,
  isFresh,
  SESSION_STORAGE_KEY,
  type SessionRuntime,
} from './session-runtime.js';

/**
 * Reads the session back after a reload. Bearer mode: the stored session, as it is while its
 * access token is fresh, else refreshed. Cookie mode (in a browser): a refresh with the cookie,
 * if this browser signed in and that session has not ended (nothing is asked of the server for a
 * visitor who never did). A session the server has ended leaves the user signed out; a server out of
 * reach leaves the stored session, for the next `getAuthToken` to refresh.
 */
export async function restoreSession(runtime: SessionRuntime, logger: Logger): Promise<void> {
  const generation = runtime.generation;
  let stored: Session | undefined;
  if (runtime.bearer) {
    try {
      const value = await runtime.storage.getItem(SESSION_STORAGE_KEY);
      stored = value === undefined ? undefined : readSession(value);
    } catch {
      stored = undefined;
    }
    if (!stored || stored.sessionExpiresAt <= Date.now()) return finish(runtime, generation);
    if (isFresh(stored)) return applySession(runtime, stored);
    runtime.session = stored;
  } else if (typeof document === 'undefined' || !(await mayHaveSessionCookie(runtime))) {
    return finish(runtime, generation);
  }
  try {
    await refreshSession(runtime);
  } catch (error) {
    if (isLatchkeyError(error, LATCHKEY_ERROR__SESSION__ENDED) || !stored) {
      return finish(runtime, generation);
    }
    logger.warn('Could not refresh the session; will try again when a token is asked for', error);
    if (generation === runtime.generation) await applySession(runtime, stored);
  }
}

/** Cookie mode: whether this browser signed in and that session has not ended yet. */
async function mayHaveSessionCookie(runtime: SessionRuntime): Promise<boolean> {
  try {
    const hint = await runtime.storage.getItem<{ sessionExpiresAt?: unknown }>(SESSION_STORAGE_KEY);
    return typeof hint?.sessionExpiresAt === 'number' && hint.sessionExpiresAt > Date.now();
  } catch {
    return false;
  }
}

/** Nobody signed in, unless a sign-in began meanwhile. */
async function finish(runtime: SessionRuntime, generation: number): Promise<void> {
  if (generation === runtime.generation) await clearSession(runtime);
}
