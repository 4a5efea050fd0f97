import type { EmbeddedKeyExport, ExportEmbeddedKeyBody } from '@latchkey/core/product-api';
import { parseFrameKey } from '../custody/seal-session-credential.js';
import { requiredText, type UncheckedBody } from '../http/request-context.js';
import { ServerError } from '../server-error.js';
import { type AccountContext, requireAccountUser } from '../sessions/require-account-user.js';
import { readUserCredentials } from '../users/user-credential.js';
import { hasServerRootUser } from './has-server-root-user.js';

/**
 * Exports one of the signed-in user's embedded keys (or the whole wallet's recovery phrase)
 * through the server, so the server can ask for a recent second factor first (`exportKey`,
 * guarded by default): the address must be an account of one of the user's own embedded
 * wallets, and the provider seals the export to the frame's key, stamped by the server's own
 * root user in that sub-organization — the server never sees the key.
 *
 * @throws {ServerError} 401 `SESSION_REQUIRED`; 403 `MFA_REQUIRED`; 400 `INVALID_REQUEST`; 404
 *   `NOT_FOUND` for an address that is not the user's; 409 `EXPORT_IN_BROWSER` for a wallet made
 *   before the server had its own user there (the SDK then exports it in the browser, as
 *   before); 502 `CUSTODY_ERROR`.
 */
export async function exportEmbeddedKey(
  context: AccountContext,
  body: UncheckedBody<ExportEmbeddedKeyBody>,
): Promise<EmbeddedKeyExport> {
  const { database, custody } = context;
  const signedIn = await requireAccountUser(context, 'exportKey');
  const address = requiredText(body, 'address', 64);
  const targetPublicKey = requiredText(body, 'targetPublicKey', 130);
  parseFrameKey(targetPublicKey);
  const organizations = new Set(
    (await readUserCredentials(database, signedIn.userId)).flatMap((credential) =>
      credential.kind === 'embedded-wallet' && credential.turnkeySubOrganizationId
        ? [credential.turnkeySubOrganizationId]
        : [],
    ),
  );
  for (const organizationId of organizations) {
    const { accounts } = await custody.query(() =>
      custody.client.getWalletAccounts({ organizationId } as never),
    );
    const account = accounts.find((candidate) => candidate.address === address);
    if (!account) continue;
    // A wallet made before the server had its own user there: the browser exports it, as before.
    if (!(await hasServerRootUser(custody, organizationId))) {
      throw new ServerError(
        409,
        'EXPORT_IN_BROWSER',
        'This wallet predates exports through the server: export it in the browser',
      );
    }
    const timestampMs = String(context.now());
    if (body.what === 'recoveryPhrase') {
      const activity = await custody.run(custody.client.exportWallet, {
        type: 'ACTIVITY_TYPE_EXPORT_WALLET',
        timestampMs,
        organizationId,
        parameters: { walletId: account.walletId, targetPublicKey },
      });
      return { organizationId, exportBundle: bundleOf(activity.result.exportWalletResult) };
    }
    const activity = await custody.run(custody.client.exportWalletAccount, {
      type: 'ACTIVITY_TYPE_EXPORT_WALLET_ACCOUNT',
      timestampMs,
      organizationId,
      parameters: { address, targetPublicKey },
    });
    return { organizationId, exportBundle: bundleOf(activity.result.exportWalletAccountResult) };
  }
  throw new ServerError(404, 'NOT_FOUND', 'No embedded wallet of this user has that address');
}

function bundleOf(result: { exportBundle?: string } | undefined): string {
  if (!result?.exportBundle) {
    throw new ServerError(502, 'CUSTODY_ERROR', 'Custody provider: no export bundle');
  }
  return result.exportBundle;
}
