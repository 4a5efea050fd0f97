import type { ResolvedOAuthProvider } from './oauth-provider.js';

/**
 * What one sign-in sends the provider: where to return, the `state` that ties the return to
 * this page, the PKCE challenge, and the `nonce` the ID token must carry (the session key's).
 */
export interface AuthorizationRequest {
  readonly redirectUri: string;
  readonly state: string;
  readonly codeChallenge: string;
  readonly nonce: string;
}

/** The provider's sign-in URL for the authorization code flow with PKCE (`S256`). */
export function authorizationUrl(
  provider: ResolvedOAuthProvider,
  endpoint: string,
  request: AuthorizationRequest,
): string {
  const url = new URL(endpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('redirect_uri', request.redirectUri);
  url.searchParams.set('scope', provider.scope);
  url.searchParams.set('state', request.state);
  url.searchParams.set('nonce', request.nonce);
  url.searchParams.set('code_challenge', request.codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}
