import { ServerConfigurationError } from '../server-error.js';

/**
 * One OpenID provider the server accepts ID tokens from (`createLatchkeyServer({ oauth })`, or
 * `LATCHKEY_OAUTH_PROVIDERS` as JSON of {@link OAuthSettings}' `providers`).
 *
 * @example
 * ```ts
 * const google: OAuthProviderSettings = { clientId: '1234.apps.googleusercontent.com', clientSecret };
 * ```
 */
export interface OAuthProviderSettings {
  /** The ID tokens' issuer. Built in for 'google' (https://accounts.google.com) and 'apple' (https://appleid.apple.com); required for any other id. Set it to point 'google' at a test issuer. */
  issuer?: string;
  /** The app's client id at the provider: the ID token's `aud` must be exactly this. */
  clientId: string;
  /** For the code exchange at the provider's token endpoint (Google web clients, Apple, the sandbox). */
  clientSecret?: string;
  /** Let the token's verified email reach an existing user with that email. Default true for 'google' and 'apple', false otherwise. */
  trustVerifiedEmail?: boolean;
}

/**
 * The OpenID sign-in settings: the providers by the id the SDK names them with.
 *
 * @example
 * ```ts
 * const oauth: OAuthSettings = { providers: { google: { clientId }, okta: { issuer: 'https://acme.okta.com', clientId } } };
 * ```
 */
export interface OAuthSettings {
  providers: Readonly<Record<string, OAuthProviderSettings>>;
}

/**
 * The issuers built in, by provider id: a provider named so needs only its client id.
 *
 * @example
 * ```ts
 * BUILT_IN_OAUTH_ISSUERS.google; // 'https://accounts.google.com'
 * ```
 */
export const BUILT_IN_OAUTH_ISSUERS: Readonly<Record<string, string>> = Object.freeze({
  google: 'https://accounts.google.com',
  apple: 'https://appleid.apple.com',
});

/** A provider as the server uses it: every default filled in, checked. */
export interface OAuthProvider {
  readonly id: string;
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string | undefined;
  readonly trustVerifiedEmail: boolean;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Checks the providers and fills in their defaults, so a mistake stops the server at start, not
 * at a user's sign-in. An issuer must be https (plain http only on this machine's loopback).
 *
 * @throws {ServerConfigurationError} `INVALID_SETTING`, naming the provider and what is wrong.
 */
export function resolveOAuthProviders(
  settings: OAuthSettings | undefined,
): ReadonlyMap<string, OAuthProvider> {
  const resolved = new Map<string, OAuthProvider>();
  for (const [id, provider] of Object.entries(settings?.providers ?? {})) {
    const invalid = (what: string) =>
      new ServerConfigurationError('INVALID_SETTING', `OAuth provider '${id}': ${what}`);
    if (!/^[a-z0-9][a-z0-9_-]{0,63}$/i.test(id)) {
      throw invalid('an id is 1 to 64 letters, digits, - or _');
    }
    if (typeof provider !== 'object' || provider === null)
      throw invalid('settings must be an object');
    const builtIn = BUILT_IN_OAUTH_ISSUERS[id];
    const issuer = provider.issuer ?? builtIn;
    if (issuer === undefined) {
      throw invalid('name its issuer (only google and apple are built in)');
    }
    const url = typeof issuer === 'string' ? URL.parse(issuer) : null;
    if (!url || url.search || url.hash || url.username || url.password) {
      throw invalid(`issuer ${String(issuer)} is not a URL without query or credentials`);
    }
    if (
      url.protocol !== 'https:' &&
      !(url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
    ) {
      throw invalid(`issuer ${issuer} must be https (plain http only on localhost)`);
    }
    if (typeof provider.clientId !== 'string' || provider.clientId.trim() === '') {
      throw invalid('clientId is required');
    }
    if (provider.clientSecret !== undefined && typeof provider.clientSecret !== 'string') {
      throw invalid('clientSecret must be text');
    }
    if (
      provider.trustVerifiedEmail !== undefined &&
      typeof provider.trustVerifiedEmail !== 'boolean'
    ) {
      throw invalid('trustVerifiedEmail must be true or false');
    }
    resolved.set(id, {
      id,
      issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret || undefined,
      trustVerifiedEmail: provider.trustVerifiedEmail ?? builtIn !== undefined,
    });
  }
  return resolved;
}

/**
 * Reads `LATCHKEY_OAUTH_PROVIDERS`: JSON of {@link OAuthSettings}' `providers`, checked as
 * {@link resolveOAuthProviders} checks the option.
 *
 * @throws {ServerConfigurationError} `INVALID_SETTING` for JSON that is not an object of providers.
 */
export function readOAuthProvidersVariable(value: string | undefined): OAuthSettings | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let providers: unknown;
  try {
    providers = JSON.parse(value);
  } catch {
    providers = undefined;
  }
  if (typeof providers !== 'object' || providers === null || Array.isArray(providers)) {
    throw new ServerConfigurationError(
      'INVALID_SETTING',
      'LATCHKEY_OAUTH_PROVIDERS must be a JSON object of providers: {"google":{"clientId":"…"}}',
    );
  }
  const settings = { providers: providers as Record<string, OAuthProviderSettings> };
  resolveOAuthProviders(settings);
  return settings;
}

/**
 * The providers' issuers as `checkProductionSettings` names upstreams (`'<id> issuer'`), so
 * production refuses a plain-http issuer as it does any plain-http upstream.
 */
export function oauthIssuerUpstreams(
  settings: OAuthSettings | undefined,
): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(settings?.providers ?? {}).map(([id, provider]) => [
      `${id} issuer`,
      provider?.issuer,
    ]),
  );
}
