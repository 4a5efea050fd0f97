import { createPgliteDatabase, MFA_ACTIONS, MFA_OPT_IN_ACTIONS } from '@latchkey/server';
import type { OutboxMessage } from './custody-server/custody-state.js';
import {
  type RunningCustodyServer,
  startCustodyServer,
} from './custody-server/start-custody-server.js';
import { requireHardhatCli } from './evm-node/resolve-hardhat.js';
import { type RunningEvmNode, startEvmNode } from './evm-node/start-evm-node.js';
import { healthRoute } from './health/health-route.js';
import { type RunningMwaWallet, startMwaWallet } from './mwa-wallet/start-mwa-wallet.js';
import { sandboxOAuthProviders } from './openid-provider/sandbox-oauth-providers.js';
import {
  type RunningOpenIdProvider,
  startOpenIdProvider,
} from './openid-provider/start-openid-provider.js';
import {
  type RunningPhantomResponder,
  startPhantomResponder,
} from './phantom-responder/start-phantom-responder.js';
import {
  type RunningProductServer,
  startProductServer,
} from './product-server/start-product-server.js';
import {
  SANDBOX_CUSTODY_ORGANIZATION_ID,
  SANDBOX_DEFAULT_PORTS,
  SANDBOX_PRODUCT_API_ENVIRONMENT,
} from './sandbox-defaults.js';
import { type SolanaSandbox, startSolanaRpc } from './solana-rpc/start-solana-rpc.js';

/**
 * Every port 0: each service on a free port, so tests and several stacks run side by side.
 *
 * @example
 * ```ts
 * const sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 20 });
 * ```
 */
export const SANDBOX_EPHEMERAL_PORTS = {
  rpcPort: 0,
  wsPort: 0,
  custodyPort: 0,
  productApiPort: 0,
  phantomPort: 0,
  openIdPort: 0,
  mwaPort: 0,
} as const satisfies StartSandboxParameters;

// Lamports the product API's fee payer starts with, to sponsor fees.
const FEE_PAYER_FUNDING = 1_000_000_000_000n;

/**
 * Parameters of {@link startSandbox}.
 *
 * @example
 * ```ts
 * const parameters: StartSandboxParameters = { ...SANDBOX_EPHEMERAL_PORTS, slotMs: 20 };
 * ```
 */
export interface StartSandboxParameters {
  /** Interface to bind. Default 127.0.0.1 (never exposed beyond this machine by default). */
  host?: string;
  /** Solana RPC port; its `/health` is the sandbox's health endpoint. Default 8899; 0 = any free port. */
  rpcPort?: number;
  /** Solana WebSocket (subscriptions) port. Default 8900; 0 = any free port. */
  wsPort?: number;
  /** Product API (gas sponsorship) port. Default 8820; 0 = any free port. */
  productApiPort?: number;
  /** Phantom responder (deep-link wallet stand-in) port. Default 8830; 0 = any free port. */
  phantomPort?: number;
  /** Custody server (Turnkey's API) port. Default 8810; 0 = any free port. */
  custodyPort?: number;
  /** OpenID provider ("Sandbox Google" and "Sandbox Apple") port. Default 8840; 0 = any free port. */
  openIdPort?: number;
  /** MWA wallet (control routes and local reflector) port. Default 8850; 0 = any free port. */
  mwaPort?: number;
  /** Where the custody server keeps its organizations and wallets across restarts. Default: memory. */
  custodyStateFile?: string;
  /**
   * What a session key may do at the custody server. `'restricted'` (default): sign, make a
   * wallet, rename its user and revoke — what a host gets at the real provider by giving session
   * keys to a non-root user with a sign-only policy. `'root'`: anything, as the real provider
   * lets a sub-organization's root user — to see what a stolen session key could do there.
   */
  custodySessionKeys?: 'restricted' | 'root';
  /** Called with each email the custody server "sends" (codes and links). */
  onEmail?: (message: OutboxMessage) => void;
  /** Where the product server keeps its PostgreSQL (PGlite) data across restarts. Default: memory. */
  serverDataDir?: string;
  /** Real milliseconds per slot. Default 400 (mainnet's pace); tests pass ~20 to speed time up. */
  slotMs?: number;
  /** The product server's `mfa` (tests shorten its `windowSeconds`). Default all, `signInNewDevice` too. */
  mfa?: Parameters<typeof startProductServer>[0]['mfa'];
  /** Also start a local EVM node (hardhat@2, chain 31337) here, 0 = any port. Default none. */
  evmPort?: number;
}

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
  let phantom: RunningPhantomResponder | undefined;
  let mwa: RunningMwaWallet;
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
    phantom = await startPhantomResponder({
      host,
      port: parameters.phantomPort ?? SANDBOX_DEFAULT_PORTS.phantom,
      rpcUrl: solana.urls.rpc,
    });
    mwa = await startMwaWallet({
      host,
      port: parameters.mwaPort ?? SANDBOX_DEFAULT_PORTS.mwa,
      rpcUrl: solana.urls.rpc,
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
      phantom?.close(),
      evm?.close(),
      openId?.close(),
      solana.stop(),
    ]);
    throw error;
  }
  const evmNode = evm;
  const custodyServer = custody;
  const api = productApi;
  const responder = phantom;
  const { url: mwaUrl, reflectorAuthority, walletAddress: mwaWalletAddress } = mwa;
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
    solana,
    productApi: Object.freeze({ ...api, ...SANDBOX_PRODUCT_API_ENVIRONMENT }),
    stop: async () => {
      await Promise.all([
        custodyServer.close(),
        responder.close(),
        mwa.close(),
        api.close(),
        evmNode?.close(),
        closeOpenId(),
        solana.stop(),
      ]);
    },
  };
}
