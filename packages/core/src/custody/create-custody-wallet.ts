import { LATCHKEY_ERROR__CUSTODY__MALFORMED_RESPONSE } from '../errors/codes.js';
import { CustodyError } from '../errors/custody-error.js';
import { isSolanaAddress } from '../validation/solana-address.js';
import type { CustodyClient } from './create-custody-client.js';

/** A Solana account at the first path of a new HD wallet: what each added wallet holds. */
const SOLANA_ACCOUNT = {
  curve: 'CURVE_ED25519',
  pathFormat: 'PATH_FORMAT_BIP32',
  path: "m/44'/501'/0'/0'",
  addressFormat: 'ADDRESS_FORMAT_SOLANA',
} as const;

/**
 * Makes a new HD wallet in the user's organization (`ACTIVITY_TYPE_CREATE_WALLET`), named, with
 * one Solana account: its own seed, so it is exported and recovered on its own.
 *
 * @throws {CustodyError} `LATCHKEY_ERROR__CUSTODY__MALFORMED_RESPONSE` for an answer without the
 *   wallet's id and a Solana address.
 */
export async function createCustodyWallet(
  client: CustodyClient,
  parameters: { organizationId: string; walletName: string },
): Promise<{ walletId: string; address: string }> {
  const activity = await client.submit('create_wallet', {
    type: 'ACTIVITY_TYPE_CREATE_WALLET',
    organizationId: parameters.organizationId,
    parameters: { walletName: parameters.walletName, accounts: [SOLANA_ACCOUNT] },
  });
  const result = activity.result?.createWalletResult as
    | { walletId?: unknown; addresses?: unknown }
    | undefined;
  const address = Array.isArray(result?.addresses) ? result.addresses[0] : undefined;
  if (
    typeof result?.walletId !== 'string' ||
    typeof address !== 'string' ||
    !isSolanaAddress(address)
  ) {
    throw new CustodyError(LATCHKEY_ERROR__CUSTODY__MALFORMED_RESPONSE, {
      context: { request: activity.type, reason: 'no wallet with a Solana address in the result' },
    });
  }
  return { walletId: result.walletId, address };
}
