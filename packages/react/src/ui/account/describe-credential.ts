import type { SessionCredential } from '@latchkey/core';
import { shortenAddress } from '../shared/shorten-address.js';

/**
 * How a credential reads in the account menu: the wallet and its address, the email, a passkey,
 * an OpenID identity (its provider and the email its token named, else who vouched for it).
 */
export function describeCredential(credential: SessionCredential): string {
  if (credential.format === 'email') return credential.email;
  if (credential.format === 'passkey') return 'Passkey';
  if (credential.format === 'oauth') {
    const provider = credential.provider
      ? `${credential.provider.charAt(0).toUpperCase()}${credential.provider.slice(1)}`
      : undefined;
    return [provider, credential.email].filter(Boolean).join(' · ') || credential.issuer;
  }
  // An embedded wallet's name is the provider's wallet ('turnkeyhd'): say what it is instead.
  const name = credential.kind === 'embedded-wallet' ? 'Embedded wallet' : credential.walletName;
  return credential.address ? `${name} · ${shortenAddress(credential.address)}` : name;
}
