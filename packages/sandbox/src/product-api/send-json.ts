import type { ServerResponse } from 'node:http';

/**
 * Answers with JSON, never cached.
 *
 * @example
 * ```ts
 * sendJson(response, 200, { transaction });
 * ```
 */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response
    .writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
    .end(JSON.stringify(body));
}

/**
 * Whether a parsed body is a plain JSON object.
 *
 * @example
 * ```ts
 * if (!isRecord(body)) throw new ProductApiError(400, 'INVALID_REQUEST', 'The body must be an object');
 * ```
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
