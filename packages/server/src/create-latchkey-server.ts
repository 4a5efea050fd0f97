import { PRODUCT_API_BASE_PATH } from '@latchkey/core/product-api';
import { createSolanaRpcFromTransport } from '@solana/kit';
import { createServerApp } from './create-server-app.js';
import type { LatchkeyServerOptions } from './latchkey-server-options.js';

export type { LatchkeyServerOptions } from './latchkey-server-options.js';

import { createCustodyClient } from './custody/create-custody-client.js';
import { migrate } from './database/migrations.js';
import { PRUNE_INTERVAL_MS, pruneExpired } from './database/prune-expired.js';
import { createBackgroundWork } from './embedded/background-work.js';
import { DEFAULT_EMBEDDED_LIMITS } from './embedded/embedded-limits.js';
import type { BodyReader } from './http/body-reader.js';
import { checkProductionSettings } from './http/check-production-settings.js';
import { createClientAddressResolver } from './http/client-address.js';
import { originsServed } from './http/environment-origins.js';
import { createErrorLog, type ErrorLog } from './http/error-log.js';
import type { ServerMetrics } from './http/metrics.js';
import { BODY_TIMEOUT_MS } from './http/read-body.js';
import { mfaSettings } from './mfa/mfa-options.js';
import { createOAuthContext } from './oauth/oauth-context.js';
import { oauthIssuerUpstreams } from './oauth/oauth-provider-settings.js';
import { REQUEST_DEADLINE_MS } from './resilience/request-deadline.js';
import type { ServerContext } from './routes/server-context.js';
import { ServerConfigurationError } from './server-error.js';
import { sessionSettings } from './sessions/session-options.js';
import { generatedSigningKeys, importSigningKeys } from './sessions/signing-keys.js';
import { createNodeRpcTransport, type NodeRpcTransport } from './sponsorship/node-rpc-transport.js';
import { DEFAULT_SPONSORSHIP_POLICY } from './sponsorship/sponsorship-policy.js';

/** The versioned path the SDK's product API client calls under. */
export const DEFAULT_BASE_PATH = PRODUCT_API_BASE_PATH;

/**
 * A running product server: a Web-standard handler plus what it holds open.
 *
 * @example
 * ```ts
 * const response = await server.fetch(request, { clientIp: '203.0.113.7' });
 * ```
 */
export interface LatchkeyServer {
  /**
   * Answers one request. `clientIp` is the caller's address as the runtime sees it (the Node
   * adapter passes the socket's); it keys the per-address limits. `readBody` is the runtime's own
   * way to read the body, if it has one cheaper than the `Request`'s stream (the Node adapter's).
   */
  fetch(
    request: Request,
    context?: { clientIp?: string | undefined; readBody?: BodyReader | undefined },
  ): Promise<Response>;
  /** Where the routes are mounted. */
  readonly basePath: string;
  /** The fee payer's address, when sponsorship is on: fund it. */
  readonly feePayerAddress: string | undefined;
  /**
   * Resolves once the work routes started after answering (a recovery's lookup and email) is done
   * or given up.
   */
  settled(): Promise<void>;
  /** Lets that work finish, then closes the database. */
  close(): Promise<void>;
}

/**
 * Creates Latchkey's product server, the backend a host deploys next to its app: embedded-wallet
 * sign-up (`POST {basePath}/embedded/users`), email login (`/embedded/email-login` and
 * `/embedded/email-login/verify`), OpenID sign-in (`/embedded/oauth-login`), email recovery (`/embedded/email-recovery`: `{ environmentId,
 * email, targetPublicKey }` → `{ organizationId }`, the same answer whether or not the email has
 * an account) and fee sponsorship in two steps (`/solana/optimizeTransaction` puts the fee payer in
 * front of the unsigned transaction; `/solana/signSponsoredTransaction` has it sign once the sender
 * has: `{ environmentId, address, transaction }` → `{ transaction }`), with `GET /health`. It runs migrations first and keeps nothing in memory between requests, so
 * several instances can share one PostgreSQL.
 *
 * @example
 * ```ts
 * const server = await createLatchkeyServer({
 *   database: await openDatabase({ databaseUrl: process.env.DATABASE_URL }),
 *   environments: { acme: { authToken: process.env.LATCHKEY_ENVIRONMENT_TOKEN } },
 *   custody: { organizationId, apiPublicKey, apiPrivateKey },
 *   sponsorship: { feePayer, rpcUrl },
 *   allowedOrigins: ['https://app.acme.example'],
 * });
 * export const POST = (request: Request) => server.fetch(request);
 * ```
 */
