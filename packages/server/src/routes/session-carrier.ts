import {
  SECURE_COOKIE_PREFIX,
  SESSION_COOKIE_NAMES,
  type Session,
} from '@latchkey/core/product-api';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { ServerError } from '../server-error.js';
import type { SessionSettings } from '../sessions/session-options.js';

/**
 * The tokens a request carries: the access token from `X-Latchkey-Session`, the refresh token
 * from the body; in cookie mode, from the session cookies when those are absent. A token taken
 * from a cookie needs the page's `Origin` (already checked against `allowedOrigins`): a browser
 * sends cookies with requests other sites start, never that header for them.
 *
 * @throws {ServerError} 403 `CSRF_REFUSED` for a cookie without an `Origin`.
 */
export function readSessionTokens(
  c: Context,
  settings: SessionSettings,
  body: { refreshToken?: unknown },
  sessionHeader: string | undefined,
): { accessToken: string | undefined; refreshToken: string | undefined } {
  let accessToken = sessionHeader || undefined;
  let refreshToken = typeof body.refreshToken === 'string' ? body.refreshToken : undefined;
  if (settings.carrier !== 'cookie') return { accessToken, refreshToken };
  const names = cookieNames(isSecure(c));
  const fromCookie = {
    access: accessToken ? undefined : getCookie(c, names.access),
    refresh: refreshToken ? undefined : getCookie(c, names.refresh),
  };
  if ((fromCookie.access || fromCookie.refresh) && !c.req.header('origin')) {
    throw new ServerError(
      403,
      'CSRF_REFUSED',
      'A session cookie is only taken from a page of an allowed origin',
    );
  }
  accessToken ??= fromCookie.access;
  refreshToken ??= fromCookie.refresh;
  return { accessToken, refreshToken };
}

/**
 * Cookie mode: sets the session's tokens as httpOnly cookies (the access token for every path
 * of the host's site, so its backend reads it; the refresh token too, SameSite=Strict) and
 * returns the answer without the refresh token. Bearer mode returns the answer as is.
 */
export function carrySession(c: Context, settings: SessionSettings, session: Session): Session {
  if (settings.carrier !== 'cookie') return session;
  const secure = isSecure(c);
  const names = cookieNames(secure);
  const now = Date.now();
  setCookie(c, names.access, session.accessToken, {
    path: '/',
    httpOnly: true,
    secure,
    sameSite: 'Lax',
    maxAge: Math.max(0, Math.floor((session.accessTokenExpiresAt - now) / 1000)),
  });
  if (session.refreshToken) {
    setCookie(c, names.refresh, session.refreshToken, {
      path: '/',
      httpOnly: true,
      secure,
      sameSite: 'Strict',
      maxAge: Math.max(0, Math.floor((session.sessionExpiresAt - now) / 1000)),
    });
  }
  const { refreshToken: _kept, ...answer } = session;
  return answer;
}

/** Cookie mode: removes the session cookies (sign-out). */
export function clearSessionCookies(c: Context, settings: SessionSettings): void {
  if (settings.carrier !== 'cookie') return;
  const secure = isSecure(c);
  const names = cookieNames(secure);
  for (const name of [names.access, names.refresh]) {
    deleteCookie(c, name, { path: '/', secure });
  }
}

// Off localhost the cookies are Secure with the __Host- prefix (no Domain, path /).
function isSecure(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:';
}

function cookieNames(secure: boolean) {
  const prefix = secure ? SECURE_COOKIE_PREFIX : '';
  return {
    access: `${prefix}${SESSION_COOKIE_NAMES.access}`,
    refresh: `${prefix}${SESSION_COOKIE_NAMES.refresh}`,
  };
}
