import { normalizeEmail } from '../embedded/normalize-email.js';
import { invalidRequest } from '../server-error.js';
import type { CredentialKind } from './user-credential.js';

/** What names a credential, whoever holds it: the key a lookup or a link goes by. */
export type CredentialKey =
  | { readonly kind: 'solana-wallet'; readonly address: string }
  | { readonly kind: 'embedded-wallet'; readonly subOrganizationId: string }
  | { readonly kind: 'email'; readonly email: string }
  | { readonly kind: 'passkey'; readonly credentialId: string }
  | { readonly kind: 'oauth'; readonly issuer: string; readonly subject: string };

/** A credential just proven, with what the server keeps about it. */
export type NewCredential =
  | { readonly kind: 'solana-wallet'; readonly address: string; readonly walletName?: string }
  | {
      readonly kind: 'embedded-wallet';
      readonly subOrganizationId: string;
      /** The provider's user in the sub-organization. */
      readonly custodyUserId: string;
      readonly walletName?: string;
      /** The wallet's Solana address, when known. */
      readonly address?: string;
    }
  | { readonly kind: 'email'; readonly email: string }
  | { readonly kind: 'passkey'; readonly credentialId: string }
  /** An OpenID provider's account: the ID token's `iss` and `sub`, and what names it. */
  | {
      readonly kind: 'oauth';
      readonly issuer: string;
      readonly subject: string;
      /** The server's id for the provider ('google'). */
      readonly provider?: string | undefined;
      /** The email the ID token named. */
      readonly email?: string | undefined;
    };

/**
 * The kind and the identifying value a credential is stored under. An email is normalized, so
 * `Ada@Example.com` and `ada@example.com` are one credential; an OpenID account is its issuer,
 * a space and its subject (an issuer is a URL, so it holds no space).
 *
 * @throws {ServerError} 400 `INVALID_REQUEST` for an empty value or an invalid email.
 */
export function credentialValue(key: CredentialKey): { kind: CredentialKind; value: string } {
  const value =
    key.kind === 'solana-wallet'
      ? key.address
      : key.kind === 'embedded-wallet'
        ? key.subOrganizationId
        : key.kind === 'email'
          ? normalizeEmail(key.email)
          : key.kind === 'oauth'
            ? oauthCredentialValue(key.issuer, key.subject)
            : key.credentialId;
  if (typeof value !== 'string' || value.trim() === '' || value.length > 512) {
    throw invalidRequest(`a ${key.kind} credential needs its identifying value`);
  }
  return { kind: key.kind, value };
}

// Both parts must be there: a value without its subject would name every account at the issuer.
function oauthCredentialValue(issuer: unknown, subject: unknown): string {
  if (typeof issuer !== 'string' || typeof subject !== 'string') return '';
  if (issuer === '' || /\s/.test(issuer) || subject === '') return '';
  return `${issuer} ${subject}`;
}
