import type { CustodySession } from '../custody/create-custody-session.js';
import { createEmbeddedConnector } from './create-embedded-connector.js';
import { credentialClient } from './embedded-wallet-custody.js';
import type { EmbeddedWalletHandle } from './embedded-wallet-state.js';
import { endEmbeddedSession } from './sign-out.js';

// Which of a session's connectors are connected, shared by every publication of them (adding a
// wallet publishes them anew, while one of the earlier ones is still connected).
const connectedBySession = new WeakMap<CustodySession, Set<string>>();

/**
 * Publishes one connector per Solana wallet of the signed-in user (`embedded:<address>`), all
 * signing through the one session their login made, and stamped by the user's credential — the
 * frame's after an email code, else the passkey. Nobody signed in, or no config reading yet: no
 * connectors.
 */
export function publishEmbeddedConnectors(wallet: EmbeddedWalletHandle): void {
  const { state } = wallet;
  const { connectorContext, user, session } = state;
  const client = credentialClient(state);
  // Disconnecting one of them signs the user out.
  const signOut = () => endEmbeddedSession(wallet);
  const connectedSiblings = session
    ? (connectedBySession.get(session) ?? new Set<string>())
    : new Set<string>();
  if (session) connectedBySession.set(session, connectedSiblings);
  state.connectorList.set(
    connectorContext && user
      ? user.verifiedCredentials
          .filter((credential) => credential.chain === 'solana')
          .map((credential) =>
            createEmbeddedConnector({
              credential,
              client,
              session,
              signOut,
              approve: connectorContext.approve,
              connectedSiblings,
            }),
          )
      : [],
  );
}
