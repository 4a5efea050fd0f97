/**
 * What {@link isPlainHttpLoopback} reads of a request: its URL when there is one, a header
 * getter, and whether its socket is TLS (Node's `IncomingMessage`).
 */
export interface RequestSeen {
  readonly url?: string | undefined;
  readonly header: (name: string) => string | undefined;
  readonly encrypted?: boolean | undefined;
}

const LOOPBACK_HOST = /^(localhost|[\w-]+\.localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/i;

/**
 * Whether a request is plain http to a loopback host (a developer's machine), the one place the
 * session cookie goes without its `__Host-` prefix. Anything else — https, a proxy saying the
 * browser used https (`X-Forwarded-Proto`, `Forwarded`) or another host (`X-Forwarded-Host`),
 * a host that is not loopback, or no host at all — is not: there the plain name is one a sibling
 * subdomain can plant, so only the `__Host-` cookie is read.
 */
export function isPlainHttpLoopback(request: RequestSeen): boolean {
  if (request.encrypted) return false;
  const url = request.url ? URL.parse(request.url) : null;
  if (url && url.protocol !== 'http:') return false;
  const forwardedProto = request.header('x-forwarded-proto');
  if (forwardedProto && !/^\s*http\s*(,|$)/i.test(forwardedProto)) return false;
  const forwarded = request.header('forwarded') ?? '';
  if (/proto\s*=\s*"?https/i.test(forwarded)) return false;
  const forwardedHost = request.header('x-forwarded-host');
  if (forwardedHost && !LOOPBACK_HOST.test(forwardedHost.split(',')[0]?.trim() ?? '')) {
    return false;
  }
  const host = url ? url.host : request.header('host');
  return host !== undefined && host !== null && LOOPBACK_HOST.test(host);
}
