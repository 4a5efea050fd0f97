import { fetchProvider, parseProviderJson } from './fetch-provider.js';
import { OAUTH_ERRORS } from './oauth-errors.js';
import type { OAuthProvider } from './oauth-provider-settings.js';

/**
 * Trades an authorization code (with its PKCE verifier and the redirect URI it was issued for) at
 * the provider's token endpoint for the ID token, authenticating as the app (`client_secret_post`
 * when the provider has a secret). The ID token it answers is only a token to verify like any
 * other: it is not trusted for having come over TLS from the provider.
 *
 * @throws {ServerError} 400 `OAUTH_CODE_INVALID` when the provider refuses the code or answers no
 * ID token; 503 `OAUTH_PROVIDER_UNAVAILABLE` when it cannot be reached or fails.
 */
export async function exchangeAuthorizationCode(
  provider: OAuthProvider,
  tokenEndpoint: string | undefined,
  grant: { code: string; codeVerifier: string; redirectUri: string },
  options: { timeoutMs: number; signal?: AbortSignal | undefined },
): Promise<string> {
  if (!tokenEndpoint) throw OAUTH_ERRORS.providerUnavailable({ reason: 'no token_endpoint' });
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: grant.code,
    redirect_uri: grant.redirectUri,
    code_verifier: grant.codeVerifier,
    client_id: provider.clientId,
  });
  if (provider.clientSecret) form.set('client_secret', provider.clientSecret);
  const { status, bytes } = await fetchProvider(tokenEndpoint, {
    timeoutMs: options.timeoutMs,
    signal: options.signal,
    init: {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: form.toString(),
    },
  });
  const answer = parseProviderJson(bytes);
  // RFC 6749 §5.2: a refused grant is a 400 (401 for the client's own credentials).
  if (status === 400 || status === 401) throw OAUTH_ERRORS.codeInvalid();
  if (status !== 200 || !answer) {
    throw OAUTH_ERRORS.providerUnavailable({ url: tokenEndpoint, status });
  }
  if (typeof answer.id_token !== 'string' || answer.id_token === '') {
    throw OAUTH_ERRORS.codeInvalid();
  }
  return answer.id_token;
}
