import { isPlainHttpLoopback } from './plain-http-loopback.js';
import { accessCookie, bearerToken, type HeadersLike } from './read-session-token.js';
import {
  type VerifiedSession,
  type VerifySessionOptions,
  verifySession,
} from './verify-session.js';

/**
 * What {@link getSessionFromNextRequest} reads: a `NextRequest` in a route handler, or in a server
 * component the values of `headers()` and `cookies()` from `next/headers`.
 *
 * @example
 * ```ts
 * const from: NextRequestLike = { headers: await headers(), cookies: await cookies() };
 * ```
 */
export interface NextRequestLike {
  readonly headers: HeadersLike;
  /** A `NextRequest`'s URL; without it the `Host` header says where the request went. */
  readonly url?: string;
  readonly cookies?: { get(name: string): { readonly value: string } | undefined };
}

/**
 * The verified session of a Next.js request (`verifySession` on its bearer token or session
 * cookie — the plain-named cookie only on plain http to localhost), without importing `next`: pass the `NextRequest`, or in a server component
 * `{ headers: await headers(), cookies: await cookies() }`.
 *
 * @throws {SessionRefusedError} 401 `SESSION_REQUIRED` (see `verifySession`).
 * @throws {SessionKeysUnavailableError} 503 when the keys cannot be fetched.
 * @example
 * ```ts
 * export async function GET(request: NextRequest) {
 *   const session = await getSessionFromNextRequest(request, { issuer, audience: 'acme' });
 *   return Response.json({ userId: session.userId });
 * }
 * ```
 */
export function getSessionFromNextRequest(
  request: NextRequestLike,
  options: VerifySessionOptions,
): Promise<VerifiedSession> {
  const { cookies } = request;
  const plain = isPlainHttpLoopback({
    url: request.url,
    header: (name) => request.headers.get(name) ?? undefined,
  });
  const token =
    bearerToken(request.headers.get('authorization') ?? undefined) ??
    accessCookie(
      cookies ? (name) => cookies.get(name)?.value : (request.headers.get('cookie') ?? undefined),
      { plain },
    );
  return verifySession(token ?? '', options);
}
