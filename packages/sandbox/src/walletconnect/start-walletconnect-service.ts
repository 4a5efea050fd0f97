import { startHttpServer } from '../http/start-http-server.js';
import {
  type RunningWalletConnectWallet,
  type StartWalletConnectWalletParameters,
  startWalletConnectWallet,
} from './start-walletconnect-wallet.js';
import { verifyStandInRoute } from './verify-stand-in-route.js';
import { createWalletConnectControlRoute } from './walletconnect-control-route.js';
import { createWalletConnectRelay, type WalletConnectRelay } from './walletconnect-relay.js';
import { walletConnectWalletPage } from './walletconnect-wallet-page.js';

/**
 * The sandbox's WalletConnect service: a relay and a wallet.
 *
 * @example
 * ```ts
 * await fetch(`${service.url}/wc/pair`, { method: 'POST', body: JSON.stringify({ uri }) });
 * ```
 */
export interface RunningWalletConnectService {
  /** The control routes' origin, such as http://127.0.0.1:8860. */
  readonly url: string;
  /** What a dapp configures as its `relayUrl`, such as ws://127.0.0.1:8860. */
  readonly relayUrl: string;
  readonly relay: Pick<WalletConnectRelay, 'methods' | 'setDown'>;
  readonly wallet: RunningWalletConnectWallet;
  /** Stops the wallet and the relay; resolves once the port is free. */
  close(): Promise<void>;
}

/**
 * Starts a WalletConnect relay on `port` (WebSocket upgrades on any path carrying an `auth` JWT)
 * with the control routes of a wallet that dials it (`POST /wc/pair`, `GET /wc/sessions`), and a
 * stand-in for WalletConnect's verify page (`/verify/v3/attestation`).
 *
 * @example
 * ```ts
 * const service = await startWalletConnectService({ host: '127.0.0.1', port: 0, rpcUrl, chains });
 * ```
 */
export async function startWalletConnectService(
  parameters: { host: string; port: number } & Omit<StartWalletConnectWalletParameters, 'relayUrl'>,
): Promise<RunningWalletConnectService> {
  const relay = createWalletConnectRelay();
  let wallet: RunningWalletConnectWallet | undefined;
  const server = await startHttpServer({
    host: parameters.host,
    port: parameters.port,
    routes: [
      verifyStandInRoute,
      walletConnectWalletPage,
      createWalletConnectControlRoute({
        pair: (uri, options) => (wallet as RunningWalletConnectWallet).pair(uri, options),
        sessions: () => wallet?.sessions() ?? [],
        disconnect: (topic) => (wallet as RunningWalletConnectWallet).disconnect(topic),
      }),
    ],
    onUpgrade: (request, socket, head) => {
      if (!relay.handleUpgrade(request, socket, head)) socket.destroy();
    },
  });
  const relayUrl = server.url.replace(/^http/, 'ws');
  try {
    wallet = await startWalletConnectWallet({ ...parameters, relayUrl });
  } catch (error) {
    relay.close();
    await server.close();
    throw error;
  }
  const running = wallet;
  return {
    url: server.url,
    relayUrl,
    relay,
    wallet: running,
    async close() {
      await running.close();
      relay.close();
      await server.close();
    },
  };
}
