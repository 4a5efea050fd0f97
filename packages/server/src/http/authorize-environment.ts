import { timingSafeEqual } from 'node:crypto';
import { ServerError } from '../server-error.js';

/**
 * One host app the server serves. Its token is public (it ships in the app's JavaScript): it says
 * which app a request is for, not who the user is, so every limit is also per user and per
 * client address.
 *
 * @example
 * ```ts
 * const environments: Record<string, ServerEnvironment> = {
 *   prod: { authToken: 'pk_prod_…', allowedOrigins: ['https://app.acme.example'] },
 *   staging: { authToken: 'pk_staging_…', allowedOrigins: ['https://staging.acme.example'] },
 * };
 * ```
 */
export interface ServerEnvironment {
  /** What requests carry as `Authorization: Bearer <token>`. */
  authToken: string;
  /**
   * The origins whose pages may call for this environment (a page of another is refused with
   * 403, whatever other environments allow). Default: the server-wide `allowedOrigins`.
   */
  allowedOrigins?: readonly string[] | undefined;
}

/**
 * Checks the environment exists and the request carries its Bearer token (compared in constant
 * time), and returns the environment's id.
 *
 * @throws {ServerError} 400 without an environment id, 404 for an unknown one, 401 without the
 * right token.
 */
export function authorizeEnvironment(
  environments: Readonly<Record<string, ServerEnvironment>>,
  environmentId: unknown,
  headers: Headers,
): string {
  if (typeof environmentId !== 'string' || environmentId === '') {
    throw new ServerError(400, 'INVALID_REQUEST', 'environmentId must be a non-empty string');
  }
  const environment = Object.hasOwn(environments, environmentId)
    ? environments[environmentId]
    : undefined;
  if (!environment) {
    throw new ServerError(404, 'ENVIRONMENT_NOT_FOUND', `Environment ${environmentId} not found`);
  }
  if (!tokenMatches(headers, environment.authToken)) throw unauthorized();
  return environmentId;
}

/**
 * Checks, from the headers alone, that the request carries the Bearer token of some environment:
 * run before the body is read, so a caller without any app's token costs no body read. The
 * environment named in the body is checked against the token afterwards
 * ({@link authorizeEnvironment}).
 *
 * @throws {ServerError} 401 `UNAUTHORIZED`.
 */
export function authorizeAnyEnvironment(
  environments: Readonly<Record<string, ServerEnvironment>>,
  headers: Headers,
): void {
  let matched = false;
  // Every token is compared, so the time does not tell which one came close.
  for (const environment of Object.values(environments)) {
    if (tokenMatches(headers, environment.authToken)) matched = true;
  }
  if (!matched) throw unauthorized();
}

function tokenMatches(headers: Headers, authToken: string): boolean {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(headers.get('authorization') ?? '');
  const given = new TextEncoder().encode(match?.[1] ?? '');
  const wanted = new TextEncoder().encode(authToken);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

function unauthorized() {
  return new ServerError(
    401,
    'UNAUTHORIZED',
    'A valid Authorization: Bearer token for this environment is required',
  );
}
