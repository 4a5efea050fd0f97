import { LATCHKEY_ERROR__SESSION__ENDED } from '../errors/codes.js';
import { isLatchkeyError, LatchkeyError } from '../errors/latchkey-error.js';
import type { Session } from '../product-api/session-messages.js';
import { readSession } from './read-session.js';
import {
  applySession,
  clearSession,
  isFresh,
  SESSION_STORAGE_KEY,
  type SessionRuntime,
} from './session-runtime.js';

/**
 * Trades the refresh token for a new session, once at a time: refresh tokens are single use,
 * and the server revokes the whole session when one is used twice. Calls while a refresh is in
 * flight get that refresh's answer; across tabs, a Web Lock orders them, and each reads the
 * stored session again once it holds the lock, so a token another tab has just rotated is used
 * as it is rather than rotated again.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__SESSION__ENDED` ('Session ended: sign in
 *   again') when the server refuses the refresh token (the session is cleared here), or the
 *   product API's errors when it cannot be asked.
 */
export function refreshSession(runtime: SessionRuntime): Promise<Session> {
  runtime.refreshing ??= withRefreshLock(runtime, () => rotate(runtime)).finally(() => {
    runtime.refreshing = undefined;
  });
  return runtime.refreshing;
}

async function rotate(runtime: SessionRuntime): Promise<Session> {
  const generation = runtime.generation;
  // Bearer mode: what is stored is the truth; another tab may have rotated it meanwhile.
  const stored = runtime.bearer
    ? await runtime.storage.getItem<Session>(SESSION_STORAGE_KEY).catch(() => undefined)
    : undefined;
  if (stored && isFresh(stored) && stored.accessToken !== runtime.session?.accessToken) {
    const session = readSession(stored);
    await applySession(runtime, session);
    return session;
  }
  const refreshToken = runtime.bearer ? stored?.refreshToken : undefined;
  if (runtime.bearer && !refreshToken) {
    await clearSession(runtime);
    throw new LatchkeyError(LATCHKEY_ERROR__SESSION__ENDED);
  }
  let session: Session;
  try {
    session = readSession(
      await runtime.post('refreshSession', refreshToken ? { refreshToken } : {}),
    );
  } catch (error) {
    if (
      isLatchkeyError(error, LATCHKEY_ERROR__SESSION__ENDED) &&
      generation === runtime.generation
    ) {
      await clearSession(runtime);
    }
    throw error;
  }
  // Signed out (or in again) while this was on its way: it is not the current session.
  if (generation !== runtime.generation) throw new LatchkeyError(LATCHKEY_ERROR__SESSION__ENDED);
  await applySession(runtime, session);
  return session;
}

/** Runs `refresh` holding this origin's session lock, where the browser has Web Locks. */
function withRefreshLock<T>(runtime: SessionRuntime, refresh: () => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (!locks) return refresh();
  return locks.request(`${runtime.storage.prefix}session-refresh`, refresh);
}
