import type { Config } from '../config/config.js';
import type { LatchkeyState } from '../config/latchkey-state.js';
import { LATCHKEY_SESSION_HEADER } from '../product-api/api-headers.js';
import { DEFAULT_PRODUCT_API_BASE_URL } from '../product-api/api-paths.js';
import type { ApiRouteNameWith } from '../product-api/api-table.js';
import { createPostApi, type PostApi } from '../product-api/post-product-api.js';
import type { Session } from '../product-api/session-messages.js';
import type { LatchkeyStorage } from '../storage/create-storage.js';
import type { Store } from '../store/create-store.js';
import { sessionRefusal } from './session-refusal.js';

/**
 * The key bearer mode keeps the session under (`latchkey:session`): the refresh token with the
 * current access token, so a reload or another tab picks it up. Cookie mode keeps there only when
 * the session ends (`{ sessionExpiresAt }`), no token.
 */
export const SESSION_STORAGE_KEY = 'session';

/**
 * How long before its expiry an access token is refreshed: a token handed out now stays valid
 * for the request it is for.
 */
export const REFRESH_MARGIN_MS = 30_000;

/**
 * A config's session: its state (bound to React and others), the session API, the session as
 * the server answered it (with the refresh token, never in the state), and the refresh in
 * flight, one at a time.
 */
export interface SessionRuntime {
  /** The config's store, whose `session` this runtime keeps. */
  readonly store: Store<LatchkeyState>;
  readonly post: PostApi<ApiRouteNameWith<'session'>>;
  /** Bearer mode: the SDK keeps the refresh token; else cookies carry both tokens. */
  readonly bearer: boolean;
  readonly storage: LatchkeyStorage;
  session: Session | undefined;
  /** The one refresh in flight for this config. */
  refreshing: Promise<Session> | undefined;
  /** Reading back the stored session (or the cookie's) after a reload. */
  restoring: Promise<void>;
  /** Bumped by every sign-in and sign-out: work begun before one does not apply after it. */
  generation: number;
}

/** Makes a config's session runtime from its `auth` options (nothing restored yet). */
export function createSessionRuntime(
  config: Config,
  auth: NonNullable<Config['auth']>,
): SessionRuntime {
  const bearer = auth.carrier !== 'cookie';
  const post = createPostApi({
    baseUrl: (auth.baseUrl || DEFAULT_PRODUCT_API_BASE_URL).replace(/\/+$/, ''),
    environmentId: auth.environmentId,
    authToken: auth.authToken,
    credentials: bearer ? undefined : 'include',
    fetch: auth.fetch,
  });
  return {
    store: config.store,
    post: (name, body, signal, headers) =>
      post(name, body, signal, headers).catch((error: unknown) => {
        throw sessionRefusal(error);
      }),
    bearer,
    storage: auth.storage ?? config.storage,
    session: undefined,
    refreshing: undefined,
    restoring: Promise.resolve(),
    generation: 0,
  };
}

/** Whether a session's access token is good for a while yet ({@link REFRESH_MARGIN_MS}). */
export function isFresh(session: Session, now = Date.now()): boolean {
  return session.accessTokenExpiresAt - now > REFRESH_MARGIN_MS;
}

/**
 * Makes `session` the current one: kept (bearer mode: in storage, with the refresh token it
 * came with, or the one before when the answer has none) and shown in the state.
 */
export async function applySession(runtime: SessionRuntime, session: Session): Promise<void> {
  const refreshToken = session.refreshToken ?? runtime.session?.refreshToken;
  const kept: Session = refreshToken === undefined ? session : { ...session, refreshToken };
  runtime.session = kept;
  // Cookie mode keeps only when the session ends: a reload then asks the server only when a
  // session cookie may be there (an anonymous visitor's refresh would be a 401 in the console).
  await runtime.storage.setItem(
    SESSION_STORAGE_KEY,
    runtime.bearer ? kept : { sessionExpiresAt: kept.sessionExpiresAt },
  );
  runtime.store.setState({
    session: {
      status: 'signed-in',
      user: kept.user,
      credentials: kept.user.verifiedCredentials,
      accessToken: kept.accessToken,
      accessTokenExpiresAt: kept.accessTokenExpiresAt,
      sessionExpiresAt: kept.sessionExpiresAt,
      ...(kept.mfa ? { mfa: kept.mfa } : {}),
    },
  });
}

/** Forgets the session here: state, memory and storage (the server is told by `signOut`). */
export async function clearSession(runtime: SessionRuntime): Promise<void> {
  runtime.generation += 1;
  runtime.session = undefined;
  runtime.store.setState({ session: undefined });
  await runtime.storage.removeItem(SESSION_STORAGE_KEY);
}

/**
 * The headers of a call made for the signed-in user: the access token in bearer mode (cookie
 * mode's cookie carries it itself).
 */
export function sessionHeaders(
  runtime: SessionRuntime,
  accessToken: string,
): Record<string, string> {
  return runtime.bearer ? { [LATCHKEY_SESSION_HEADER]: accessToken } : {};
}

/**
 * Makes a new sign-in's session the current one: work begun for an earlier session (a refresh,
 * a reload's restore) no longer applies, and the session it replaces is ended at the server
 * (bearer mode: its refresh token would otherwise stay good until it expires; a failure to end
 * it is not the new sign-in's).
 */
export async function startSession(runtime: SessionRuntime, session: Session): Promise<void> {
  const replaced = runtime.session?.refreshToken;
  runtime.generation += 1;
  runtime.session = undefined;
  await applySession(runtime, session);
  if (replaced && replaced !== session.refreshToken) {
    await runtime.post('signOut', { refreshToken: replaced }).catch(() => undefined);
  }
}

/**
 * Shows a sign-in (or a reload's restore) under way: `'signing-in'`, the session before it kept
 * where there is one. `done` puts back what was there when it fails.
 */
export function markSigningIn(runtime: SessionRuntime): () => void {
  const before = runtime.store.getState().session;
  runtime.store.setState({
    session: {
      user: undefined,
      credentials: [],
      accessToken: undefined,
      accessTokenExpiresAt: undefined,
      sessionExpiresAt: undefined,
      ...before,
      status: 'signing-in',
    },
  });
  return () => {
    if (runtime.store.getState().session?.status === 'signing-in') {
      runtime.store.setState({ session: before?.status === 'signed-in' ? before : undefined });
    }
  };
}
