import { createApiKey } from '../custody/create-api-key.js';
import { type CustodyClient, createCustodyClient } from '../custody/create-custody-client.js';
import { type CustodySession, createCustodySession } from '../custody/create-custody-session.js';
import type { CustodyStamper } from '../custody/custody-stamper.js';
import { createPasskey, type PasskeyRegistration } from '../webauthn/create-passkey.js';
import { createPasskeyStamper } from '../webauthn/create-passkey-stamper.js';
import { type AuthFrame, createAuthFrame } from './create-auth-frame.js';
import type { EmbeddedWalletState } from './embedded-wallet-state.js';
import type { EmbeddedWalletUser } from './embedded-wallet-user.js';

// How an embedded wallet reaches the custody provider and the browser's passkeys, with its settings.

/** The passkeys' relying party: the one configured, else the page's hostname. */
export function relyingPartyId(state: EmbeddedWalletState): string {
  return (
    state.rpId ?? (globalThis as { location?: { hostname?: string } }).location?.hostname ?? ''
  );
}

/** A custody client stamped by `stamper`. */
export function custodyClient(state: EmbeddedWalletState, stamper: CustodyStamper): CustodyClient {
  return createCustodyClient({ baseUrl: state.custodyBaseUrl, stamper });
}

/** A custody client stamped by the user's passkey: the browser asks on each call. */
export function passkeyClient(state: EmbeddedWalletState): CustodyClient {
  return custodyClient(state, createPasskeyStamper({ rpId: relyingPartyId(state) }));
}

/** Registers a new passkey for this app (the browser asks the user). */
export function newPasskey(
  state: EmbeddedWalletState,
  names: { email?: string; passkeyIdentifier?: string },
): Promise<PasskeyRegistration> {
  return createPasskey({ rpName: state.appName, rpId: relyingPartyId(state), ...names });
}

/** Loads the custody provider's auth frame, hidden. */
export function loadAuthFrame(state: EmbeddedWalletState): Promise<AuthFrame> {
  return createAuthFrame({ frameUrl: state.authFrameUrl, timeoutMs: state.frameTimeoutMs });
}

/**
 * The user's session: a session key, authorized when one must be made by `client`'s credential
 * (the passkey's by default, a frame's or an OpenID key's) — and once the login has handed it to
 * the state, by the user's credential then ({@link credentialClient}: a passkey added replaces
 * the frame's). The config hears while it is made or restored.
 */
export function userSession(
  state: EmbeddedWalletState,
  user: Pick<EmbeddedWalletUser, 'organizationId' | 'userId'>,
  client: CustodyClient = passkeyClient(state),
): CustodySession {
  const session = createCustodySession({
    storage: state.sessionStorage,
    onLoadingChange: (loading) => state.connectorContext?.setSessionLoading?.(loading),
    // Only the state's own session follows its credential: a login's, before it is handed over,
    // authorizes with the login's.
    authorize: (publicKey, expirationSeconds) =>
      createApiKey(state.session === session ? credentialClient(state) : client, {
        organizationId: user.organizationId,
        userId: user.userId,
        publicKey,
        expirationSeconds,
      }),
  });
  return session;
}

/** The client stamped by the signed-in user's own credential: the one held here, else the passkey. */
export function credentialClient(state: EmbeddedWalletState): CustodyClient {
  return state.credential ?? passkeyClient(state);
}
