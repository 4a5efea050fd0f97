import type { ServerEnvironment } from '../http/authorize-environment.js';
import { ServerConfigurationError } from '../server-error.js';

/**
 * The environments `latchkey-server` serves, from `LATCHKEY_ENVIRONMENTS` (`id:token[,…]`) and
 * `LATCHKEY_ENVIRONMENT_ORIGINS` (`id=origin origin[;id=origin…]`): each environment named there
 * allows those origins' pages only; the others fall back on `LATCHKEY_ALLOWED_ORIGINS`.
 *
 * @throws {ServerConfigurationError} `INVALID_SETTING` naming the variable and the bad entry.
 */
export function readEnvironments(
  tokens: string | undefined,
  origins: string | undefined,
): Record<string, ServerEnvironment> {
  if (!tokens) throw invalid('LATCHKEY_ENVIRONMENTS is required: id:token[,id:token…]');
  const environments: Record<string, ServerEnvironment> = {};
  for (const entry of tokens.split(',')) {
    const separator = entry.indexOf(':');
    const id = entry.slice(0, separator).trim();
    const authToken = entry.slice(separator + 1).trim();
    if (separator < 1 || authToken === '') {
      throw invalid('LATCHKEY_ENVIRONMENTS entries must be id:token');
    }
    environments[id] = { authToken };
  }
  for (const entry of origins?.split(';') ?? []) {
    if (entry.trim() === '') continue;
    const separator = entry.indexOf('=');
    const id = entry.slice(0, separator).trim();
    const environment = Object.hasOwn(environments, id) ? environments[id] : undefined;
    if (separator < 1 || !environment) {
      throw invalid(
        `LATCHKEY_ENVIRONMENT_ORIGINS entries must be id=origin[ origin…] for an id of LATCHKEY_ENVIRONMENTS; got ${entry.trim()}`,
      );
    }
    const list = entry
      .slice(separator + 1)
      .split(/\s+/)
      .filter(Boolean);
    for (const origin of list) checkOrigin(origin, 'LATCHKEY_ENVIRONMENT_ORIGINS');
    environment.allowedOrigins = list;
  }
  return environments;
}

/**
 * Checks `origin` is one a browser sends as `Origin` (`scheme://host[:port]`): anything else
 * would never match.
 *
 * @throws {ServerConfigurationError} `INVALID_SETTING` naming `variable`.
 */
export function checkOrigin(origin: string, variable: string): void {
  if (URL.parse(origin)?.origin !== origin) {
    throw invalid(
      `${variable} entries must be origins such as https://app.acme.example (no path, no trailing slash); got ${origin}`,
    );
  }
}

function invalid(message: string): ServerConfigurationError {
  return new ServerConfigurationError('INVALID_SETTING', message);
}