export async function createLatchkeyServer(
  options: LatchkeyServerOptions,
): Promise<LatchkeyServer> {
  const { database, environments } = options;
  checkProductionSettings({
    production:
      options.production ??
      (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env
        ?.NODE_ENV === 'production',
    allowInsecure: options.allowInsecure ?? [],
    environments,
    allowedOrigins: options.allowedOrigins ?? [],
    upstreams: {
      custody: options.custody?.baseUrl,
      RPC: options.sponsorship?.rpcUrl,
      ...oauthIssuerUpstreams(options.oauth),
    },
    sessions: options.sessions,
  });
  const requestDeadlineMs = options.requestDeadlineMs ?? REQUEST_DEADLINE_MS;
  const oauth = createOAuthContext(options.oauth, { requestDeadlineMs });
  const serverWideOrigins = options.allowedOrigins ?? [];
  // CORS answers before the body names the environment: every origin some environment allows.
  const corsOrigins = originsServed(environments, serverWideOrigins);
  if (options.sessions?.carrier === 'cookie' && corsOrigins === '*') {
    throw new ServerConfigurationError(
      'INVALID_SETTING',
      "Session cookies need the pages allowed listed: allowedOrigins '*' would let any site use them",
    );
  }
  const resolveClientAddress = createClientAddressResolver({
    trustProxy: options.trustProxy,
    prefixes: options.clientAddressPrefixes,
  });
  await migrate(database);
  const now = options.now ?? Date.now;
  const signingKeys = options.sessions?.signingKeys
    ? await importSigningKeys(options.sessions.signingKeys)
    : await generatedSigningKeys(database);
  const errorLog = options.onError
    ? undefined
    : createErrorLog({
        debug: options.logLevel === 'debug',
        write: (line) => console.error(line),
      });
  const onError = options.onError ?? (errorLog as ErrorLog).report;
  // Old rate-limit windows and spent codes go hourly; any instance may do it, all at once is fine.
  const prune = () =>
    void pruneExpired(database, now()).catch((error: unknown) =>
      onError(error, { requestId: 'prune' }),
    );
  const pruning = setInterval(prune, PRUNE_INTERVAL_MS);
  // What a route does after answering (recovery's lookup and email), bounded, settled on close.
  const afterAnswer = createBackgroundWork({
    maxPending: 100,
    deadlineMs: 60_000,
    onError: (error) => onError(error, { requestId: 'after-answer' }),
  });
  pruning.unref?.();
  // Loaded only when asked for: prom-client is Node's, and a library user may not want it.
  const metricsOptions = options.metrics || undefined;
  const metrics: ServerMetrics | undefined = metricsOptions
    ? (await import('./http/metrics.js')).createServerMetrics({
        poolUsage: () => database.poolUsage?.(),
      })
    : undefined;
  // Node's own HTTP client: about 0.2 ms of CPU per RPC call here, where fetch took 0.7.
  const rpcTransport = options.sponsorship
    ? createNodeRpcTransport(options.sponsorship.rpcUrl)
    : undefined;
  const server: ServerContext = {
    database,
    environments,
    allowedOrigins: serverWideOrigins,
    custody: options.custody ? createCustodyClient(options.custody) : undefined,
    sponsorship: options.sponsorship
      ? {
          database,
          feePayer: options.sponsorship.feePayer,
          rpc: createSolanaRpcFromTransport(rpcTransport as NodeRpcTransport),
          policy: { ...DEFAULT_SPONSORSHIP_POLICY, ...options.sponsorship.policy },
          now,
        }
      : undefined,
    sessions: {
      settings: sessionSettings(options.sessions, options.appName ?? 'Latchkey'),
      keys: signingKeys,
      now,
    },
    oauth,
    limits: { ...DEFAULT_EMBEDDED_LIMITS, ...options.embeddedLimits },
    mfa: mfaSettings(options.mfa, options.appName ?? 'Latchkey'),
    appName: options.appName ?? 'Latchkey',
    now,
    afterAnswer,
    metrics,
    resolveClientAddress,
  };
  const basePath = (options.basePath ?? DEFAULT_BASE_PATH).replace(/\/+$/, '');
  const app = createServerApp(server, {
    basePath,
    allowedOrigins: corsOrigins,
    bodyTimeoutMs: options.bodyTimeoutMs ?? BODY_TIMEOUT_MS,
    requestDeadlineMs,
    onError,
    requestLog: options.requestLog,
    metrics: metricsOptions,
    readiness: options.readiness,
  });

  return Object.freeze({
    fetch: async (
      request: Request,
      context?: { clientIp?: string | undefined; readBody?: BodyReader | undefined },
    ) =>
      app.fetch(request, {
        clientIp: context?.clientIp,
        signal: request.signal,
        readBody: context?.readBody,
      }),
    basePath,
    feePayerAddress: options.sponsorship?.feePayer.address,
    settled: () => afterAnswer.settled(),
    close: async () => {
      clearInterval(pruning);
      await afterAnswer.settled();
      await database.close();
      rpcTransport?.close();
      errorLog?.flush();
    },
  });
}
