import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ProductApiEnvironment } from './optimize-transaction-route.js';
import { ProductApiError } from './product-api-error.js';

/**
 * Checks the environment exists and the request carries its Bearer token (compared in constant
 * time).
 *
 * @throws {ProductApiError} 400 without an environment id, 404 for an unknown one, 401 without
 * the right token.
 * @example
 * ```ts
 * authorizeEnvironment(environments, body.environmentId, request, response);
 * ```
 */
export function authorizeEnvironment(
  environments: Readonly<Record<string, ProductApiEnvironment>>,
  environmentId: unknown,
  request: IncomingMessage,
  response: ServerResponse,
): void {
  if (typeof environmentId !== 'string' || environmentId === '') {
    throw new ProductApiError(400, 'INVALID_REQUEST', 'environmentId must be a non-empty string');
  }
  const environment = Object.hasOwn(environments, environmentId)
    ? environments[environmentId]
    : undefined;
  if (!environment) {
    throw new ProductApiError(
      404,
      'ENVIRONMENT_NOT_FOUND',
      `Environment ${environmentId} not found`,
    );
  }
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(request.headers.authorization ?? '');
  const given = Buffer.from(match?.[1] ?? '');
  const wanted = Buffer.from(environment.authToken);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
    response.setHeader('WWW-Authenticate', 'Bearer');
    throw new ProductApiError(
      401,
      'UNAUTHORIZED',
      'A valid Authorization: Bearer token for this environment is required',
    );
  }
}
