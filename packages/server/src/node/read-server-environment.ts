import { isIP } from 'node:net';
import { createKeyPairSignerFromBytes, getBase58Encoder, type KeyPairSigner } from '@solana/kit';
import type { CustodyParameters } from '../custody/create-custody-client.js';
import { readDatabaseLimits } from '../database/database-limits.js';
import { INSECURE_SETTINGS, type InsecureSetting } from '../http/check-production-settings.js';
import type { TrustProxy } from '../http/client-address.js';
import { readOAuthProvidersVariable } from '../oauth/oauth-provider-settings.js';
import { ServerConfigurationError } from '../server-error.js';
import type { DailyQuota, SponsorshipPolicy } from '../sponsorship/sponsorship-policy.js';
import { checkCustodyApiKey } from './check-custody-api-key.js';
import { checkOrigin, readEnvironments } from './read-environments.js';
import { readSessionSettings } from './read-session-settings.js';
import { readHttpUrl, readPostgresUrl } from './read-url-setting.js';

/**
 * The environment variables `latchkey-server` reads. Secrets (the API private key, the fee payer)
 * belong in the deployment's secret store, never in the app's public config.
 *
 * @example
 * ```ts
 * const variables: ServerEnvironmentVariables = process.env;
 * ```
 */
export type ServerEnvironmentVariables = Readonly<Record<string, string | undefined>>;

/**
 * Reads the server's settings from environment variables and checks each before anything is
 * opened: URL schemes and that they parse, key formats, that the custody API key's halves and the
 * fee payer's halves match. Every variable, its default and an example: {@link SERVER_VARIABLES}
 * (`latchkey-server --help`). No message holds a key, a password or a URL's credentials.
 *
 * @throws {ServerConfigurationError} `INVALID_SETTING`, naming the variable that is missing or
 * malformed.
 * @example
 * ```ts
 * const settings = await readServerEnvironment(process.env);
 * ```
 */
