import { PRODUCT_API_BASE_PATH } from '@latchkey/core/product-api';
import { createSolanaRpc } from '@solana/kit';
import { createServerApp } from './create-server-app.js';
import { type CustodyParameters, createCustodyClient } from './custody/create-custody-client.js';
import type { Database } from './database/database.js';
import { migrate } from './database/migrations.js';
import { PRUNE_INTERVAL_MS, pruneExpired } from './database/prune-expired.js';
import { createBackgroundWork } from './embedded/background-work.js';
import { DEFAULT_EMBEDDED_LIMITS, type EmbeddedLimits } from './embedded/embedded-limits.js';
import type { ServerEnvironment } from './http/authorize-environment.js';
import { checkProductionSettings, type InsecureSetting } from './http/check-production-settings.js';
import {
  type ClientAddressPrefixes,
  createClientAddressResolver,
  type TrustProxy,
} from './http/client-address.js';
import { createErrorLog, type ErrorLog } from './http/error-log.js';
import type { MetricsOptions, ServerMetrics } from './http/metrics.js';
import { BODY_TIMEOUT_MS } from './http/read-body.js';
import type { RequestLogSink } from './http/request-log.js';
import { createOAuthContext } from './oauth/oauth-context.js';
import { type OAuthSettings, oauthIssuerUpstreams } from './oauth/oauth-provider-settings.js';
import { REQUEST_DEADLINE_MS } from './resilience/request-deadline.js';
import type { ServerContext } from './routes/server-context.js';
import { ServerConfigurationError } from './server-error.js';
import { type SessionOptions, sessionSettings } from './sessions/session-options.js';
import { generatedSigningKeys, importSigningKeys } from './sessions/signing-keys.js';
import type { SponsorshipParameters } from './sponsorship/sponsor-transaction.js';
import { DEFAULT_SPONSORSHIP_POLICY } from './sponsorship/sponsorship-policy.js';

/** The versioned path the SDK's product API client calls under. */
export const DEFAULT_BASE_PATH = PRODUCT_API_BASE_PATH;

/**
 * Options of {@link createLatchkeyServer}.
 *
 * @example
 * ```ts
 * const options: LatchkeyServerOptions = { database, environments: { acme: { authToken } } };
 * ```
 */
