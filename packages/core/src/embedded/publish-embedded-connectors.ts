import { createEmbeddedConnector } from './create-embedded-connector.js';
import { passkeyClient, userSession } from './embedded-wallet-custody.js';
import type { EmbeddedWalletHandle } from './embedded-wallet-state.js';
import { endEmbeddedSession } from './sign-out.js';

/**
 * Publishes one connector per Solana wallet of the signed-in user (`embedded:<address>`), all
 * signing through one new session authorized by the user's credential — the frame's after an
 * email code, else the passkey. Nobody signed in, or no config reading yet: no connectors.
 *
 * @example
 * ```ts
 * wallet.state.user = user;
 * publishEmbeddedConnectors(wallet);
 * ```
 */
export function publishEmbeddedConnectors(wallet: EmbeddedWalletHandle): void {
  const { state } = wallet;
  if (!state.connectorContext || !state.user) {
    state.connectorList.set([]);
    return;
  }
  const client = state.credentialClient ?? passkeyClient(state);
  const session = userSession(state, state.user, client);
  state.signer = { session, client };
  // Disconnecting one of them signs the user out.
  const signOut = () => endEmbeddedSession(wallet);
  state.connectorList.set(
    state.user.verifiedCredentials
      .filter((credential) => credential.chain === 'solana')
      .map((credential) => createEmbeddedConnector({ credential, client, session, signOut })),
  );
}
