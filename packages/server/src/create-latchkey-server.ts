import { createSolanaRpc, isAddress } from '@solana/kit';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { type CustodyParameters, createCustodyClient } from './custody/create-custody-client.js';
import type { Database } from './database/database.js';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  toDatabaseServerError,
} from './database/database-server-error.js';
import { migrate } from './database/migrations.js';
import { PRUNE_INTERVAL_MS, pruneExpired } from './database/prune-expired.js';
import { createBackgroundWork } from './embedded/background-work.js';
import { startEmailLogin, verifyEmailLogin } from './embedded/email-login.js';
import { startEmailRecovery } from './embedded/email-recovery.js';
import { DEFAULT_EMBEDDED_LIMITS, type EmbeddedLimits } from './embedded/embedded-limits.js';
import { signUpWithPasskey } from './embedded/passkey-sign-up.js';
import {
  authorizeAnyEnvironment,
  authorizeEnvironment,
  type ServerEnvironment,
} from './http/authorize-environment.js';
import { checkProductionSettings, type InsecureSetting } from './http/check-production-settings.js';
import {
  type ClientAddressPrefixes,
  createClientAddressResolver,
  type TrustProxy,
} from './http/client-address.js';
import { createErrorLog, type ErrorLog } from './http/error-log.js';
import type { MetricsOptions, ServerMetrics } from './http/metrics.js';
import { BODY_TIMEOUT_MS, MAX_JSON_BODY_BYTES, readBody } from './http/read-body.js';
import {
  createReadinessProbe,
  DEFAULT_MIN_FEE_PAYER_LAMPORTS,
  READINESS_CACHE_MS,
  READINESS_DEADLINE_MS,
} from './http/readiness.js';
import { isRecord, readJsonObject } from './http/request-context.js';
import { logRequests, type RequestLogSink } from './http/request-log.js';
import {
  REQUEST_DEADLINE_MS,
  type RequestScopeVariables,
  requestDeadline,
} from './resilience/request-deadline.js';
import { ServerError } from './server-error.js';
import { cosignSponsoredTransaction } from './sponsorship/cosign-sponsored-transaction.js';
import { prepareSponsoredTransaction } from './sponsorship/prepare-sponsored-transaction.js';
import { readBase64Transaction } from './sponsorship/read-wire-transaction.js';
import type { SponsorshipParameters } from './sponsorship/sponsor-transaction.js';
import { DEFAULT_SPONSORSHIP_POLICY } from './sponsorship/sponsorship-policy.js';

/** The versioned path the SDK's product API client calls under. */
export const DEFAULT_BASE_PATH = '/api/v0';

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
  /** Fee sponsorship; `optimizeTransaction` and `signSponsoredTransaction` answer 501 without it. */
  sponsorship?: SponsorshipParameters | undefined;
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

// `signal`: the request's own, which the Node adapter aborts when the client goes away.
type Bindings = { clientIp?: string | undefined; signal?: AbortSignal | undefined };
type Variables = { requestId: string } & RequestScopeVariables;

