import { createPgliteDatabase, MFA_ACTIONS, MFA_OPT_IN_ACTIONS } from '@latchkey/server';
import {
  type RunningCustodyServer,
  startCustodyServer,
} from './custody-server/start-custody-server.js';
import { requireHardhatCli } from './evm-node/resolve-hardhat.js';
import { type RunningEvmNode, startEvmNode } from './evm-node/start-evm-node.js';
import { healthRoute } from './health/health-route.js';
import type { RunningMwaWallet } from './mwa-wallet/start-mwa-wallet.js';
import { sandboxOAuthProviders } from './openid-provider/sandbox-oauth-providers.js';
import {
  type RunningOpenIdProvider,
  startOpenIdProvider,
} from './openid-provider/start-openid-provider.js';
import type { RunningPhantomResponder } from './phantom-responder/start-phantom-responder.js';
import {
  type RunningProductServer,
  startProductServer,
} from './product-server/start-product-server.js';
import {
  SANDBOX_CUSTODY_ORGANIZATION_ID,
  SANDBOX_DEFAULT_PORTS,
  SANDBOX_PRODUCT_API_ENVIRONMENT,
} from './sandbox-defaults.js';
import type { StartSandboxParameters } from './sandbox-parameters.js';
import { type SolanaSandbox, startSolanaRpc } from './solana-rpc/start-solana-rpc.js';
import { type SandboxWallets, startSandboxWallets } from './start-sandbox-wallets.js';
import type { RunningWalletConnectService } from './walletconnect/start-walletconnect-service.js';
import { walletConnectSandboxChains } from './walletconnect/walletconnect-sandbox-chains.js';

// Lamports the product API's fee payer starts with, to sponsor fees.
const FEE_PAYER_FUNDING = 1_000_000_000_000n;

/**
 * A running local stack.
 *
 * @example
 * ```ts
 * const { urls, solana } = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS });
 * createSolanaRpc(urls.rpc);
 * solana.requests.reset();
 * ```
 */
export interface Sandbox {
  readonly urls: {
    readonly rpc: string;
    readonly ws: string;
    readonly health: string;
    /** The product API's versioned base URL (…/api/v0). */
    readonly productApi: string;
    /** The Phantom responder's deep-link base (…/ul/v1), the connector's `baseUrl`. */
    readonly phantom: string;
    /** The custody server's API base, the custody client's `baseUrl`. */
    readonly custody: string;
    /** The EVM node's JSON-RPC, when one was asked for. */
    readonly evm: string | undefined;
    /** The OpenID provider's origin; its issuers are `…/google` and `…/apple`. */
    readonly openId: string;
    /** The MWA wallet's control routes and reflector origin. */
    readonly mwa: string;
    /** The WalletConnect wallet's control routes (`/wc/pair`, `/wc/sessions`). */
    readonly walletConnect: string;
    /** The local WalletConnect relay, a connector's `relayUrl`. */
    readonly walletConnectRelay: string;
  };
  /** The OpenID provider: its issuers, their apps, and ID tokens signed with their keys (tests). */
  readonly openId: Omit<RunningOpenIdProvider, 'close'>;
  /** The EVM node (faucet: `fund`), when one was asked for. */
  readonly evm: Pick<RunningEvmNode, 'url' | 'chainId' | 'fund'> | undefined;
  /** The product server (`@latchkey/server`): its funded fee payer and the environment it accepts. */
  readonly productApi: RunningProductServer & typeof SANDBOX_PRODUCT_API_ENVIRONMENT;
  /** The custody server: its enclave key and, for tests, its admin handle. */
  readonly custody: Pick<RunningCustodyServer, 'url' | 'enclavePublicKey' | 'admin'>;
  /** The Phantom responder: the account it connects as. */
  readonly phantom: Pick<RunningPhantomResponder, 'url' | 'baseUrl' | 'walletAddress'>;
  /** The Mobile Wallet Adapter wallet: its origin, reflector authority and account. */
  readonly mwa: Pick<RunningMwaWallet, 'url' | 'reflectorAuthority' | 'walletAddress'>;
  /** The WalletConnect relay and wallet: the account, the chains it approves, relay faults. */
  readonly walletConnect: {
    readonly walletAddress: RunningWalletConnectService['wallet']['walletAddress'];
    readonly chains: readonly string[];
    readonly relay: RunningWalletConnectService['relay'];
  };
  /** The local Solana cluster: faucet, mints, helpers for tests, request log. */
  readonly solana: SolanaSandbox;
  /** Stops every service; resolves when all ports are released. */
  stop(): Promise<void>;
}

/**
 * Starts the local stack in this process. Tests pass port 0 to run several side by side, and a
 * small `slotMs` so commitments and blockhash expiry come quickly.
 *
 * @example
 * ```ts
 * const sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 20 });
 * console.log(sandbox.urls.rpc, sandbox.urls.ws); // http://127.0.0.1:54021 ws://127.0.0.1:54022
 * await sandbox.solana.airdrop(wallet, 1_000_000_000n);
 * await sandbox.stop();
 * ```
 */
