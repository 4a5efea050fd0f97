import { describe, expect, it } from 'vitest';
import { LATCHKEY_ERROR__SESSION__SIGN_IN_REFUSED } from '../errors/codes.js';
import { resolveOAuthProvider } from './resolve-oauth-provider.js';

describe('resolveOAuthProvider', () => {
  it('fills in Google with its issuer, endpoint and scope', () => {
    expect(resolveOAuthProvider({ providers: { google: { clientId: 'c1' } } }, 'google')).toEqual({
      id: 'google',
      name: 'Google',
      clientId: 'c1',
      issuer: 'https://accounts.google.com',
      scope: 'openid email',
      authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
    });
  });

  it('keeps the name of a built-in pointed at a test issuer, but leaves its endpoint to discovery', () => {
    const apple = resolveOAuthProvider(
      { providers: { apple: { clientId: 'c2', issuer: 'http://127.0.0.1:8840/apple' } } },
      'apple',
    );
    expect(apple).toMatchObject({ name: 'Apple', issuer: 'http://127.0.0.1:8840/apple' });
    expect(apple.authorizationEndpoint).toBeUndefined();
  });

  it('refuses a provider that is not configured, or one with no issuer', () => {
    const refused = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error as { code: number; message: string };
      }
      throw new Error('not refused');
    };
    const missing = refused(() => resolveOAuthProvider({ providers: {} }, 'google'));
    expect(missing.code).toBe(LATCHKEY_ERROR__SESSION__SIGN_IN_REFUSED);
    expect(missing.message).toContain('Sign-in refused: google is not configured here');
    const noIssuer = refused(() =>
      resolveOAuthProvider({ providers: { acme: { clientId: 'c3' } } }, 'acme'),
    );
    expect(noIssuer.code).toBe(LATCHKEY_ERROR__SESSION__SIGN_IN_REFUSED);
    expect(refused(() => resolveOAuthProvider(undefined, 'toString')).code).toBe(
      LATCHKEY_ERROR__SESSION__SIGN_IN_REFUSED,
    );
  });
});
