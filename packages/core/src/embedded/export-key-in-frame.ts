import type { CustodyClient } from '../custody/create-custody-client.js';
import type { CustodySession } from '../custody/create-custody-session.js';
import { listWalletAccounts } from '../custody/custody-queries.js';
import { exportWallet, exportWalletAccount } from '../custody/export-wallet-account.js';
import { LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import type { EmbeddedKeyExport } from '../product-api/export-messages.js';
import { frameDeadline } from './frame-deadline.js';

/**
 * Shows a Solana key (or the whole wallet's recovery phrase) inside the custody provider's export
 * frame, placed in `container`: the bundle is sealed to the frame's own key and opened there, so
 * the page never holds it. The export is stamped by the user's own credential — their passkey
 * (a prompt: the user is there) or the frame's recovery credential — never by the session key,
 * which a script on the page could use unseen; or, with `sealedByServer`, by the product server
 * (which asks for a recent second factor first). Each frame step must answer within
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
  /**
   * The export made by the product server for the frame's key, instead of by `client`;
   * `undefined` from it for a wallet the server cannot export, which `client` then exports.
   */
  sealedByServer?:
    | ((targetPublicKey: string) => Promise<EmbeddedKeyExport | undefined>)
    | undefined;
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
    const recoveryPhrase = parameters.what === 'recoveryPhrase';
    // Made by the product server when it can, else stamped here by the user's credential.
    const sealed = (await parameters.sealedByServer?.(targetPublicKey)) ?? {
      organizationId,
      exportBundle: recoveryPhrase
        ? await exportWallet(client, {
            organizationId,
            walletId: await walletIdOf(session, client, organizationId, address),
            targetPublicKey,
          })
        : await exportWalletAccount(client, { organizationId, address, targetPublicKey }),
    };
    await waitFor(
      recoveryPhrase
        ? exportFrame.injectWalletExportBundle(sealed.exportBundle, sealed.organizationId)
        : exportFrame.injectKeyExportBundle(
            sealed.exportBundle,
            sealed.organizationId,
            KeyFormat.Solana,
            address,
          ),
    );
  } catch (error) {
    exportFrame.clear();
    throw error;
  }
  return { remove: () => exportFrame.clear() };
}

// The wallet holding `address`, read with the session key so the user is asked only once.
async function walletIdOf(
  session: CustodySession,
  client: CustodyClient,
  organizationId: string,
  address: string,
): Promise<string> {
  const accounts = await session.run((stamper) =>
    listWalletAccounts(client.withStamper(stamper), { organizationId }),
  );
  const walletId = accounts.find((account) => account.address === address)?.walletId;
  if (!walletId) throw new LatchkeyError(LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND);
  return walletId;
}
