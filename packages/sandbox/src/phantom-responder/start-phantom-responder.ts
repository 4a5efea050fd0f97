import type { Address } from '@solana/kit';
import { startHttpServer } from '../http/start-http-server.js';
import { derivePhantomResponderKeys } from './phantom-responder-keys.js';
import {
  createPhantomResponderRoute,
  PHANTOM_RESPONDER_BASE_PATH,
} from './phantom-responder-route.js';

/** The seed the sandbox's responder derives its keys from unless told otherwise. */
export const DEFAULT_PHANTOM_RESPONDER_SEED = 'latchkey-phantom-responder';

/** Parameters of {@link startPhantomResponder}. */
export interface StartPhantomResponderParameters {
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** Where signAndSendTransaction sends, such as the sandbox's RPC. */
  rpcUrl: string;
  /** Keys derive from it, so the wallet's address is stable. Default {@link DEFAULT_PHANTOM_RESPONDER_SEED}. */
  seed?: string;
}

/** A running Phantom responder. */
export interface RunningPhantomResponder {
  /** Origin, such as http://127.0.0.1:8830. */
  readonly url: string;
  /** What the deep-link connector takes as `baseUrl`: `url` plus `/ul/v1`. */
  readonly baseUrl: string;
  /** The account it connects and signs as. */
  readonly walletAddress: Address;
  /** b58 X25519 key it answers connect with. */
  readonly encryptionPublicKey: string;
  /** Stops the server and resolves once its port is free. */
  close(): Promise<void>;
}

/**
 * Starts a page that plays the Phantom app's side of the deep-link protocol with its own keys:
 * it decrypts each request, shows Approve / Reject, signs for real (and sends to `rpcUrl` for
 * signAndSendTransaction), encrypts the answer and redirects back to the dapp.
 *
 * @example
 * ```ts
 * const phantom = await startPhantomResponder({ host: '127.0.0.1', port: 0, rpcUrl });
 * const config = createConfig({ networks, connectors: [phantomDeepLink({ baseUrl: phantom.baseUrl })] });
 * await phantom.close();
 * ```
 */
export async function startPhantomResponder(
  parameters: StartPhantomResponderParameters,
): Promise<RunningPhantomResponder> {
  const keys = derivePhantomResponderKeys(parameters.seed ?? DEFAULT_PHANTOM_RESPONDER_SEED);
  const server = await startHttpServer({
    host: parameters.host,
    port: parameters.port,
    routes: [createPhantomResponderRoute({ keys, rpcUrl: parameters.rpcUrl })],
  });
  return {
    url: server.url,
    baseUrl: `${server.url}${PHANTOM_RESPONDER_BASE_PATH}`,
    walletAddress: keys.walletAddress,
    encryptionPublicKey: keys.encryptionPublicKey,
    close: () => server.close(),
  };
}
