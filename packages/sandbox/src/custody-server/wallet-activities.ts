import { hexToBytes } from '@noble/hashes/utils.js';
import type { ActivityContext, ActivityOutcome } from './activity-context.js';
import { createWalletRecord } from './create-wallet-record.js';
import { CustodyApiError } from './custody-api-error.js';
import { encryptExportBundle } from './encrypt-bundles.js';
import { findAccount } from './find-in-organization.js';

/** `create_wallet`: a new HD wallet in the caller's organization. */
export function createWallet({ organization, parameters, now }: ActivityContext): ActivityOutcome {
  const wallet = createWalletRecord(parameters, now);
  organization.wallets.push(wallet);
  return {
    resultKey: 'createWalletResult',
    result: { walletId: wallet.walletId, addresses: wallet.accounts.map((a) => a.address) },
  };
}

/**
 * `export_wallet`: the wallet's mnemonic, sealed to the export frame's `targetPublicKey`; the
 * wallet is marked exported.
 *
 * @throws {CustodyApiError} 5 'wallet not found: …'.
 */
export function exportWallet({
  organization,
  parameters,
  state,
}: ActivityContext): ActivityOutcome {
  const wallet = organization.wallets.find(
    (candidate) => candidate.walletId === parameters.walletId,
  );
  if (!wallet)
    throw new CustodyApiError(5, `wallet not found: ${String(parameters.walletId)}`, 'NOT_FOUND');
  const exportBundle = encryptExportBundle({
    plaintext: new TextEncoder().encode(wallet.mnemonic),
    targetPublicKey: parameters.targetPublicKey,
    organizationId: organization.organizationId,
    enclavePrivateKey: state.enclavePrivateKey,
  });
  wallet.exported = true;
  return { resultKey: 'exportWalletResult', result: { walletId: wallet.walletId, exportBundle } };
}

/**
 * `export_wallet_account`: one account's private key, sealed to the export frame's
 * `targetPublicKey`; its wallet is marked exported.
 */
export function exportWalletAccount({
  organization,
  parameters,
  state,
}: ActivityContext): ActivityOutcome {
  const account = findAccount(organization, parameters.address);
  const exportBundle = encryptExportBundle({
    plaintext: hexToBytes(account.privateKey),
    targetPublicKey: parameters.targetPublicKey,
    organizationId: organization.organizationId,
    enclavePrivateKey: state.enclavePrivateKey,
  });
  for (const wallet of organization.wallets)
    if (wallet.walletId === account.walletId) wallet.exported = true;
  return {
    resultKey: 'exportWalletAccountResult',
    result: { address: account.address, exportBundle },
  };
}
