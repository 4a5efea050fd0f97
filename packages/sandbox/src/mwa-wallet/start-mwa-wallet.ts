import type { Address } from '@solana/kit';
import { startHttpServer } from '../http/start-http-server.js';
import { parseMwaAssociationUri } from './mwa-association-uri.js';
import { createMwaAuthorizations, type MwaAuthorization } from './mwa-authorizations.js';
import { createMwaControlRoute } from './mwa-control-route.js';
import { listenForLocalMwaDapp, type MwaLocalListener } from './mwa-local-association.js';
import { createMwaReflector } from './mwa-reflector.js';
import { joinMwaReflector } from './mwa-remote-association.js';
import type { MwaWalletBehaviour } from './mwa-wallet-behaviour.js';
import { deriveMwaWalletKeys } from './mwa-wallet-keys.js';

/**
 * The seed the sandbox's MWA wallet derives its key from unless told otherwise.
 *
 * @example
 * ```ts
 * await startMwaWallet({ host, port: 0, rpcUrl, seed: DEFAULT_MWA_WALLET_SEED });
 * ```
 */
export const DEFAULT_MWA_WALLET_SEED = 'latchkey-mwa-wallet';

/** How long an association waits (nobody joined, a reflector id unclaimed, a session idle). */
const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * Parameters of {@link startMwaWallet}.
 *
 * @example
 * ```ts
 * const parameters: StartMwaWalletParameters = { host: '127.0.0.1', port: 0, rpcUrl };
 * ```
 */
export interface StartMwaWalletParameters {
  host: string;
  /** The control routes' and reflector's port; 0 picks a free port. */
  port: number;
  /** Where `sign_and_send_transactions` sends, such as the sandbox's RPC. */
  rpcUrl: string;
  /** The key derives from it, so the address is stable. Default {@link DEFAULT_MWA_WALLET_SEED}. */
  seed?: string;
  /** How long a listener waits for its dapp, a reflector id for its wallet, a session idle. Default 30 s. */
  timeoutMs?: number;
}

/**
 * A running MWA wallet with its reflector.
 *
 * @example
 * ```ts
 * await wallet.associate(associationUri, { behaviour: 'decline' });
 * ```
 */
export interface RunningMwaWallet {
  /** Origin of the control routes and reflector, such as http://127.0.0.1:8850. */
  readonly url: string;
  /** What a dapp configures as its reflector (`remoteHostAuthority`), such as 127.0.0.1:8850. */
  readonly reflectorAuthority: string;
  /** The account it authorizes and signs as. */
  readonly walletAddress: Address;
  /**
   * Takes a `solana-wallet:` association URI, as the Android intent hands it to the wallet app:
   * resolves once it listens on the local port, or has joined the reflector.
   */
  associate(uri: string, options?: { behaviour?: MwaWalletBehaviour | undefined }): Promise<void>;
  /** Every authorization token issued, oldest first, revoked ones marked. */
  authorizations(): readonly MwaAuthorization[];
  /** Ends every session, stops the server and resolves once its port is free. */
  close(): Promise<void>;
}

/**
 * Starts the sandbox's Mobile Wallet Adapter wallet: the wallet app's side of MWA (local
 * association on the port the URI names, remote through a reflector), authorizing and signing
 * with an ed25519 key and sending to `rpcUrl`, plus a local reflector at `/reflect` and the
 * control routes e2e tests drive it with (`POST /mwa/associate`, `GET /mwa/authorizations`).
 *
 * @example
 * ```ts
 * const wallet = await startMwaWallet({ host: '127.0.0.1', port: 0, rpcUrl: sandbox.urls.rpc });
 * await wallet.associate('solana-wallet:/v1/associate/local?association=…&port=51234&v=v1');
 * await wallet.close();
 * ```
 */
export async function startMwaWallet(
  parameters: StartMwaWalletParameters,
): Promise<RunningMwaWallet> {
  const keys = deriveMwaWalletKeys(parameters.seed ?? DEFAULT_MWA_WALLET_SEED);
  const timeoutMs = parameters.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const authorizations = createMwaAuthorizations();
  const reflector = createMwaReflector({ idTimeoutMs: timeoutMs });
  const sessions = new Set<MwaLocalListener>();
  const associate = async (
    uri: string,
    { behaviour = 'approve' }: { behaviour?: MwaWalletBehaviour | undefined } = {},
  ) => {
    const association = parseMwaAssociationUri(uri);
    const options = {
      associationPublicKey: association.associationPublicKey,
      keys,
      authorizations,
      rpcUrl: parameters.rpcUrl,
      behaviour,
      // A URI naming no version is a legacy dapp's: no session properties in the HELLO_RSP.
      protocolVersion: association.versions.includes('v1') ? ('v1' as const) : ('legacy' as const),
      idleTimeoutMs: timeoutMs,
    };
    const session =
      association.kind === 'local'
        ? await listenForLocalMwaDapp(association.port as number, options)
        : await joinMwaReflector(
            association.reflector?.authority as string,
            association.reflector?.id as string,
            options,
          );
    sessions.add(session);
    void session.closed.then(() => sessions.delete(session));
  };
  const server = await startHttpServer({
    host: parameters.host,
    port: parameters.port,
    routes: [createMwaControlRoute({ associate, authorizations: authorizations.list })],
    onUpgrade: (request, socket, head) => {
      if (!reflector.handleUpgrade(request, socket, head)) socket.destroy();
    },
  });
  return {
    url: server.url,
    reflectorAuthority: new URL(server.url).host,
    walletAddress: keys.walletAddress,
    associate,
    authorizations: authorizations.list,
    close: async () => {
      reflector.close();
      for (const session of sessions) session.close();
      await Promise.all([...sessions].map((session) => session.closed));
      await server.close();
    },
  };
}
