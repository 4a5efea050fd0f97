import type { SessionCredential } from '@latchkey/core/product-api';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * Whether `value` is a credential as the access token's `verified_credentials` claim carries it
 * (a wallet, a proven email, a passkey or an OpenID account, each with its own fields).
 */
export function isSessionCredential(value: unknown): value is SessionCredential {
  if (!isObject(value) || !isText(value.id) || value.id === '') return false;
  switch (value.format) {
    case 'blockchain':
      return (
        (value.kind === 'solana-wallet' || value.kind === 'embedded-wallet') &&
        isText(value.address) &&
        value.chain === 'solana' &&
        isText(value.walletName) &&
        isObject(value.walletProperties) &&
        // JSON has no undefined: a wallet outside custody has no sub-organization at all.
        (value.walletProperties.turnkeySubOrganizationId === undefined ||
          isText(value.walletProperties.turnkeySubOrganizationId)) &&
        typeof value.walletProperties.isSessionKeyCompatible === 'boolean'
      );
    case 'email':
      return value.kind === 'email' && isText(value.email) && value.email !== '';
    case 'passkey':
      return value.kind === 'passkey' && isText(value.credentialId) && value.credentialId !== '';
    case 'oauth':
      return (
        value.kind === 'oauth' &&
        isText(value.issuer) &&
        value.issuer !== '' &&
        isText(value.subject) &&
        value.subject !== '' &&
        (value.email === undefined || isText(value.email)) &&
        (value.provider === undefined || isText(value.provider))
      );
    default:
      return false;
  }
}
