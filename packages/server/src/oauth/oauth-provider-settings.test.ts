import { describe, expect, it } from 'vitest';
import { readOAuthProvidersVariable, resolveOAuthProviders } from './oauth-provider-settings.js';

describe('OpenID provider settings', () => {
  it('fills in the built-in issuers and their email trust; any other id names its issuer', () => {
    const providers = resolveOAuthProviders({
      providers: {
        google: { clientId: 'g' },
        apple: { clientId: 'a', clientSecret: 's', trustVerifiedEmail: false },
        okta: { issuer: 'https://acme.okta.com', clientId: 'o' },
        local: { issuer: 'http://127.0.0.1:4000/google', clientId: 'l', trustVerifiedEmail: true },
      },
    });
    expect([...providers.values()]).toEqual([
      {
        id: 'google',
        issuer: 'https://accounts.google.com',
        clientId: 'g',
        clientSecret: undefined,
        trustVerifiedEmail: true,
      },
      {
        id: 'apple',
        issuer: 'https://appleid.apple.com',
        clientId: 'a',
        clientSecret: 's',
        trustVerifiedEmail: false,
      },
      {
        id: 'okta',
        issuer: 'https://acme.okta.com',
        clientId: 'o',
        clientSecret: undefined,
        trustVerifiedEmail: false,
      },
      {
        id: 'local',
        issuer: 'http://127.0.0.1:4000/google',
        clientId: 'l',
        clientSecret: undefined,
        trustVerifiedEmail: true,
      },
    ]);
    expect(resolveOAuthProviders(undefined).size).toBe(0);
  });

  it('refuses at start an unknown id without issuer, an empty client id, a plain-http issuer elsewhere', () => {
    const refusal = (providers: Record<string, unknown>) => {
      try {
        resolveOAuthProviders({ providers } as never);
        return undefined;
      } catch (error) {
        return [(error as { code: string }).code, (error as Error).message];
      }
    };
    expect(refusal({ okta: { clientId: 'o' } })).toEqual([
      'INVALID_SETTING',
      "OAuth provider 'okta': name its issuer (only google and apple are built in)",
    ]);
    expect(refusal({ google: { clientId: ' ' } })).toEqual([
      'INVALID_SETTING',
      "OAuth provider 'google': clientId is required",
    ]);
    expect(refusal({ okta: { issuer: 'http://acme.okta.com', clientId: 'o' } })).toEqual([
      'INVALID_SETTING',
      "OAuth provider 'okta': issuer http://acme.okta.com must be https (plain http only on localhost)",
    ]);
    expect(refusal({ okta: { issuer: 'not a url', clientId: 'o' } })?.[0]).toBe('INVALID_SETTING');
    expect(refusal({ 'a b': { issuer: 'https://x.example', clientId: 'o' } })?.[0]).toBe(
      'INVALID_SETTING',
    );
  });

  it('reads LATCHKEY_OAUTH_PROVIDERS as the same JSON, and refuses what is not', () => {
    expect(readOAuthProvidersVariable(undefined)).toBeUndefined();
    expect(readOAuthProvidersVariable('{"google":{"clientId":"g"}}')).toEqual({
      providers: { google: { clientId: 'g' } },
    });
    expect(() => readOAuthProvidersVariable('[1]')).toThrow(/LATCHKEY_OAUTH_PROVIDERS must be/);
    expect(() => readOAuthProvidersVariable('{"x":{"clientId":"c"}}')).toThrow(/name its issuer/);
  });
});