export interface LatchkeyServerOptions {
  /** Where state lives (`openDatabase`); migrated on start. */
  database: Database;
  /** The host apps served, by environment id. */
  environments: Readonly<Record<string, ServerEnvironment>>;
  /**
   * The custody provider, for embedded sign-up, email login and email recovery; those routes
   * answer 501 without it.
   */
  custody?: CustodyParameters | undefined;
  /** Shown in the code and recovery emails. Default 'Latchkey'. */
  appName?: string | undefined;
  /** OpenID sign-in's providers (`oauthLogin`, needs `custody`); checked at start. Default none. */
  oauth?: OAuthSettings | undefined;
  /** Fee sponsorship; `optimizeTransaction` and `signSponsoredTransaction` answer 501 without it. */
  sponsorship?: SponsorshipParameters | undefined;
  /**
   * Sessions (see {@link SessionOptions}): who signed in, as a JWT the host's backend verifies
   * from `/.well-known/jwks.json`. Always on; production names its `issuer` and `signingKeys`.
   */
  sessions?: SessionOptions | undefined;
  /** Limits on codes, recovery emails, tries and sign-ups. */
  embeddedLimits?: Partial<EmbeddedLimits> | undefined;
  /**
   * Origins whose pages may call the server (CORS, and checked on every request): a list, or
   * '*'. Default: none. Listed origins may send cookies (`Access-Control-Allow-Credentials`);
   * '*' answers any page, without credentials.
   */
  allowedOrigins?: readonly string[] | '*' | undefined;
  /** Where the routes are mounted. Default '/api/v0'. */
  basePath?: string | undefined;
  /**
   * Which proxies may name the client in `X-Forwarded-For`, as Express's `trust proxy`: a number
   * of hops (`true` is 1), or a list of proxy addresses and CIDRs (see {@link TrustProxy}).
   * Default false: the socket address the adapter passes. A request whose client address cannot
   * be told is refused (500 `CLIENT_ADDRESS_UNKNOWN`), never counted in a shared bucket.
   */
  trustProxy?: TrustProxy | undefined;
  /** How client addresses are grouped for the per-address limits. Default IPv4 /32, IPv6 /64. */
  clientAddressPrefixes?: Partial<ClientAddressPrefixes> | undefined;
  /** How long a request's body may take to arrive. Default 10 s (`BODY_TIMEOUT_MS`). */
  bodyTimeoutMs?: number | undefined;
  /**
   * How long a request may be handled once its body has arrived. Past it the answer is 503
   * `DEADLINE_EXCEEDED` and the request's database work is rolled back. Default 10 s
   * (`REQUEST_DEADLINE_MS`).
   */
  requestDeadlineMs?: number | undefined;
  /**
   * Whether to refuse sandbox settings (see {@link InsecureSetting}). Default: when
   * `NODE_ENV` is `production`.
   */
  production?: boolean | undefined;
  /** Sandbox settings production should accept anyway. Default none. */
  allowInsecure?: readonly InsecureSetting[] | undefined;
  /**
   * Errors that are the server's own fault or an upstream's (5xx): the answer carries only a
   * generic message and `requestId`, the log gets the detail. Default: one JSON line each on
   * stderr, repeats counted rather than written (see `createErrorLog`).
   */
  onError?: ((error: unknown, context: { requestId: string }) => void) | undefined;
  /** The default `onError`'s level: `'debug'` adds each error's stack. Default `'info'`. */
  logLevel?: 'info' | 'debug' | undefined;
  /** The clock, for tests. Default `Date.now`. */
  now?: (() => number) | undefined;
  /**
   * One entry per request (see `RequestLogEntry`: time, request id, method, route, status,
   * duration, client group, error code; no secrets, no bodies). Default: none, so a library
   * user's logs are theirs; the CLI writes JSON lines on stdout.
   */
  requestLog?: RequestLogSink | undefined;
  /**
   * `GET /metrics` (and `{basePath}/metrics`) for Prometheus: requests by route and status,
   * latency, the database pool, sponsorships, lamports and refusals, in a registry of this
   * server's own. Default: off (prom-client is not even loaded); `{}` turns it on, `{ token }`
   * asks scrapes for `Authorization: Bearer <token>`. The CLI turns it on.
   */
  metrics?: MetricsOptions | false | undefined;
  /**
   * `GET /ready`: how long its checks may take together (default 2 s), the fee payer's balance
   * it requires when sponsorship is on (default 10,000,000 lamports, 0.01 SOL), and how long a
   * report is reused (default 1 s: the dependencies are asked at most about once a second).
   */
  readiness?:
    | {
        deadlineMs?: number | undefined;
        minFeePayerLamports?: bigint | undefined;
        cacheMs?: number | undefined;
      }
    | undefined;
}

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
   * adapter passes the socket's); it keys the per-address limits.
   */
  fetch(request: Request, context?: { clientIp?: string | undefined }): Promise<Response>;
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
  if (options.sessions?.carrier === 'cookie' && options.allowedOrigins === '*') {
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
  const server: ServerContext = {
    database,
    environments,
    custody: options.custody ? createCustodyClient(options.custody) : undefined,
    sponsorship: options.sponsorship
      ? {
          database,
          feePayer: options.sponsorship.feePayer,
          rpc: createSolanaRpc(options.sponsorship.rpcUrl),
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
    appName: options.appName ?? 'Latchkey',
    now,
    afterAnswer,
    metrics,
    resolveClientAddress,
  };
  const basePath = (options.basePath ?? DEFAULT_BASE_PATH).replace(/\/+$/, '');
  const app = createServerApp(server, {
    basePath,
    allowedOrigins: options.allowedOrigins ?? [],
    bodyTimeoutMs: options.bodyTimeoutMs ?? BODY_TIMEOUT_MS,
    requestDeadlineMs,
    onError,
    requestLog: options.requestLog,
    metrics: metricsOptions,
    readiness: options.readiness,
  });

  return Object.freeze({
    fetch: async (request: Request, context?: { clientIp?: string | undefined }) =>
      app.fetch(request, { clientIp: context?.clientIp, signal: request.signal }),
    basePath,
    feePayerAddress: options.sponsorship?.feePayer.address,
    settled: () => afterAnswer.settled(),
    close: async () => {
      clearInterval(pruning);
      await afterAnswer.settled();
      await database.close();
      errorLog?.flush();
    },
  });
}
