import { ServerConfigurationError, ServerError } from '../server-error.js';
import type { ServerEnvironment } from './authorize-environment.js';

/**
 * The origins whose pages may call for one environment: its own `allowedOrigins` when it names
 * them, else the server-wide list (a host with one environment sets only that).
 */
export function originsOf(
  environment: ServerEnvironment,
  serverWide: readonly string[] | '*',
): readonly string[] | '*' {
  return environment.allowedOrigins ?? serverWide;
}

/**
 * Every origin some environment allows: what CORS answers before the body (and so the
 * environment) is read. '*' when the server-wide list is '*' and some environment falls back on it.
 *
 * @throws {ServerConfigurationError} `INVALID_SETTING` for an environment's entry that is not an
 * origin (`scheme://host[:port]`, which is all a browser's `Origin` header ever is).
 */
export function originsServed(
  environments: Readonly<Record<string, ServerEnvironment>>,
  serverWide: readonly string[] | '*',
): readonly string[] | '*' {
  const served = new Set<string>();
  for (const [id, environment] of Object.entries(environments)) {
    const own = originsOf(environment, serverWide);
    if (own === '*') return '*';
    for (const origin of own) {
      if (environment.allowedOrigins && URL.parse(origin)?.origin !== origin) {
        throw new ServerConfigurationError(
          'INVALID_SETTING',
          `Environment ${id}'s allowedOrigins entries must be origins such as https://app.acme.example (no path, no trailing slash); got ${origin}`,
        );
      }
      served.add(origin);
    }
  }
  return [...served];
}

/**
 * Refuses a page of an origin the request's environment does not allow, though another
 * environment of this server may: staging's page cannot ask for a production challenge or a
 * production session, with production's token or any other.
 *
 * @throws {ServerError} 403 `ORIGIN_NOT_ALLOWED`.
 */
export function checkEnvironmentOrigin(
  environmentId: string,
  environment: ServerEnvironment,
  serverWide: readonly string[] | '*',
  origin: string | null | undefined,
): void {
  if (!origin) return;
  const allowed = originsOf(environment, serverWide);
  if (allowed !== '*' && !allowed.includes(origin)) {
    throw new ServerError(
      403,
      'ORIGIN_NOT_ALLOWED',
      `Requests from ${origin} are not allowed for environment ${environmentId}`,
    );
  }
}
