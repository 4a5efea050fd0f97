import { LATCHKEY_ERROR__CUSTODY__MALFORMED_RESPONSE } from '../errors/codes.js';
import { CustodyError } from '../errors/custody-error.js';
import type { CustodyClient } from './create-custody-client.js';

/**
 * Asks the provider to seal one account's private key to an export frame's key
 * (`ACTIVITY_TYPE_EXPORT_WALLET_ACCOUNT`). The bundle is opaque here: only the frame can open it.
 *
 * @example
 * ```ts
 * const exportBundle = await exportWalletAccount(client, { organizationId, address, targetPublicKey });
 * await frame.injectKeyExportBundle(exportBundle, organizationId, 'SOLANA', address);
 * ```
 */
export async function exportWalletAccount(
  client: CustodyClient,
  parameters: { organizationId: string; address: string; targetPublicKey: string },
): Promise<string> {
  const activity = await client.submit('export_wallet_account', {
    type: 'ACTIVITY_TYPE_EXPORT_WALLET_ACCOUNT',
    organizationId: parameters.organizationId,
    parameters: { address: parameters.address, targetPublicKey: parameters.targetPublicKey },
  });
  const result = activity.result?.exportWalletAccountResult as
    | { exportBundle?: unknown }
    | undefined;
  if (typeof result?.exportBundle !== 'string') {
    throw new CustodyError(LATCHKEY_ERROR__CUSTODY__MALFORMED_RESPONSE, {
      context: { request: activity.type, reason: 'no exportBundle in the result' },
    });
  }
  return result.exportBundle;
}

/**
 * Asks the provider to seal a whole wallet's recovery phrase to an export frame's key
 * (`ACTIVITY_TYPE_EXPORT_WALLET`). Only the frame can open the bundle.
 *
 * @example
 * ```ts
 * const exportBundle = await exportWallet(client, { organizationId, walletId, targetPublicKey });
 * await frame.injectWalletExportBundle(exportBundle, organizationId);
 * ```
 */
export async function exportWallet(
  client: CustodyClient,
  parameters: { organizationId: string; walletId: string; targetPublicKey: string },
): Promise<string> {
  const activity = await client.submit('export_wallet', {
    type: 'ACTIVITY_TYPE_EXPORT_WALLET',
    organizationId: parameters.organizationId,
    parameters: { walletId: parameters.walletId, targetPublicKey: parameters.targetPublicKey },
  });
  const result = activity.result?.exportWalletResult as { exportBundle?: unknown } | undefined;
  if (typeof result?.exportBundle !== 'string') {
    throw new CustodyError(LATCHKEY_ERROR__CUSTODY__MALFORMED_RESPONSE, {
      context: { request: activity.type, reason: 'no exportBundle in the result' },
    });
  }
  return result.exportBundle;
}
