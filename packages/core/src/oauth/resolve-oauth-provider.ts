import { LATCHKEY_ERROR__SESSION__SIGN_IN_REFUSED } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import {
  BUILT_IN_OAUTH_PROVIDERS,
  type OAuthOptions,
  type ResolvedOAuthProvider,
} from './oauth-provider.js';

/**
 * The provider `id` as configured, with the built-in issuer, name, scope and endpoint filled in.
 * A built-in provider pointed at another issuer keeps its name but finds its endpoint by
 * discovery, like any other.
 *
 * @throws {LatchkeyError} 'Sign-in refused: {provider} is not configured here' for an id not in
 * `options.providers`, or one with no issuer.
 */
export function resolveOAuthProvider(
  options: OAuthOptions | undefined,
  id: string,
): ResolvedOAuthProvider {
  const configured =
    options && Object.hasOwn(options.providers, id) ? options.providers[id] : undefined;
  const builtIn = Object.hasOwn(BUILT_IN_OAUTH_PROVIDERS, id)
    ? BUILT_IN_OAUTH_PROVIDERS[id as keyof typeof BUILT_IN_OAUTH_PROVIDERS]
    : undefined;
  const issuer = configured?.issuer ?? builtIn?.issuer;
  if (!configured?.clientId || !issuer) {
    throw new LatchkeyError(LATCHKEY_ERROR__SESSION__SIGN_IN_REFUSED, {
      context: { reason: `${id} is not configured here` },
    });
  }
  return {
    id,
    name: configured.name ?? builtIn?.name ?? id,
    clientId: configured.clientId,
    issuer,
    scope: configured.scope ?? builtIn?.scope ?? 'openid email',
    authorizationEndpoint:
      builtIn && issuer === builtIn.issuer ? builtIn.authorizationEndpoint : undefined,
  };
}
