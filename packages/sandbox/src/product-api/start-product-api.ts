import { type Address, generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import { healthRoute } from '../health/health-route.js';
import { startHttpServer } from '../http/start-http-server.js';
import { type CustodyBackendParameters, createCustodyBackend } from './custody-backend.js';
import { createEmailLoginRoute } from './email-login-route.js';
import { createEmbeddedUsersRoute } from './embedded-users-route.js';
import {
  createOptimizeTransactionRoute,
  PRODUCT_API_BASE_PATH,
  type ProductApiEnvironment,
} from './optimize-transaction-route.js';

/** Parameters of {@link startProductApi}. */
export interface StartProductApiParameters {
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** Environments by id, each with the Bearer token it expects. */
  environments: Readonly<Record<string, ProductApiEnvironment>>;
  /** The key that pays sponsored fees. Default: a fresh one; the caller funds it either way. */
  feePayer?: KeyPairSigner;
  /** Where embedded-wallet users are made (`POST /api/v0/embedded/users`); off without it. */
  custody?: CustodyBackendParameters;
}

/** A running product API. */
export interface RunningProductApi {
  /** Origin, such as http://127.0.0.1:8820. */
  readonly url: string;
  /** What the SDK takes as its product API base URL: `url` plus `/api/v0`. */
  readonly apiBaseUrl: string;
  /** The fee payer's address, to fund before sponsoring anything. */
  readonly feePayerAddress: Address;
  /** Stops the server and resolves once its port is free. */
  close(): Promise<void>;
}

/**
 * Starts the sandbox's product API: gas sponsorship through `optimizeTransaction`, plus
 * `GET /health`. The fee payer is not funded here; airdrop to `feePayerAddress` first.
 *
 * @example
 * ```ts
 * const api = await startProductApi({
 *   host: '127.0.0.1',
 *   port: 0,
 *   environments: { demo: { authToken: 'demo-token' } },
 * });
 * await rpc.requestAirdrop(api.feePayerAddress, lamports(10_000_000_000n)).send();
 * const client = createProductApiClient({ baseUrl: api.apiBaseUrl, environmentId: 'demo',
 *   authToken: 'demo-token' });
 * await api.close();
 * ```
 */
export async function startProductApi(
  parameters: StartProductApiParameters,
): Promise<RunningProductApi> {
  const feePayer = parameters.feePayer ?? (await generateKeyPairSigner());
  const custody = parameters.custody ? createCustodyBackend(parameters.custody) : undefined;
  const server = await startHttpServer({
    host: parameters.host,
    port: parameters.port,
    routes: [
      createOptimizeTransactionRoute({ environments: parameters.environments, feePayer }),
      ...(custody
        ? [
            createEmbeddedUsersRoute({ environments: parameters.environments, custody }),
            createEmailLoginRoute({ environments: parameters.environments, custody }),
          ]
        : []),
      healthRoute,
    ],
  });
  return {
    url: server.url,
    apiBaseUrl: `${server.url}${PRODUCT_API_BASE_PATH}`,
    feePayerAddress: feePayer.address,
    close: () => server.close(),
  };
}
