import { describe, expect, it } from 'vitest';
import { LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE } from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { readSession } from './read-session.js';

const wallet = {
  id: 'c1',
  format: 'blockchain',
  kind: 'solana-wallet',
  address: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
  chain: 'solana',
  walletName: 'Phantom',
  walletProperties: { turnkeySubOrganizationId: undefined, isSessionKeyCompatible: false },
};
const session = {
  accessToken: 'a.b.c',
  accessTokenExpiresAt: 1_900_000_000_000,
  refreshToken: 'r',
  sessionExpiresAt: 1_900_000_000_000,
  user: { id: 'u1', verifiedCredentials: [wallet], lastVerifiedCredentialId: 'c1' },
};

describe('readSession', () => {
  it('passes a session as the contract draws it', () => {
    expect(readSession(session)).toBe(session);
    const { refreshToken: _, ...cookieMode } = session;
    expect(readSession(cookieMode)).toBe(cookieMode);
  });

  it('passes an OpenID identity among the credentials', () => {
    const google = {
      id: 'c3',
      format: 'oauth',
      kind: 'oauth',
      issuer: 'https://accounts.google.com',
      subject: '1234',
    };
    const signedIn = {
      ...session,
      user: { ...session.user, verifiedCredentials: [wallet, google] },
    };
    expect(readSession(signedIn)).toBe(signedIn);
  });

  it.each([
    ['nothing', undefined],
    ['an error answer', { error: { code: 'INTERNAL', message: 'x' } }],
    ['no access token', { ...session, accessToken: '' }],
    ['an expiry as text', { ...session, accessTokenExpiresAt: '1900000000000' }],
    ['a refresh token that is not text', { ...session, refreshToken: 42 }],
    ['no user', { ...session, user: undefined }],
    ['no credentials', { ...session, user: { ...session.user, verifiedCredentials: [] } }],
    [
      'a wallet of another chain',
      {
        ...session,
        user: { ...session.user, verifiedCredentials: [{ ...wallet, chain: 'eip155' }] },
      },
    ],
    [
      'an OpenID identity without its subject',
      {
        ...session,
        user: {
          ...session.user,
          verifiedCredentials: [{ id: 'c2', format: 'oauth', kind: 'oauth', issuer: 'https://x' }],
        },
      },
    ],
    [
      'an unknown kind of credential',
      { ...session, user: { ...session.user, verifiedCredentials: [{ id: 'c2', format: 'sms' }] } },
    ],
  ])('refuses %s as a malformed answer', (_, answer) => {
    expect(() => readSession(answer)).toThrow(
      expect.toSatisfy((error) =>
        isLatchkeyError(error, LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE),
      ),
    );
  });
});