export async function readServerEnvironment(variables: ServerEnvironmentVariables) {
  const get = (name: string) => {
    const value = variables[name]?.trim();
    return value === '' ? undefined : value;
  };
  const environments = readEnvironments(
    get('LATCHKEY_ENVIRONMENTS'),
    get('LATCHKEY_ENVIRONMENT_ORIGINS'),
  );
  const origins = get('LATCHKEY_ALLOWED_ORIGINS');
  const custodyNames = [
    'LATCHKEY_ORGANIZATION_ID',
    'LATCHKEY_API_PUBLIC_KEY',
    'LATCHKEY_API_PRIVATE_KEY',
  ];
  const custodyValues = custodyNames.map(get);
  if (custodyValues.some(Boolean) && !custodyValues.every(Boolean)) {
    throw invalid(`Set all of ${custodyNames.join(', ')} for embedded wallets, or none`);
  }
  const [organizationId, apiPublicKey, apiPrivateKey] = custodyValues as string[];
  // Checked even while embedded wallets are off: a typo should not wait for them to be turned on.
  const custodyUrl = get('LATCHKEY_CUSTODY_URL');
  if (custodyUrl) readHttpUrl(custodyUrl, 'LATCHKEY_CUSTODY_URL', 'https://api.turnkey.com');
  const custody: CustodyParameters | undefined = organizationId
    ? {
        organizationId: readOrganizationId(organizationId),
        ...readCustodyApiKey(apiPublicKey as string, apiPrivateKey as string),
        baseUrl: custodyUrl,
      }
    : undefined;
  const feePayerKey = get('LATCHKEY_FEE_PAYER_KEY');
  const rpcUrl = get('LATCHKEY_RPC_URL');
  if (Boolean(feePayerKey) !== Boolean(rpcUrl)) {
    throw invalid(
      'Set both LATCHKEY_FEE_PAYER_KEY and LATCHKEY_RPC_URL for sponsorship, or neither',
    );
  }
  if (rpcUrl) readHttpUrl(rpcUrl, 'LATCHKEY_RPC_URL', 'https://api.mainnet-beta.solana.com');
  const policy: Partial<{ -readonly [key in keyof SponsorshipPolicy]: SponsorshipPolicy[key] }> =
    {};
  const maxFee = get('LATCHKEY_SPONSOR_MAX_FEE_LAMPORTS');
  if (maxFee) policy.maxFeeLamports = readBigInt(maxFee, 'LATCHKEY_SPONSOR_MAX_FEE_LAMPORTS');
  const perSender = get('LATCHKEY_SPONSOR_PER_SENDER');
  if (perSender) policy.perSender = readQuota(perSender, 'LATCHKEY_SPONSOR_PER_SENDER');
  const perIp = get('LATCHKEY_SPONSOR_PER_IP');
  if (perIp) policy.perIp = readQuota(perIp, 'LATCHKEY_SPONSOR_PER_IP');
  const perEnvironment = get('LATCHKEY_SPONSOR_PER_ENVIRONMENT');
  if (perEnvironment) {
    policy.perEnvironment = readQuota(perEnvironment, 'LATCHKEY_SPONSOR_PER_ENVIRONMENT');
  }
  const port = Number(get('PORT') ?? '8820');
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw invalid('PORT must be a port number, 0 to 65535');
  }
  const databaseUrl = get('DATABASE_URL');
  return {
    environments,
    allowedOrigins: readOrigins(origins),
    custody,
    sponsorship:
      feePayerKey && rpcUrl
        ? { feePayer: await readFeePayer(feePayerKey), rpcUrl, policy }
        : undefined,
    appName: get('LATCHKEY_APP_NAME'),
    sessions: readSessionSettings(get),
    oauth: readOAuthProvidersVariable(get('LATCHKEY_OAUTH_PROVIDERS')),
    trustProxy: readTrustProxy(get('LATCHKEY_TRUST_PROXY')),
    clientAddressPrefixes: {
      ipv4: readPrefix(get('LATCHKEY_CLIENT_IPV4_PREFIX'), 32, 'LATCHKEY_CLIENT_IPV4_PREFIX'),
      ipv6: readPrefix(get('LATCHKEY_CLIENT_IPV6_PREFIX'), 64, 'LATCHKEY_CLIENT_IPV6_PREFIX'),
    },
    allowInsecure: readAllowInsecure(get('LATCHKEY_ALLOW_INSECURE')),
    databaseUrl: databaseUrl && readPostgresUrl(databaseUrl),
    // PostgreSQL's pool and timeouts (LATCHKEY_DB_*), as openDatabase takes them.
    limits: readLimits(variables),
    dataDir: get('LATCHKEY_DATA_DIR') ?? '.latchkey/server-db',
    host: readHost(get('HOST') ?? '127.0.0.1'),
    port,
    // createLatchkeyServer's: no route answers later than this (503 DEADLINE_EXCEEDED).
    requestDeadlineMs: readMilliseconds(get, 'LATCHKEY_REQUEST_DEADLINE_MS'),
    // createLatchkeyServer's error log: 'debug' adds stacks.
    logLevel: readLogLevel(get('LATCHKEY_LOG_LEVEL')),
    // serveNode's: how long SIGTERM lets the requests in flight finish.
    shutdownTimeoutMs: readMilliseconds(get, 'LATCHKEY_SHUTDOWN_TIMEOUT_MS'),
    readiness: {
      deadlineMs: readMilliseconds(get, 'LATCHKEY_READY_DEADLINE_MS'),
      minFeePayerLamports: optional(get('LATCHKEY_READY_MIN_FEE_PAYER_LAMPORTS'), (value) =>
        readBigInt(value, 'LATCHKEY_READY_MIN_FEE_PAYER_LAMPORTS'),
      ),
      cacheMs: readMilliseconds(get, 'LATCHKEY_READY_CACHE_MS'),
    },
    metrics: readMetrics(get('LATCHKEY_METRICS'), get('LATCHKEY_METRICS_TOKEN')),
  };
}

function optional<value>(
  text: string | undefined,
  read: (text: string) => value,
): value | undefined {
  return text === undefined ? undefined : read(text);
}

/** A duration in milliseconds, or undefined when unset (the option's own default then applies). */
function readMilliseconds(
  get: (name: string) => string | undefined,
  name: string,
): number | undefined {
  return optional(get(name), (value) => {
    if (!/^\d+$/.test(value)) throw invalid(`${name} must be a whole number of milliseconds`);
    return Number(value);
  });
}

/**
 * `/metrics`: on, off, or undefined when neither is said, so the caller's default applies
 * (latchkey-server: on; a Next.js route handler: off, since its routes face the public). A token
 * turns it on; it is then asked of each scrape.
 */
