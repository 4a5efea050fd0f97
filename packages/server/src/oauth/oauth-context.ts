import { OAUTH_FETCH_TIMEOUT_MS } from './fetch-provider.js';
import {
  type OAuthProvider,
  type OAuthSettings,
  resolveOAuthProviders,
} from './oauth-provider-settings.js';
import { createOpenIdIssuers, type OpenIdIssuers } from './openid-issuers.js';

/**
 * What a running server keeps for OpenID sign-in: its providers (checked at start) and their
 * issuers' discovery documents and keys, shared by every request.
 */
export interface OAuthContext {
  readonly providers: ReadonlyMap<string, OAuthProvider>;
  readonly issuers: OpenIdIssuers;
  /** How long one request to a provider may take. */
  readonly timeoutMs: number;
}

/**
 * Makes the server's {@link OAuthContext}: a provider request may take at most half the
 * request's deadline (and no more than 5 s), so a slow provider is answered as unavailable
 * before the request runs out of time.
 *
 * @throws {ServerConfigurationError} `INVALID_SETTING` for a provider's bad settings.
 */
export function createOAuthContext(
  settings: OAuthSettings | undefined,
  options: { requestDeadlineMs: number },
): OAuthContext {
  const timeoutMs = Math.max(
    1,
    Math.min(OAUTH_FETCH_TIMEOUT_MS, Math.floor(options.requestDeadlineMs / 2)),
  );
  return {
    providers: resolveOAuthProviders(settings),
    issuers: createOpenIdIssuers({ timeoutMs }),
    timeoutMs,
  };
}