/**
 * Creates Latchkey's product server, the backend a host deploys next to its app: embedded-wallet
 * sign-up (`POST {basePath}/embedded/users`), email login (`/embedded/email-login` and
 * `/embedded/email-login/verify`), email recovery (`/embedded/email-recovery`: `{ environmentId,
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
    upstreams: { custody: options.custody?.baseUrl, RPC: options.sponsorship?.rpcUrl },
  });
  const resolveClientAddress = createClientAddressResolver({
    trustProxy: options.trustProxy,
    prefixes: options.clientAddressPrefixes,
  });
  await migrate(database);
  const now = options.now ?? Date.now;
  const basePath = (options.basePath ?? DEFAULT_BASE_PATH).replace(/\/+$/, '');
  const limits: EmbeddedLimits = { ...DEFAULT_EMBEDDED_LIMITS, ...options.embeddedLimits };
  const custody = options.custody ? createCustodyClient(options.custody) : undefined;
  const appName = options.appName ?? 'Latchkey';
  const sponsorship = options.sponsorship
    ? {
        database,
        feePayer: options.sponsorship.feePayer,
        rpc: createSolanaRpc(options.sponsorship.rpcUrl),
        policy: { ...DEFAULT_SPONSORSHIP_POLICY, ...options.sponsorship.policy },
        now,
      }
    : undefined;
  const allowed = options.allowedOrigins ?? [];
  const isAllowedOrigin = (origin: string) => allowed === '*' || allowed.includes(origin);
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

  const app = new Hono<{ Bindings: Bindings; Variables: Variables }>();
  // Every answer names its request, so a user's report can be matched with the log.
  app.use('*', async (c, next) => {
    c.set('requestId', crypto.randomUUID());
    await next();
    c.header('X-Request-Id', c.get('requestId'));
  });
  // Loaded only when asked for: prom-client is Node's, and a library user may not want it.
  const metricsOptions = options.metrics || undefined;
  const metrics: ServerMetrics | undefined = metricsOptions
    ? (await import('./http/metrics.js')).createServerMetrics({
        poolUsage: () => database.poolUsage?.(),
      })
    : undefined;
  if (metrics) app.use('*', metrics.middleware());
  if (options.requestLog) {
    app.use(
      '*',
      logRequests<{ Bindings: Bindings; Variables: Variables }>({
        sink: options.requestLog,
        clientGroup: (request, bindings) => clientIp(request, bindings),
      }),
    );
  }
  app.use(
    '*',
    cors({
      // Any page, but never with its cookies: '*' plus credentials would let every site act as
      // the signed-in user.
      origin: allowed === '*' ? '*' : (origin) => (isAllowedOrigin(origin) ? origin : null),
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: [
        'Content-Type',
        'Authorization',
        'X-Latchkey-Version',
        'X-Latchkey-Api-Version',
      ],
      credentials: allowed !== '*',
      exposeHeaders: ['X-Request-Id'],
      maxAge: 600,
    }),
  );
  // CORS only asks browsers to hold back; refuse other sites' pages here too.
  app.use('*', async (c, next) => {
    const origin = c.req.header('origin');
    if (origin && !isAllowedOrigin(origin)) {
      throw new ServerError(403, 'ORIGIN_NOT_ALLOWED', `Requests from ${origin} are not allowed`);
    }
    await next();
  });
  // The app's token is checked from the headers, then the body is read with a hard cap and a
  // deadline, before any route parses it: a caller without a token, or with an endless or
  // trickling body, costs no more than 64 KiB and `bodyTimeoutMs`.
  app.post(`${basePath}/*`, async (c, next) => {
    authorizeAnyEnvironment(environments, c.req.raw.headers);
    const body = await readBody(c.req.raw, {
      maxBytes: MAX_JSON_BODY_BYTES,
      timeoutMs: options.bodyTimeoutMs ?? BODY_TIMEOUT_MS,
    });
    c.req.raw = new Request(c.req.raw, { body });
    await next();
  });
  // Routes use c.var.database: nothing commits past the deadline or after the client has gone.
  app.use(
    '*',
    requestDeadline<{ Bindings: Bindings; Variables: Variables }>({
      database,
      deadlineMs: options.requestDeadlineMs ?? REQUEST_DEADLINE_MS,
      clientSignal: (c) => c.env?.signal,
    }),
  );
  app.onError((caught, c) => {
    const requestId = c.get('requestId');
    // The database down, restarting or past a bounded wait: 503, try again shortly.
    const error = toDatabaseServerError(caught) ?? caught;
    if (error !== caught) c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    if (error instanceof ServerError) {
      // An upstream's own words go to the log under the request id, never to the browser.
      const logged = error.status >= 500 && error.detail !== undefined;
      if (logged) onError(error, { requestId });
      return c.json(
        { error: { code: error.code, message: error.message, ...(logged ? { requestId } : {}) } },
        error.status as 400,
      );
    }
    onError(error, { requestId });
    return c.json(
      { error: { code: 'INTERNAL', message: 'Internal server error', requestId } },
      500,
    );
  });
  app.notFound((c) =>
    c.json({ error: { code: 'NOT_FOUND', message: `Nothing at ${c.req.path}` } }, 404),
  );

  // The subject the per-address limits count: the client's address grouped by prefix.
  const clientIp = (request: Request, bindings: Bindings | undefined) =>
    resolveClientAddress(request.headers, bindings?.clientIp);
  const noCache = { 'Cache-Control': 'no-store' };
  const requireCustody = () => {
    if (!custody)
      throw new ServerError(
        501,
        'NOT_CONFIGURED',
        'Embedded wallets are not configured on this server',
      );
    return custody;
  };

  const requireSponsorship = () => {
    if (!sponsorship)
      throw new ServerError(
        501,
        'NOT_CONFIGURED',
        'Fee sponsorship is not configured on this server',
      );
    return sponsorship;
  };

  const health = () =>
    new Response('ok', { headers: { 'Content-Type': 'text/plain', ...noCache } });
  app.get('/health', health);
  app.get(`${basePath}/health`, health);
  // For load balancers: 200 only while the database, custody and a funded fee payer answer.
  const probeReadiness = createReadinessProbe(
    {
      database,
      custody,
      feePayer: sponsorship && {
        address: sponsorship.feePayer.address,
        rpc: sponsorship.rpc,
        minLamports: options.readiness?.minFeePayerLamports ?? DEFAULT_MIN_FEE_PAYER_LAMPORTS,
      },
      deadlineMs: options.readiness?.deadlineMs ?? READINESS_DEADLINE_MS,
    },
    { cacheMs: options.readiness?.cacheMs ?? READINESS_CACHE_MS },
  );
  const ready = async () => {
    const report = await probeReadiness();
    return Response.json(report, { status: report.ready ? 200 : 503, headers: noCache });
  };
  app.get('/ready', ready);
  app.get(`${basePath}/ready`, ready);
  if (metrics && metricsOptions) {
    const scrape = (c: { req: { raw: Request } }) => metrics.answer(c.req.raw, metricsOptions);
    app.get('/metrics', scrape);
    app.get(`${basePath}/metrics`, scrape);
  }

  app.post(`${basePath}/solana/optimizeTransaction`, async (c) => {
    const sponsoring = { ...requireSponsorship(), database: c.var.database };
    const body = await readJsonObject(c.req.raw);
    const inner = body.solanaTransactionOptimizationRequest;
    if (!isRecord(inner))
      throw invalidBody('solanaTransactionOptimizationRequest must be an object');
    const environmentId = authorizeEnvironment(environments, body.environmentId, c.req.raw.headers);
    const { address, transaction } = inner;
    if (typeof address !== 'string' || !isAddress(address)) {
      throw invalidBody('solanaTransactionOptimizationRequest.address must be a Solana address');
    }
    const bytes = readBase64Transaction(
      transaction,
      'solanaTransactionOptimizationRequest.transaction',
    );
    // Step one: the fee payer in front, its slot empty; nothing signed or charged.
    const prepared = await prepareSponsoredTransaction(sponsoring, {
      transaction: bytes,
      sender: address,
      environmentId,
      clientIp: clientIp(c.req.raw, c.env),
    });
    return c.json({ transaction: toBase64(prepared.transaction) }, 200, noCache);
  });

  // Step two: the sender-signed transaction back; the fee payer signs it and it is charged.
  app.post(`${basePath}/solana/signSponsoredTransaction`, async (c) => {
    const sponsoring = { ...requireSponsorship(), database: c.var.database };
    const body = await readJsonObject(c.req.raw);
    const environmentId = authorizeEnvironment(environments, body.environmentId, c.req.raw.headers);
    const { address, transaction } = body;
    if (typeof address !== 'string' || !isAddress(address)) {
      throw invalidBody('address must be a Solana address');
    }
    const cosigned = await cosignSponsoredTransaction(sponsoring, {
      transaction: readBase64Transaction(transaction, 'transaction'),
      sender: address,
      signal: c.var.signal,
      environmentId,
      clientIp: clientIp(c.req.raw, c.env),
    });
    metrics?.sponsored(environmentId, cosigned.feeLamports);
    return c.json({ transaction: toBase64(cosigned.transaction) }, 200, noCache);
  });

  app.post(`${basePath}/embedded/users`, async (c) => {
    const body = await readJsonObject(c.req.raw);
    authorizeEnvironment(environments, body.environmentId, c.req.raw.headers);
    const user = await signUpWithPasskey(
      { database: c.var.database, custody: requireCustody(), limits, now },
      { body, clientIp: clientIp(c.req.raw, c.env) },
    );
    return c.json(user, 200, noCache);
  });

  app.post(`${basePath}/embedded/email-login`, async (c) => {
    const body = await readJsonObject(c.req.raw);
    const environmentId = authorizeEnvironment(environments, body.environmentId, c.req.raw.headers);
    const challenge = await startEmailLogin(
      { database: c.var.database, custody: requireCustody(), limits, appName, now },
      { environmentId, email: body.email, clientIp: clientIp(c.req.raw, c.env) },
    );
    return c.json(challenge, 200, noCache);
  });

  app.post(`${basePath}/embedded/email-login/verify`, async (c) => {
    const body = await readJsonObject(c.req.raw);
    const environmentId = authorizeEnvironment(environments, body.environmentId, c.req.raw.headers);
    const login = await verifyEmailLogin(
      { database: c.var.database, custody: requireCustody(), limits, appName, now },
      { environmentId, body, clientIp: clientIp(c.req.raw, c.env) },
    );
    return c.json(login, 200, noCache);
  });

  app.post(`${basePath}/embedded/email-recovery`, async (c) => {
    const body = await readJsonObject(c.req.raw);
    authorizeEnvironment(environments, body.environmentId, c.req.raw.headers);
    const started = await startEmailRecovery(
      // The shared database: what it starts after answering outlives the request.
      { database, custody: requireCustody(), limits, appName, now, afterAnswer },
      {
        email: body.email,
        targetPublicKey: body.targetPublicKey,
        clientIp: clientIp(c.req.raw, c.env),
      },
    );
    return c.json(started, 200, noCache);
  });

  for (const path of [
    '/solana/optimizeTransaction',
    '/solana/signSponsoredTransaction',
    '/embedded/users',
    '/embedded/email-login',
    '/embedded/email-login/verify',
    '/embedded/email-recovery',
  ]) {
    app.all(`${basePath}${path}`, (c) => {
      c.header('Allow', 'POST, OPTIONS');
      throw new ServerError(405, 'METHOD_NOT_ALLOWED', `Use POST for ${c.req.path}`);
    });
  }

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

function invalidBody(message: string) {
  return new ServerError(400, 'INVALID_REQUEST', message);
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
