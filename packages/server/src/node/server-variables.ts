import { DEFAULT_DATABASE_LIMITS } from '../database/database-limits.js';
import {
  DEFAULT_MIN_FEE_PAYER_LAMPORTS,
  READINESS_CACHE_MS,
  READINESS_DEADLINE_MS,
} from '../http/readiness.js';
import { REQUEST_DEADLINE_MS } from '../resilience/request-deadline.js';
import { SHUTDOWN_TIMEOUT_MS } from './serve-node.js';
import type { ServerVariable } from './server-variable.js';

export type { ServerVariable } from './server-variable.js';

/**
 * Every variable the server reads, in the order `latchkey-server --help` lists them. A test reads
 * the settings through a recorder and checks this list names each variable read, so a new
 * variable cannot go undocumented.
 *
 * @example
 * ```ts
 * for (const variable of SERVER_VARIABLES) console.log(variable.name);
 * ```
 */
export const SERVER_VARIABLES: readonly ServerVariable[] = [
  {
    name: 'LATCHKEY_ENVIRONMENTS',
    meaning: 'required: the apps that may call, and their public tokens, as id:token[,id:token…]',
    example: 'acme:pk_acme_production',
  },
  {
    name: 'LATCHKEY_ALLOWED_ORIGINS',
    meaning:
      'the origins whose pages may call, comma-separated, or * for any page; with none, every browser call is refused',
    defaultValue: 'none',
    example: 'https://app.acme.example',
  },
  {
    name: 'LATCHKEY_ENVIRONMENT_ORIGINS',
    meaning:
      "an environment's own origins (instead of LATCHKEY_ALLOWED_ORIGINS), as id=origin[ …][;…]",
    defaultValue: 'none',
    example: 'staging=https://staging.acme.example',
  },
  {
    name: 'LATCHKEY_ORGANIZATION_ID',
    meaning: 'embedded wallets: the custody parent organization (a UUID)',
    example: '6c6b7463-0000-4000-8000-000000000001',
  },
  {
    name: 'LATCHKEY_API_PUBLIC_KEY',
    meaning: "embedded wallets: the parent organization's API public key (compressed P-256, hex)",
    example: '02…(66 hex digits)',
  },
  {
    name: 'LATCHKEY_API_PRIVATE_KEY',
    meaning: 'embedded wallets: that API key’s private key (hex; secret)',
    example: '…(64 hex digits)',
  },
  {
    name: 'LATCHKEY_CUSTODY_URL',
    meaning: 'the custody API',
    defaultValue: 'https://api.turnkey.com',
    example: 'http://127.0.0.1:8810',
  },
  {
    name: 'LATCHKEY_FEE_PAYER_KEY',
    meaning:
      "sponsorship: the fee payer's 64-byte secret key, base58 or the JSON byte array solana-keygen writes (secret)",
    example: '[12,34,…] (64 numbers)',
  },
  {
    name: 'LATCHKEY_RPC_URL',
    meaning: 'sponsorship: the Solana RPC the fee payer sends through',
    example: 'https://rpc.acme.example',
  },
  {
    name: 'LATCHKEY_SPONSOR_MAX_FEE_LAMPORTS',
    meaning: 'sponsorship: the most the fee payer pays for one transaction',
    defaultValue: '100000',
    example: '50000',
  },
  {
    name: 'LATCHKEY_SPONSOR_PER_SENDER',
    meaning: 'sponsorship: the daily quota of one sender, as transactions/lamports',
    defaultValue: '50/500000',
    example: '20/200000',
  },
  {
    name: 'LATCHKEY_SPONSOR_PER_IP',
    meaning: 'sponsorship: the daily quota of one client address group, as transactions/lamports',
    defaultValue: '200/2000000',
    example: '100/1000000',
  },
  {
    name: 'LATCHKEY_SPONSOR_PER_ENVIRONMENT',
    meaning: 'sponsorship: the daily quota of one app, all senders together',
    defaultValue: '10000/100000000',
    example: '5000/50000000',
  },
  {
    name: 'DATABASE_URL',
    meaning: 'PostgreSQL, postgres:// or postgresql://; without it, PGlite in LATCHKEY_DATA_DIR',
    defaultValue: 'none (PGlite)',
    example: 'postgres://latchkey:password@db.example:5432/latchkey',
  },
  {
    name: 'LATCHKEY_DATA_DIR',
    meaning: "PGlite's folder when DATABASE_URL is unset (made with its parents); one instance",
    defaultValue: '.latchkey/server-db',
    example: '/var/lib/latchkey',
  },
  {
    name: 'LATCHKEY_DB_POOL_SIZE',
    meaning: 'PostgreSQL connections in the pool, per instance',
    defaultValue: String(DEFAULT_DATABASE_LIMITS.maxConnections),
    example: '20',
  },
  {
    name: 'LATCHKEY_DB_POOL_TRANSACTIONS',
    meaning:
      'of those, how many may be inside a transaction at once; the rest stay free for single statements',
    defaultValue: 'half the pool',
    example: '8',
  },
  {
    name: 'LATCHKEY_DB_CONNECT_TIMEOUT_MS',
    meaning: 'how long making a PostgreSQL connection may take, in milliseconds',
    defaultValue: String(DEFAULT_DATABASE_LIMITS.connectTimeoutMs),
    example: '2000',
  },
  {
    name: 'LATCHKEY_DB_CHECKOUT_TIMEOUT_MS',
    meaning: 'how long a request waits for a free connection before it is answered 503',
    defaultValue: String(DEFAULT_DATABASE_LIMITS.checkoutTimeoutMs),
    example: '1000',
  },
  {
    name: 'LATCHKEY_DB_STATEMENT_TIMEOUT_MS',
    meaning: "PostgreSQL's statement_timeout: the longest one statement may run",
    defaultValue: String(DEFAULT_DATABASE_LIMITS.statementTimeoutMs),
    example: '3000',
  },
  {
    name: 'LATCHKEY_DB_LOCK_TIMEOUT_MS',
    meaning: "PostgreSQL's lock_timeout: the longest a statement waits for a row lock",
    defaultValue: String(DEFAULT_DATABASE_LIMITS.lockTimeoutMs),
    example: '500',
  },
  {
    name: 'LATCHKEY_DB_IDLE_IN_TRANSACTION_TIMEOUT_MS',
    meaning: "PostgreSQL's idle_in_transaction_session_timeout: a transaction left open is ended",
    defaultValue: String(DEFAULT_DATABASE_LIMITS.idleInTransactionTimeoutMs),
    example: '5000',
  },
  {
    name: 'LATCHKEY_DB_STARTUP_WAIT_MS',
    meaning: 'at start, how long to keep retrying a PostgreSQL that is not up yet',
    defaultValue: String(DEFAULT_DATABASE_LIMITS.startupWaitMs),
    example: '120000',
  },
  {
    name: 'HOST',
    meaning: 'the address to listen on',
    defaultValue: '127.0.0.1',
    example: '0.0.0.0',
  },
  { name: 'PORT', meaning: 'the port to listen on', defaultValue: '8820', example: '3000' },
  {
    name: 'LATCHKEY_REQUEST_DEADLINE_MS',
    meaning:
      'how long one request may take: past it the answer is 503 DEADLINE_EXCEEDED and its database work is rolled back',
    defaultValue: String(REQUEST_DEADLINE_MS),
    example: '5000',
  },
  {
    name: 'LATCHKEY_LOG_LEVEL',
    meaning:
      'errors on stderr, one JSON line each (repeats counted per 10 s): info, or debug to add stacks',
    defaultValue: 'info',
    example: 'debug',
  },
  {
    name: 'LATCHKEY_SHUTDOWN_TIMEOUT_MS',
    meaning:
      'on SIGTERM or SIGINT, how long the requests in flight may take to finish before they are cut',
    defaultValue: String(SHUTDOWN_TIMEOUT_MS),
    example: '25000',
  },
  {
    name: 'LATCHKEY_READY_DEADLINE_MS',
    meaning: 'GET /ready: how long its checks (database, custody, fee payer) may take together',
    defaultValue: String(READINESS_DEADLINE_MS),
    example: '1000',
  },
  {
    name: 'LATCHKEY_READY_MIN_FEE_PAYER_LAMPORTS',
    meaning: "GET /ready: the fee payer's balance below which the instance is not ready",
    defaultValue: `${DEFAULT_MIN_FEE_PAYER_LAMPORTS} (0.01 SOL)`,
    example: '50000000',
  },
  {
    name: 'LATCHKEY_READY_CACHE_MS',
    meaning:
      'GET /ready: how long a report is reused, so probes cannot spend the upstreams’ limits',
    defaultValue: String(READINESS_CACHE_MS),
    example: '5000',
  },
  {
    name: 'LATCHKEY_METRICS',
    meaning:
      'GET /metrics for Prometheus (requests, latency, pool, sponsorships, refusals): on or off',
    defaultValue: 'on in latchkey-server, off in a route handler',
    example: 'off',
  },
  {
    name: 'LATCHKEY_METRICS_TOKEN',
    meaning:
      'a bearer token GET /metrics asks for (Authorization: Bearer …); without it, anyone reaching the port may scrape (secret)',
    defaultValue: 'none',
    example: '…(a long random string)',
  },
  {
    name: 'LATCHKEY_APP_NAME',
    meaning: 'the name in code emails',
    defaultValue: 'Latchkey',
    example: 'Acme',
  },
  {
    name: 'LATCHKEY_TRUST_PROXY',
    meaning:
      'who may name the client in X-Forwarded-For: the number of proxies in front, or their addresses and CIDRs',
    defaultValue: 'none (the socket address)',
    example: '10.0.0.0/8,loopback',
  },
  {
    name: 'LATCHKEY_CLIENT_IPV4_PREFIX',
    meaning: 'how IPv4 client addresses are grouped for the per-address limits',
    defaultValue: '32',
    example: '24',
  },
  {
    name: 'LATCHKEY_CLIENT_IPV6_PREFIX',
    meaning: 'how IPv6 client addresses are grouped for the per-address limits',
    defaultValue: '64',
    example: '56',
  },
  {
    name: 'LATCHKEY_SESSION_KEYS',
    meaning:
      'the JWK set (JSON) of private ES256 keys session tokens are signed with, newest first; each needs a kid',
    defaultValue: 'one key generated and kept in the database (refused in production)',
    example: '{"keys":[{"kty":"EC","crv":"P-256","kid":"2026-11","x":"…","y":"…","d":"…"}]}',
  },
  {
    name: 'LATCHKEY_SESSION_ISSUER',
    meaning:
      "session tokens' iss: this server's public URL, where /.well-known/jwks.json is served",
    defaultValue: 'the origin each request was sent to (refused in production)',
    example: 'https://auth.acme.example',
  },
  {
    name: 'LATCHKEY_SESSION_CARRIER',
    meaning:
      'bearer (the SDK keeps the tokens) or cookie (httpOnly cookies, for a server on the app’s own site)',
    defaultValue: 'bearer',
    example: 'cookie',
  },
  {
    name: 'LATCHKEY_OAUTH_PROVIDERS',
    meaning:
      'OpenID sign-in providers as JSON: id → { issuer (google, apple built in), clientId, clientSecret, trustVerifiedEmail }',
    defaultValue: 'none',
    example: '{"google":{"clientId":"1234.apps.googleusercontent.com"}}',
  },
  {
    name: 'LATCHKEY_ALLOW_INSECURE',
    meaning:
      'with NODE_ENV=production, sandbox settings accepted anyway: sandbox-token, any-origin, http-upstream, generated-session-keys',
    defaultValue: 'none',
    example: 'http-upstream',
  },
  {
    name: 'NODE_ENV',
    meaning: 'production refuses sandbox settings (see LATCHKEY_ALLOW_INSECURE)',
    defaultValue: 'none',
    example: 'production',
  },
];