function readMetrics(
  switched: string | undefined,
  token: string | undefined,
): { token: string | undefined } | false | undefined {
  if (switched !== undefined && !/^(on|off|true|false|1|0)$/i.test(switched)) {
    throw invalid(`LATCHKEY_METRICS must be on or off; got ${switched}`);
  }
  if (switched !== undefined && /^(off|false|0)$/i.test(switched)) return false;
  return switched !== undefined || token !== undefined ? { token } : undefined;
}

function readTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === '0' || value.toLowerCase() === 'false') return false;
  if (value.toLowerCase() === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value);
  // Addresses and CIDRs are checked when the server is made (createLatchkeyServer).
  return value.split(',').map((entry) => entry.trim());
}

function readPrefix(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw invalid(`${name} must be a prefix length, such as ${fallback}`);
  return Number(value);
}

function readAllowInsecure(value: string | undefined): InsecureSetting[] {
  const entries = value?.split(',').map((entry) => entry.trim()) ?? [];
  for (const entry of entries) {
    if (!(INSECURE_SETTINGS as readonly string[]).includes(entry)) {
      throw invalid(`LATCHKEY_ALLOW_INSECURE takes ${INSECURE_SETTINGS.join(', ')}; got ${entry}`);
    }
  }
  return entries as InsecureSetting[];
}

function readBigInt(value: string, name: string): bigint {
  if (!/^\d+$/.test(value)) throw invalid(`${name} must be a whole number`);
  return BigInt(value);
}

function readQuota(value: string, name: string): DailyQuota {
  const match = /^(\d+)\/(\d+)$/.exec(value);
  if (!match) throw invalid(`${name} must be transactions/lamports, such as 50/500000`);
  return { transactions: Number(match[1]), lamports: BigInt(match[2] as string) };
}

async function readFeePayer(value: string): Promise<KeyPairSigner> {
  let bytes: Uint8Array;
  try {
    bytes = value.startsWith('[')
      ? Uint8Array.from(JSON.parse(value) as number[])
      : new Uint8Array(getBase58Encoder().encode(value));
  } catch {
    throw invalid('LATCHKEY_FEE_PAYER_KEY must be base58 or a JSON byte array');
  }
  if (bytes.length !== 64) throw invalid('LATCHKEY_FEE_PAYER_KEY must hold a 64-byte secret key');
  try {
    return await createKeyPairSignerFromBytes(bytes);
  } catch {
    // Kit's own message names neither the variable nor the layout it expects.
    throw invalid(
      'LATCHKEY_FEE_PAYER_KEY: its last 32 bytes are not the public key of its first 32 (a solana-keygen file holds the secret key, then its public key)',
    );
  }
}

function readOrganizationId(value: string): string {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) {
    throw invalid(
      "LATCHKEY_ORGANIZATION_ID must be the parent organization's id, a UUID such as 6c6b7463-0000-4000-8000-000000000001",
    );
  }
  return value;
}

function readCustodyApiKey(apiPublicKey: string, apiPrivateKey: string) {
  checkCustodyApiKey({ apiPublicKey, apiPrivateKey });
  return { apiPublicKey, apiPrivateKey };
}

function readOrigins(value: string | undefined): string[] | '*' {
  if (value === '*') return '*';
  const origins = value?.split(',').map((entry) => entry.trim()) ?? [];
  for (const origin of origins) checkOrigin(origin, 'LATCHKEY_ALLOWED_ORIGINS');
  return origins;
}

function readHost(value: string): string {
  // An address or a host name: a URL here failed at listen with ENOTFOUND, naming nothing.
  if (isIP(value) === 0 && !/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i.test(value)) {
    throw invalid('HOST must be an address or host name to listen on, such as 0.0.0.0 or ::');
  }
  return value;
}

function readLimits(variables: ServerEnvironmentVariables) {
  try {
    return readDatabaseLimits(variables);
  } catch (error) {
    // Its message names the variable; the type is the one every other setting throws.
    throw invalid((error as Error).message);
  }
}

function readLogLevel(value: string | undefined): 'info' | 'debug' {
  if (value === undefined || value === 'info' || value === 'debug') return value ?? 'info';
  throw invalid(`LATCHKEY_LOG_LEVEL must be info or debug, got "${value.slice(0, 20)}"`);
}

function invalid(message: string): ServerConfigurationError {
  return new ServerConfigurationError('INVALID_SETTING', message);
}
