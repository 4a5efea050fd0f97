import { type RunningMwaWallet, startMwaWallet } from './mwa-wallet/start-mwa-wallet.js';
import {
  type RunningPhantomResponder,
  startPhantomResponder,
} from './phantom-responder/start-phantom-responder.js';
import { SANDBOX_DEFAULT_PORTS } from './sandbox-defaults.js';
import {
  type RunningWalletConnectService,
  startWalletConnectService,
} from './walletconnect/start-walletconnect-service.js';
import { walletConnectSandboxChains } from './walletconnect/walletconnect-sandbox-chains.js';

/** The sandbox's phone wallets: Phantom's deep links, Mobile Wallet Adapter, WalletConnect. */
export interface SandboxWallets {
  readonly phantom: RunningPhantomResponder;
  readonly mwa: RunningMwaWallet;
  readonly walletConnect: RunningWalletConnectService;
  close(): Promise<void>;
}

/**
 * Starts the wallets a phone would hold, each on its port (default or given), signing with its
 * own key and sending to `rpcUrl`; if one fails to start, those started are stopped.
 */
export async function startSandboxWallets(parameters: {
  host: string;
  ports: { phantomPort?: number; mwaPort?: number; walletConnectPort?: number };
  rpcUrl: string;
  /** The local cluster's, for the WalletConnect chain it approves. */
  genesisHash: string;
}): Promise<SandboxWallets> {
  const { host, ports, rpcUrl } = parameters;
  let phantom: RunningPhantomResponder | undefined;
  let mwa: RunningMwaWallet | undefined;
  try {
    phantom = await startPhantomResponder({
      host,
      port: ports.phantomPort ?? SANDBOX_DEFAULT_PORTS.phantom,
      rpcUrl,
    });
    mwa = await startMwaWallet({ host, port: ports.mwaPort ?? SANDBOX_DEFAULT_PORTS.mwa, rpcUrl });
    const walletConnect = await startWalletConnectService({
      host,
      port: ports.walletConnectPort ?? SANDBOX_DEFAULT_PORTS.walletConnect,
      rpcUrl,
      chains: walletConnectSandboxChains(parameters.genesisHash),
    });
    const started = { phantom, mwa, walletConnect };
    return {
      ...started,
      close: async () => {
        await Promise.all([started.phantom.close(), started.mwa.close(), walletConnect.close()]);
      },
    };
  } catch (error) {
    await Promise.all([phantom?.close(), mwa?.close()]);
    throw error;
  }
}
