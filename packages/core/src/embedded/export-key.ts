import { LATCHKEY_ERROR__CUSTODY__NO_TURNKEY_ACCOUNT } from '../errors/codes.js';
import { CustodyError } from '../errors/custody-error.js';
import type { LatchkeyError } from '../errors/latchkey-error.js';
import { credentialClient } from './embedded-wallet-custody.js';
import type { EmbeddedWalletHandle } from './embedded-wallet-state.js';
import { exportKeyInFrame } from './export-key-in-frame.js';

/**
 * Parameters of {@link exportKey}.
 *
 * @example
 * ```ts
 * const parameters: ExportKeyParameters = { container: panel, what: 'recoveryPhrase' };
 * ```
 */
export interface ExportKeyParameters {
  /** Where the export frame is placed. */
  container: HTMLElement;
  /** Which Solana wallet; default the user's first. */
  address?: string;
  /** `'recoveryPhrase'` shows the whole wallet's phrase instead of the one key. */
  what?: 'privateKey' | 'recoveryPhrase';
}

/**
 * What {@link exportKey} returns: the shown frame, to remove.
 *
 * @example
 * ```ts
 * const shown: ExportKeyReturnType = await exportKey(embeddedWallet, { container });
 * ```
 */
export interface ExportKeyReturnType {
  /** Removes the frame, and the key with it. */
  remove(): void;
}

/** What {@link exportKey} can throw. */
export type ExportKeyErrorType = LatchkeyError | CustodyError;

/**
 * Shows the Solana wallet's private key to the user inside the provider's export frame,
 * placed in `container`: the key is sealed to the frame's own key and opened there, so this
 * page never holds it. Signed in to the product server (`auth`), the server makes the export
 * and asks for a recent second factor first where the host guards export (the registered
 * prompt asks for it). Returns a handle that removes the frame.
 *
 * @throws {CustodyError} 'No turnkey account' when nobody is signed in.
 * @example
 * ```ts
 * const shown = await exportKey(embeddedWallet, { container: panel });
 * closeButton.onclick = () => shown.remove();
 * ```
 */
export async function exportKey(
  wallet: EmbeddedWalletHandle,
  parameters: ExportKeyParameters,
): Promise<ExportKeyReturnType> {
  const { state } = wallet;
  const { user: signedIn, session } = state;
  const credential = signedIn?.verifiedCredentials.find(
    (candidate) =>
      candidate.chain === 'solana' &&
      (!parameters.address || candidate.address === parameters.address),
  );
  if (!signedIn || !credential || !session) {
    throw new CustodyError(LATCHKEY_ERROR__CUSTODY__NO_TURNKEY_ACCOUNT);
  }
  // Signed in to the product server: it makes the export, after a second factor if it asks.
  const config = state.config?.();
  const { address } = credential;
  const { what } = parameters;
  const sealedByServer =
    config &&
    (async (targetPublicKey: string) =>
      (await import('../auth/request-key-export.js')).requestKeyExport(config, {
        address,
        targetPublicKey,
        what,
      }));
  return exportKeyInFrame({
    sealedByServer,
    session,
    client: credentialClient(state),
    container: parameters.container,
    frameUrl: state.exportFrameUrl,
    frameTimeoutMs: state.frameTimeoutMs,
    organizationId: signedIn.organizationId,
    address,
    what,
  });
}
