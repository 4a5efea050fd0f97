import {
  connectMwaSocket,
  MWA_WEBSOCKET_PROTOCOL,
  MWA_WEBSOCKET_PROTOCOL_BASE64,
} from './connect-mwa-socket.js';
import { launchMwaAssociation } from './launch-mwa-association.js';
import { createMwaAssociationKeys, mwaAssociationUri } from './mwa-association-keys.js';
import { type MwaSession, openMwaSession } from './open-mwa-session.js';

/** How long a wallet app has to open its socket and answer HELLO_REQ (the specification's 30 s). */
export const MWA_CONNECT_TIMEOUT_MS = 30_000;
// MWA's range is 49152–65535; its top, above the default ephemeral range of Linux and Android
// (32768–60999), is a port no outgoing connection of the device can be holding when the wallet
// app comes to listen on it (a busy port would leave the page waiting out its 30 s).
const FIRST_PORT = 61000;
const PORT_COUNT = 65536 - FIRST_PORT;

/** Parameters of {@link startLocalMwaSession}. */
export interface StartLocalMwaSessionParameters {
  /** A wallet's own `https:` link base from an earlier authorization, used instead of the scheme. */
  walletUriBase?: string;
  /** Opens the association URI. Default: this page, waiting for it to lose focus to the wallet. */
  launch?: (uri: string) => Promise<void>;
  /** Default {@link MWA_CONNECT_TIMEOUT_MS}. */
  connectTimeoutMs?: number;
}

/**
 * A session with a wallet app on this Android device: a fresh association key, the
 * `solana-wallet:/v1/associate/local` link on a random port in 61000–65535 (the top of the
 * specification's 49152–65535), then the wallet's
 * `ws://localhost:<port>/solana-wallet` socket and the encrypted session.
 *
 * @throws {MwaSessionError} `'not-found'` (no wallet app), `'timeout'`, `'closed'`, `'protocol'`.
 */
export async function startLocalMwaSession(
  parameters: StartLocalMwaSessionParameters = {},
): Promise<MwaSession> {
  const keys = await createMwaAssociationKeys();
  const port =
    FIRST_PORT + ((crypto.getRandomValues(new Uint16Array(1))[0] as number) % PORT_COUNT);
  const base = parameters.walletUriBase?.startsWith('https:')
    ? parameters.walletUriBase.replace(/\/?$/, '/')
    : 'solana-wallet:/';
  const uri = mwaAssociationUri(base, 'local', keys.publicKey, { port: String(port) });
  await (parameters.launch ?? launchMwaAssociation)(uri);
  const deadline = Date.now() + (parameters.connectTimeoutMs ?? MWA_CONNECT_TIMEOUT_MS);
  // Both of the specification's subprotocols are offered; the wallet app picks.
  const socket = await connectMwaSocket(
    `ws://localhost:${port}/solana-wallet`,
    deadline,
    undefined,
    [MWA_WEBSOCKET_PROTOCOL, MWA_WEBSOCKET_PROTOCOL_BASE64],
  );
  return openMwaSession({
    socket,
    associationKeys: keys.pair,
    associationPublicKey: keys.publicKey,
    deadline,
  });
}
