import type { SessionCredential } from '@latchkey/core';
import type { Translate } from '../../i18n/use-messages.js';
import { shortenAddress } from '../shared/shorten-address.js';
import type { AccountMessageKey } from './account-messages.js';

/**
 * How a credential reads in the account menu: the wallet and its address, the email, a passkey,
 * an OpenID identity (its provider and the email its token named, else who vouched for it).
 */
export function describeCredential(
  credential: SessionCredential,
  t: Translate<AccountMessageKey>,
): string {
  if (credential.format === 'email') return credential.email;
  if (credential.format === 'passkey') return t('account.credential.passkey');
  if (credential.format === 'oauth') {
    // A provider is a brand ('google' → 'Google'), the same in every language.
    const provider = credential.provider
      ? `${credential.provider.charAt(0).toUpperCase()}${credential.provider.slice(1)}`
      : undefined;
    if (provider && credential.email)
      return t('account.credential.withEmail', { provider, email: credential.email });
    return provider || credential.email || credential.issuer;
  }
  // An embedded wallet's name is the provider's wallet ('turnkeyhd'): say what it is instead.
  const wallet =
    credential.kind === 'embedded-wallet'
      ? t('account.credential.embeddedWallet')
      : credential.walletName;
  return credential.address
    ? t('account.walletWithAddress', { wallet, address: shortenAddress(credential.address) })
    : wallet;
}
