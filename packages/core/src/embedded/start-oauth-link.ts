import type { SessionState } from '../auth/session-state.js';
import type { Config } from '../config/config.js';
import {
  LATCHKEY_ERROR__SESSION__NOT_SIGNED_IN,
  LATCHKEY_ERROR__SESSION__POPUP_BLOCKED,
} from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { resolveOAuthProvider } from '../oauth/resolve-oauth-provider.js';
import { waitForOAuthPopup } from '../oauth/wait-for-oauth-popup.js';
import type { EmbeddedWalletHandle } from './embedded-wallet-state.js';
import { codeOf } from './oauth-code.js';
import { prepareOAuthRequest } from './prepare-oauth-request.js';

/**
 * The link once the popup is open: the provider's page shown in it, its code (checked against
 * the state sent) and PKCE verifier sent to the server with the key the token's nonce binds.
 * The popup is closed on any failure.
 */
export async function startOAuthLink(
  wallet: EmbeddedWalletHandle,
  parameters: { provider: string; config?: Config | undefined },
  popup: Window | null,
): Promise<SessionState> {
  const { state } = wallet;
  try {
    const config = parameters.config ?? state.config?.();
    if (!config) throw new LatchkeyError(LATCHKEY_ERROR__SESSION__NOT_SIGNED_IN);
    const provider = resolveOAuthProvider(state.oauth, parameters.provider);
    const request = await prepareOAuthRequest(state, provider);
    if (!popup) throw new LatchkeyError(LATCHKEY_ERROR__SESSION__POPUP_BLOCKED);
    popup.location.href = request.url;
    const returned = await waitForOAuthPopup(popup, request.pending.redirectUri);
    const { codeVerifier, redirectUri, key } = request.pending;
    // The session code loads only now: the provider's side uses what sign-in already loaded.
    const { sendOpenIdLink } = await import('../auth/send-openid-link.js');
    return await sendOpenIdLink(config, {
      provider: provider.id,
      publicKey: key.publicKey,
      code: codeOf(returned, request.pending.state, provider.name),
      codeVerifier,
      redirectUri,
    });
  } catch (error) {
    popup?.close();
    throw error;
  }
}
