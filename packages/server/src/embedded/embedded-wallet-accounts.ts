import type { EmbeddedUser } from '@latchkey/core/product-api';
import { ServerError } from '../server-error.js';

/** The accounts every embedded user's wallet starts with: one Solana, one Ethereum. */
export const EMBEDDED_WALLET_ACCOUNTS = [
  {
    curve: 'CURVE_ED25519',
    pathFormat: 'PATH_FORMAT_BIP32',
    path: "m/44'/501'/0'/0'",
    addressFormat: 'ADDRESS_FORMAT_SOLANA',
  },
  {
    curve: 'CURVE_SECP256K1',
    pathFormat: 'PATH_FORMAT_BIP32',
    path: "m/44'/60'/0'/0/0",
    addressFormat: 'ADDRESS_FORMAT_ETHEREUM',
  },
] as const;

/**
 * The verified credentials the SDK builds its connectors from, for a new sub-organization's
 * wallet (its Solana address first, then its Ethereum one).
 */
export function toVerifiedCredentials(
  organizationId: string,
  wallet: { walletId: string; addresses: readonly string[] },
): EmbeddedUser['verifiedCredentials'] {
  const walletProperties = {
    turnkeySubOrganizationId: organizationId,
    isSessionKeyCompatible: true,
  };
  const [solana, evm] = wallet.addresses;
  if (!solana || !evm) {
    throw new ServerError(502, 'CUSTODY_ERROR', 'Custody provider: a wallet without its accounts');
  }
  const accounts = [
    { id: `${wallet.walletId}:solana`, address: solana, chain: 'solana' },
    { id: `${wallet.walletId}:evm`, address: evm, chain: 'evm' },
  ] as const;
  return accounts.map((credential) => ({
    ...credential,
    walletName: 'turnkeyhd',
    walletProperties,
  }));
}
