import { ServerError } from '../server-error.js';
import { MAX_JSON_BODY_BYTES, readBody } from './read-body.js';

/**
 * Reads a request's JSON body, refusing oversized (counted while streaming), slow, malformed or
 * non-object bodies; with the bytes it was read from (what a device's signature covers).
 *
 * @throws {ServerError} 413 `PAYLOAD_TOO_LARGE`; 408 `REQUEST_TIMEOUT`; 400 `INVALID_JSON` or
 * `INVALID_REQUEST`.
 */
export async function readJsonRequest(
  request: Request,
): Promise<{ body: Record<string, unknown>; bytes: Uint8Array<ArrayBuffer> }> {
  const bytes = await readBody(request, { maxBytes: MAX_JSON_BODY_BYTES });
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new ServerError(400, 'INVALID_JSON', 'The request body is not valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ServerError(400, 'INVALID_REQUEST', 'The request body must be a JSON object');
  }
  return { body: body as Record<string, unknown>, bytes };
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
