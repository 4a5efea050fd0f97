import type { RunningOpenIdProvider } from './start-openid-provider.js';

/**
 * The product server's `oauth.providers` for the sandbox's issuers: 'google' and 'apple' pointed
 * at "Sandbox Google" and "Sandbox Apple" with their apps' ids and secrets.
 *
 * @example
 * ```ts
 * createLatchkeyServer({ …, oauth: { providers: sandboxOAuthProviders(openId) } });
 * ```
 */
export function sandboxOAuthProviders(openId: Pick<RunningOpenIdProvider, 'issuers' | 'clients'>) {
  return {
    google: { issuer: openId.issuers.google, ...openId.clients.google },
    apple: { issuer: openId.issuers.apple, ...openId.clients.apple },
  };
}
