import { createKeyPairSignerFromBytes, getBase58Encoder, type KeyPairSigner } from '@solana/kit';
import type { CustodyParameters } from '../custody/create-custody-client.js';
import type { ServerEnvironment } from '../http/authorize-environment.js';
import { INSECURE_SETTINGS, type InsecureSetting } from '../http/check-production-settings.js';
import type { TrustProxy } from '../http/client-address.js';
import type { DailyQuota, SponsorshipPolicy } from '../sponsorship/sponsorship-policy.js';

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
 * Reads the server's settings from environment variables:
 *
 * | variable | meaning |
 * | --- | --- |
 * | `LATCHKEY_ENVIRONMENTS` | required: `id:token[,id:token…]`, the host apps and their public tokens |
 * | `LATCHKEY_ALLOWED_ORIGINS` | origins whose pages may call, comma-separated, or `*` |
 * | `LATCHKEY_ORGANIZATION_ID`, `LATCHKEY_API_PUBLIC_KEY`, `LATCHKEY_API_PRIVATE_KEY` | the custody parent organization and its API key (embedded wallets) |
 * | `LATCHKEY_CUSTODY_URL` | the custody API (default https://api.turnkey.com) |
 * | `LATCHKEY_FEE_PAYER_KEY`, `LATCHKEY_RPC_URL` | sponsorship: the fee payer's 64-byte secret key (base58, or a JSON byte array as `solana-keygen` writes) and the network's RPC |
 * | `LATCHKEY_SPONSOR_MAX_FEE_LAMPORTS`, `LATCHKEY_SPONSOR_PER_SENDER`, `LATCHKEY_SPONSOR_PER_IP`, `LATCHKEY_SPONSOR_PER_ENVIRONMENT` | policy: the fee cap, and daily quotas as `transactions/lamports` (per environment: the app's total a day, default 10000/100000000) |
 * | `DATABASE_URL` | a PostgreSQL server; without it, PGlite in `LATCHKEY_DATA_DIR` (default `.latchkey/server-db`) |
 * | `HOST`, `PORT` | where to listen (default 127.0.0.1:8820) |
 * | `LATCHKEY_APP_NAME` | the name in code emails |
 * | `LATCHKEY_TRUST_PROXY` | who may name the client in `X-Forwarded-For`: a number of proxies in front (`1`), or their addresses/CIDRs, comma-separated (`10.0.0.0/8,loopback`); default none |
 * | `LATCHKEY_CLIENT_IPV4_PREFIX`, `LATCHKEY_CLIENT_IPV6_PREFIX` | how client addresses are grouped for the per-address limits (default 32 and 64) |
 * | `LATCHKEY_ALLOW_INSECURE` | with `NODE_ENV=production`, sandbox settings to accept anyway: `sandbox-token`, `any-origin`, `http-upstream`, comma-separated |
 *
 * @throws {Error} naming the variable that is missing or malformed.
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
  const environments = readEnvironments(get('LATCHKEY_ENVIRONMENTS'));
  const origins = get('LATCHKEY_ALLOWED_ORIGINS');
  const custodyNames = [
    'LATCHKEY_ORGANIZATION_ID',
    'LATCHKEY_API_PUBLIC_KEY',
    'LATCHKEY_API_PRIVATE_KEY',
  ];
  const custodyValues = custodyNames.map(get);
  if (custodyValues.some(Boolean) && !custodyValues.every(Boolean)) {
    throw new Error(`Set all of ${custodyNames.join(', ')} for embedded wallets, or none`);
  }
  const [organizationId, apiPublicKey, apiPrivateKey] = custodyValues as string[];
  const custody: CustodyParameters | undefined = organizationId
    ? {
        organizationId,
        apiPublicKey: apiPublicKey as string,
        apiPrivateKey: apiPrivateKey as string,
        baseUrl: get('LATCHKEY_CUSTODY_URL'),
      }
    : undefined;
  const feePayerKey = get('LATCHKEY_FEE_PAYER_KEY');
  const rpcUrl = get('LATCHKEY_RPC_URL');
  if (Boolean(feePayerKey) !== Boolean(rpcUrl)) {
    throw new Error(
      'Set both LATCHKEY_FEE_PAYER_KEY and LATCHKEY_RPC_URL for sponsorship, or neither',
    );
  }
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
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error('PORT must be a port number');
  return {
    environments,
    allowedOrigins:
      origins === '*' ? ('*' as const) : (origins?.split(',').map((o) => o.trim()) ?? []),
    custody,
    sponsorship:
      feePayerKey && rpcUrl
        ? { feePayer: await readFeePayer(feePayerKey), rpcUrl, policy }
        : undefined,
    appName: get('LATCHKEY_APP_NAME'),
    trustProxy: readTrustProxy(get('LATCHKEY_TRUST_PROXY')),
    clientAddressPrefixes: {
      ipv4: readPrefix(get('LATCHKEY_CLIENT_IPV4_PREFIX'), 32, 'LATCHKEY_CLIENT_IPV4_PREFIX'),
      ipv6: readPrefix(get('LATCHKEY_CLIENT_IPV6_PREFIX'), 64, 'LATCHKEY_CLIENT_IPV6_PREFIX'),
    },
    allowInsecure: readAllowInsecure(get('LATCHKEY_ALLOW_INSECURE')),
    databaseUrl: get('DATABASE_URL'),
    dataDir: get('LATCHKEY_DATA_DIR') ?? '.latchkey/server-db',
    host: get('HOST') ?? '127.0.0.1',
    port,
  };
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
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a prefix length, such as ${fallback}`);
  return Number(value);
}

function readAllowInsecure(value: string | undefined): InsecureSetting[] {
  const entries = value?.split(',').map((entry) => entry.trim()) ?? [];
  for (const entry of entries) {
    if (!(INSECURE_SETTINGS as readonly string[]).includes(entry)) {
      throw new Error(
        `LATCHKEY_ALLOW_INSECURE takes ${INSECURE_SETTINGS.join(', ')}; got ${entry}`,
      );
    }
  }
  return entries as InsecureSetting[];
}

function readEnvironments(value: string | undefined): Record<string, ServerEnvironment> {
  if (!value) throw new Error('LATCHKEY_ENVIRONMENTS is required: id:token[,id:token…]');
  const environments: Record<string, ServerEnvironment> = {};
  for (const entry of value.split(',')) {
    const separator = entry.indexOf(':');
    const id = entry.slice(0, separator).trim();
    const authToken = entry.slice(separator + 1).trim();
    if (separator < 1 || authToken === '') {
      throw new Error('LATCHKEY_ENVIRONMENTS entries must be id:token');
    }
    environments[id] = { authToken };
  }
  return environments;
}

function readBigInt(value: string, name: string): bigint {
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number`);
  return BigInt(value);
}

function readQuota(value: string, name: string): DailyQuota {
  const match = /^(\d+)\/(\d+)$/.exec(value);
  if (!match) throw new Error(`${name} must be transactions/lamports, such as 50/500000`);
  return { transactions: Number(match[1]), lamports: BigInt(match[2] as string) };
}

async function readFeePayer(value: string): Promise<KeyPairSigner> {
  let bytes: Uint8Array;
  try {
    bytes = value.startsWith('[')
      ? Uint8Array.from(JSON.parse(value) as number[])
      : new Uint8Array(getBase58Encoder().encode(value));
  } catch {
    throw new Error('LATCHKEY_FEE_PAYER_KEY must be base58 or a JSON byte array');
  }
  if (bytes.length !== 64) throw new Error('LATCHKEY_FEE_PAYER_KEY must hold a 64-byte secret key');
  return createKeyPairSignerFromBytes(bytes);
}
