import type { CustodyClient } from '../custody/create-custody-client.js';
import type { CustodySession } from '../custody/create-custody-session.js';
import { listWalletAccounts } from '../custody/custody-queries.js';
import { exportWallet, exportWalletAccount } from '../custody/export-wallet-account.js';
import { LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { frameDeadline } from './frame-deadline.js';

/**
 * Shows a Solana key (or the whole wallet's recovery phrase) inside the custody provider's export
 * frame, placed in `container`: the bundle is sealed to the frame's own key and opened there, so
 * the page never holds it. The export is stamped by the user's own credential — their passkey
 * (a prompt: the user is there) or the frame's recovery credential — never by the session key,
 * which a script on the page could use unseen. Each frame step must answer within
 * `frameTimeoutMs`; on failure the frame is removed. Returns a handle that removes it.
 */
export async function exportKeyInFrame(parameters: {
  container: HTMLElement;
  frameUrl: string;
  frameTimeoutMs?: number | undefined;
  /** Stamped by the user's passkey or a frame's credential. */
  client: CustodyClient;
  /** Stamps the one read (finding the wallet of `address`), so the user is asked only once. */
  session: CustodySession;
  organizationId: string;
  address: string;
  what?: 'privateKey' | 'recoveryPhrase' | undefined;
}): Promise<{ remove: () => void }> {
  const { client, session, organizationId, address } = parameters;
  const { IframeStamper, KeyFormat } = await import('@turnkey/iframe-stamper');
  const exportFrame = new IframeStamper({
    iframeUrl: parameters.frameUrl,
    iframeContainer: parameters.container,
    iframeElementId: `latchkey-export-frame-${crypto.randomUUID()}`,
  });
  try {
    const waitFor = <value>(answer: Promise<value>) =>
      frameDeadline(answer, 'export', parameters.frameTimeoutMs);
    const targetPublicKey = await waitFor(exportFrame.init());
    if (parameters.what === 'recoveryPhrase') {
      const accounts = await session.run((stamper) =>
        listWalletAccounts(client.withStamper(stamper), { organizationId }),
      );
      const walletId = accounts.find((account) => account.address === address)?.walletId;
      if (!walletId) throw new LatchkeyError(LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND);
      const exportBundle = await exportWallet(client, {
        organizationId,
        walletId,
        targetPublicKey,
      });
      await waitFor(exportFrame.injectWalletExportBundle(exportBundle, organizationId));
    } else {
      const exportBundle = await exportWalletAccount(client, {
        organizationId,
        address,
        targetPublicKey,
      });
      await waitFor(
        exportFrame.injectKeyExportBundle(exportBundle, organizationId, KeyFormat.Solana, address),
      );
    }
  } catch (error) {
    exportFrame.clear();
    throw error;
  }
  return { remove: () => exportFrame.clear() };
}
