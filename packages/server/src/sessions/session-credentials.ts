import type { SessionCredential } from '@latchkey/core/product-api';
import type { UserCredential } from '../users/user-credential.js';

/**
 * A stored credential as sessions show it (the access token's `verified_credentials`): wallets
 * with the spec's verified-credential fields, an email, a passkey, an OpenID account.
 */
export function toSessionCredential(credential: UserCredential): SessionCredential {
  switch (credential.kind) {
    case 'email':
      return { id: credential.id, format: 'email', kind: 'email', email: credential.value };
    case 'passkey':
      return {
        id: credential.id,
        format: 'passkey',
        kind: 'passkey',
        credentialId: credential.value,
      };
    case 'oauth': {
      // Stored as `<issuer> <subject>`: an issuer is a URL, so the first space ends it.
      const space = credential.value.indexOf(' ');
      return {
        id: credential.id,
        format: 'oauth',
        kind: 'oauth',
        issuer: credential.value.slice(0, space),
        subject: credential.value.slice(space + 1),
        ...(credential.oauthProvider ? { provider: credential.oauthProvider } : {}),
        ...(credential.oauthEmail ? { email: credential.oauthEmail } : {}),
      };
    }
    default:
      return {
        id: credential.id,
        format: 'blockchain',
        kind: credential.kind,
        address:
          credential.kind === 'solana-wallet' ? credential.value : (credential.address ?? ''),
        chain: 'solana',
        walletName:
          credential.walletName ?? (credential.kind === 'embedded-wallet' ? 'turnkeyhd' : ''),
        walletProperties: {
          turnkeySubOrganizationId: credential.turnkeySubOrganizationId ?? undefined,
          isSessionKeyCompatible: credential.isSessionKeyCompatible,
        },
      };
  }
}
