import { generateSessionKey } from '../custody/session-key.js';
import { authorizationUrl } from '../oauth/authorization-url.js';
import { findAuthorizationEndpoint } from '../oauth/find-authorization-endpoint.js';
import type { ResolvedOAuthProvider } from '../oauth/oauth-provider.js';
import { nonceFor, pkceChallenge, randomUrlToken } from '../oauth/pkce.js';
import { OAUTH_SESSION_KEY_SECONDS } from '../product-api/oauth-login-messages.js';
import type { EmbeddedWalletState } from './embedded-wallet-state.js';

/**
 * What a trip to an OpenID provider needs: a fresh session key (the ID token's nonce is bound to
 * it), the provider's authorization URL with PKCE and a state token, and what the return checks.
 */
export async function prepareOAuthRequest(
  state: EmbeddedWalletState,
  provider: ResolvedOAuthProvider,
) {
  const [key, endpoint] = await Promise.all([
    generateSessionKey(OAUTH_SESSION_KEY_SECONDS),
    findAuthorizationEndpoint(provider),
  ]);
  const codeVerifier = randomUrlToken();
  const stateToken = randomUrlToken();
  const redirectUri = state.oauth?.redirectUri ?? `${location.origin}${location.pathname}`;
  const url = authorizationUrl(provider, endpoint, {
    redirectUri,
    state: stateToken,
    codeChallenge: await pkceChallenge(codeVerifier),
    nonce: await nonceFor(key.publicKey),
  });
  return {
    url,
    pending: { provider: provider.id, state: stateToken, codeVerifier, redirectUri, key },
  };
}
