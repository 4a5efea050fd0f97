import { ServerConfigurationError } from '../server-error.js';

/**
 * Reads a variable that holds an http(s) URL (the RPC, the custody API). The value is never
 * echoed: an RPC URL often carries its provider's API key.
 *
 * @throws {ServerConfigurationError} `INVALID_SETTING`, naming the variable.
 */
export function readHttpUrl(value: string, name: string, example: string): string {
  const url = URL.parse(value);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new ServerConfigurationError(
      'INVALID_SETTING',
      `${name} must be an http:// or https:// URL, such as ${example}${schemeOf(url)}`,
    );
  }
  return value;
}

/**
 * Reads `DATABASE_URL`: a `postgres://` or `postgresql://` URL, checked here because the
 * PostgreSQL client reads anything else as a host name (`not-a-url` became `getaddrinfo ENOTFOUND
 * base`). The value is never echoed: it holds the database password.
 *
 * @throws {ServerConfigurationError} `INVALID_SETTING`, naming `DATABASE_URL`.
 */
export function readPostgresUrl(value: string): string {
  // A user with no host (`postgres://me@/db?host=/run/postgresql`) is a socket, as pg reads it.
  const url = URL.parse(value) ?? URL.parse(value.replace('@/', '@socket/'));
  if (!url || (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')) {
    throw new ServerConfigurationError(
      'INVALID_SETTING',
      `DATABASE_URL must be a postgres:// or postgresql:// URL, such as postgres://latchkey:password@db.example:5432/latchkey (percent-encode special characters in the password)${schemeOf(url)}`,
    );
  }
  return value;
}

/** What was given instead, told by its scheme alone (the rest may hold a password or key). */
function schemeOf(url: URL | null): string {
  return url ? `; got scheme ${url.protocol}` : '; got a value that is not a URL';
}
