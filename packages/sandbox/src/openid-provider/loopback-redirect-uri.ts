const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a redirect URI is an http(s) URL on this machine (localhost, 127.0.0.1, [::1]), at any
 * port and path. The sandbox's OpenID provider accepts exactly these instead of a registered list:
 * the demo, the e2e and tests run on ports chosen at start, and a loopback address cannot carry a
 * code off the machine.
 */
export function isLoopbackRedirectUri(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const url = URL.parse(value);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false;
  return LOOPBACK_HOSTS.has(url.hostname) && url.username === '' && url.password === '';
}
