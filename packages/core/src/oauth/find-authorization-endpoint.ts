import { LATCHKEY_ERROR__SESSION__SIGN_IN_REFUSED } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import type { ResolvedOAuthProvider } from './oauth-provider.js';

// An issuer that has not answered in this long will not: the user is told rather than left waiting.
const DISCOVERY_TIMEOUT_MS = 10_000;

const discovered = new Map<string, Promise<string>>();

/**
 * Where the provider's sign-in page is: the built-in endpoint, else the `authorization_endpoint`
 * of the issuer's `/.well-known/openid-configuration` (read once per page, and only trusted when
 * the document names the same issuer).
 *
 * @throws {LatchkeyError} 'Sign-in refused: {reason}' (the issuer did not give its
 * configuration) when the document is unreachable, slow, malformed or another issuer's.
 */
export function findAuthorizationEndpoint(provider: ResolvedOAuthProvider): Promise<string> {
  if (provider.authorizationEndpoint) return Promise.resolve(provider.authorizationEndpoint);
  const { issuer } = provider;
  let pending = discovered.get(issuer);
  if (!pending) {
    pending = readDiscovery(provider);
    // A failure is not kept: the next try asks again.
    pending.catch(() => discovered.delete(issuer));
    discovered.set(issuer, pending);
  }
  return pending;
}

async function readDiscovery({ issuer, name }: ResolvedOAuthProvider): Promise<string> {
  const failed = (cause?: unknown) =>
    new LatchkeyError(LATCHKEY_ERROR__SESSION__SIGN_IN_REFUSED, {
      context: { reason: `${name}'s issuer ${issuer} did not give its configuration` },
      cause,
    });
  let document: { issuer?: unknown; authorization_endpoint?: unknown };
  try {
    const response = await fetch(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    document = (await response.json()) as typeof document;
  } catch (cause) {
    throw failed(cause);
  }
  const endpoint = document?.authorization_endpoint;
  if (
    document?.issuer !== issuer ||
    typeof endpoint !== 'string' ||
    !/^https?:\/\//.test(endpoint)
  ) {
    throw failed();
  }
  return endpoint;
}
