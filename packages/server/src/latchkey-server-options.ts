import type { CustodyParameters } from './custody/create-custody-client.js';
import type { Database } from './database/database.js';
import type { EmbeddedLimits } from './embedded/embedded-limits.js';
import type { ServerEnvironment } from './http/authorize-environment.js';
import type { InsecureSetting } from './http/check-production-settings.js';
import type { ClientAddressPrefixes, TrustProxy } from './http/client-address.js';
import type { MetricsOptions } from './http/metrics.js';
import type { RequestLogSink } from './http/request-log.js';
import type { MfaOptions } from './mfa/mfa-options.js';
import type { OAuthSettings } from './oauth/oauth-provider-settings.js';
import type { SessionOptions } from './sessions/session-options.js';
import type { SponsorshipParameters } from './sponsorship/sponsorship-context.js';

/**
 * Options of `createLatchkeyServer`.
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
   * Second factors (see {@link MfaOptions}): which actions a user who enrolled one must prove it
   * for, and how recently. Default: every guarded action, within 15 minutes.
   */
  mfa?: MfaOptions | undefined;
  /**
   * Origins whose pages may call the server (CORS, and checked on every request): a list, or
   * '*'. Default: none. Listed origins may send cookies (`Access-Control-Allow-Credentials`);
   * '*' answers any page, without credentials. An environment with its own `allowedOrigins`
   * allows those instead: environments on one server are not one trust domain.
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
