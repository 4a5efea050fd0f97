import { ServerError } from '../server-error.js';

const utf8 = new TextDecoder();

/**
 * Parses a request's JSON body (read, bounded, by `readBodyAfterToken`), refusing malformed or
 * non-object bodies.
 *
 * @throws {ServerError} 400 `INVALID_JSON` or `INVALID_REQUEST`.
 */
export function parseJsonBody(bytes: Uint8Array): Record<string, unknown> {
  let body: unknown;
  try {
    body = JSON.parse(utf8.decode(bytes));
  } catch {
    throw new ServerError(400, 'INVALID_JSON', 'The request body is not valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ServerError(400, 'INVALID_REQUEST', 'The request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

/** A request's JSON body as it came: each field the contract names, none of them checked yet. */
export type UncheckedBody<request> = { readonly [field in keyof request]?: unknown };

/**
 * A required, non-empty string field.
 *
 * @throws {ServerError} 400 `INVALID_REQUEST` naming the field.
 */
export function requiredText<body extends object>(
  body: body,
  name: keyof body & string,
  maxLength = 512,
): string {
  const value = (body as Record<string, unknown>)[name];
  if (typeof value !== 'string' || value === '' || value.length > maxLength) {
    throw new ServerError(400, 'INVALID_REQUEST', `${name} is required`);
  }
  return value;
}

/** Whether a value is a plain object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