export async function startSandbox(parameters: StartSandboxParameters = {}): Promise<Sandbox> {
  const host = parameters.host ?? '127.0.0.1';
  if (parameters.evmPort !== undefined) requireHardhatCli(); // fail before anything starts
  // The product server's PostgreSQL (PGlite) takes a moment to boot, and the OpenID provider to
  // make its RSA keys: start them with the rest (a failure is met where they are awaited).
  const database = createPgliteDatabase({ dataDir: parameters.serverDataDir });
  const openIdPort = parameters.openIdPort ?? SANDBOX_DEFAULT_PORTS.openId;
  const openIdStarting = startOpenIdProvider({ host, port: openIdPort });
  openIdStarting.catch(() => undefined);
  const closeEarlyStarts = async () => {
    await (await database.catch(() => undefined))?.close();
    await (await openIdStarting.catch(() => undefined))?.close();
  };
  let solana: Awaited<ReturnType<typeof startSolanaRpc>>;
  try {
    solana = await startSolanaRpc({
      host,
      rpcPort: parameters.rpcPort ?? SANDBOX_DEFAULT_PORTS.rpc,
      wsPort: parameters.wsPort ?? SANDBOX_DEFAULT_PORTS.ws,
      ...(parameters.slotMs === undefined ? {} : { slotMs: parameters.slotMs }),
      extraRoutes: [healthRoute],
    });
  } catch (error) {
    await closeEarlyStarts();
    throw error;
  }
  let custody: RunningCustodyServer | undefined;
  let productApi: RunningProductServer | undefined;
  let wallets: SandboxWallets | undefined;
  let evm: RunningEvmNode | undefined;
  let openId: RunningOpenIdProvider | undefined;
  try {
    // The EVM node is a child process that takes a moment: start it while the rest comes up.
    const { evmPort } = parameters;
    const evmStarting = evmPort === undefined ? undefined : startEvmNode({ host, port: evmPort });
    evmStarting?.catch(() => undefined); // met where it is awaited, below
    openId = await openIdStarting;
    custody = await startCustodyServer({
      host,
      port: parameters.custodyPort ?? SANDBOX_DEFAULT_PORTS.custody,
      rootOrganizationId: SANDBOX_CUSTODY_ORGANIZATION_ID,
      ...(parameters.custodyStateFile ? { stateFile: parameters.custodyStateFile } : {}),
      ...(parameters.custodySessionKeys ? { sessionKeys: parameters.custodySessionKeys } : {}),
      ...(parameters.onEmail ? { onEmail: parameters.onEmail } : {}),
      oauthEmailIssuers: ['https://accounts.google.com', ...Object.values(openId.issuers)],
    });
    productApi = await startProductServer({
      host,
      port: parameters.productApiPort ?? SANDBOX_DEFAULT_PORTS.productApi,
      environments: {
        [SANDBOX_PRODUCT_API_ENVIRONMENT.environmentId]: {
          authToken: SANDBOX_PRODUCT_API_ENVIRONMENT.authToken,
        },
      },
      rpcUrl: solana.urls.rpc,
      database: await database,
      custody: {
        baseUrl: custody.url,
        organizationId: custody.admin.rootOrganizationId,
        apiKey: custody.admin.rootApiKey,
      },
      oauth: { providers: sandboxOAuthProviders(openId) },
      mfa: { require: [...MFA_ACTIONS, ...MFA_OPT_IN_ACTIONS], ...parameters.mfa },
    });
    // 'processed': a sandbox on a hand-moved clock (large slotMs) must still start.
    await solana.airdrop(productApi.feePayerAddress, FEE_PAYER_FUNDING, {
      commitment: 'processed',
    });
    wallets = await startSandboxWallets({
      host,
      ports: parameters,
      rpcUrl: solana.urls.rpc,
      genesisHash: solana.genesisHash,
    });
    evm = await evmStarting;
  } catch (error) {
    await Promise.all([
      productApi
        ? productApi.close()
        : database.then(
            (unused) => unused.close(),
            () => undefined,
          ),
      custody?.close(),
      wallets?.close(),
      evm?.close(),
      openId?.close(),
      solana.stop(),
    ]);
    throw error;
  }
  const evmNode = evm;
  const custodyServer = custody;
  const api = productApi;
  const { phantom: responder, mwa: mwaWallet, walletConnect: walletConnectService } = wallets;
  const { url: mwaUrl, reflectorAuthority, walletAddress: mwaWalletAddress } = mwaWallet;
  const { close: closeOpenId, ...openIdHandle } = openId;
  return {
    urls: Object.freeze({
      ...solana.urls,
      health: `${solana.urls.rpc}/health`,
      productApi: api.apiBaseUrl,
      phantom: responder.baseUrl,
      custody: custodyServer.url,
      evm: evmNode?.url,
      openId: openIdHandle.url,
      mwa: mwaUrl,
      walletConnect: walletConnectService.url,
      walletConnectRelay: walletConnectService.relayUrl,
    }),
    openId: Object.freeze(openIdHandle),
    evm: evmNode
      ? Object.freeze({ url: evmNode.url, chainId: evmNode.chainId, fund: evmNode.fund })
      : undefined,
    custody: Object.freeze({
      url: custodyServer.url,
      enclavePublicKey: custodyServer.enclavePublicKey,
      admin: custodyServer.admin,
    }),
    phantom: Object.freeze({
      url: responder.url,
      baseUrl: responder.baseUrl,
      walletAddress: responder.walletAddress,
    }),
    mwa: Object.freeze({ url: mwaUrl, reflectorAuthority, walletAddress: mwaWalletAddress }),
    walletConnect: Object.freeze({
      walletAddress: walletConnectService.wallet.walletAddress,
      chains: walletConnectSandboxChains(solana.genesisHash),
      relay: walletConnectService.relay,
    }),
    solana,
    productApi: Object.freeze({ ...api, ...SANDBOX_PRODUCT_API_ENVIRONMENT }),
    stop: async () => {
      await Promise.all([
        custodyServer.close(),
        wallets.close(),
        api.close(),
        evmNode?.close(),
        closeOpenId(),
        solana.stop(),
      ]);
    },
  };
}
