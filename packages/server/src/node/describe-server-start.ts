import { resolve } from 'node:path';
import type { readServerEnvironment } from './read-server-environment.js';

/**
 * The settings {@link readServerEnvironment} reads, as {@link startLatchkeyServer} takes them.
 *
 * @example
 * ```ts
 * const settings: ServerSettings = await readServerEnvironment(process.env);
 * ```
 */
export type ServerSettings = Awaited<ReturnType<typeof readServerEnvironment>>;

/**
 * What a starting server says about itself: one line each for its apps, the origins that may
 * call, embedded wallets, sponsorship (with the fee payer's address) and the database, then the
 * warnings its settings deserve (no origin allowed). Names, hosts and addresses only: no key,
 * token or password.
 */
export function describeServerStart(
  settings: ServerSettings,
  databaseKind: 'postgres' | 'pglite',
): { summary: string[]; warnings: string[] } {
  const origins = settings.allowedOrigins;
  const noOrigin = origins !== '*' && origins.length === 0;
  const summary = [
    `environments: ${Object.keys(settings.environments).join(', ')}`,
    `allowed origins: ${origins === '*' ? 'any (*)' : noOrigin ? 'none' : origins.join(', ')}`,
    settings.custody
      ? `embedded wallets: on (organization ${settings.custody.organizationId}, custody ${new URL(settings.custody.baseUrl ?? 'https://api.turnkey.com').host})`
      : 'embedded wallets: off (set LATCHKEY_ORGANIZATION_ID, LATCHKEY_API_PUBLIC_KEY, LATCHKEY_API_PRIVATE_KEY)',
    settings.sponsorship
      ? `sponsorship: on, fee payer ${settings.sponsorship.feePayer.address} (RPC ${new URL(settings.sponsorship.rpcUrl).host})`
      : 'sponsorship: off (set LATCHKEY_FEE_PAYER_KEY and LATCHKEY_RPC_URL)',
    databaseKind === 'postgres'
      ? `database: PostgreSQL at ${databaseLocation(settings.databaseUrl)} (DATABASE_URL)`
      : `database: PGlite in ${resolve(settings.dataDir)}`,
  ];
  const warnings = noOrigin
    ? [
        "no origin is allowed (LATCHKEY_ALLOWED_ORIGINS is empty), so every browser call is refused with 403 ORIGIN_NOT_ALLOWED: list your app's origins, such as LATCHKEY_ALLOWED_ORIGINS=https://app.acme.example",
      ]
    : [];
  return { summary, warnings };
}

/** Host, port and database name: the URL without its user and password. */
function databaseLocation(databaseUrl: string | undefined): string {
  const url = databaseUrl ? URL.parse(databaseUrl) : null;
  if (!url) return 'DATABASE_URL';
  return `${url.host || 'the local socket'}${url.pathname}`;
}
