import { ServerError } from '../server-error.js';

/** Bodies above this are refused; a transaction is at most 1232 bytes, so 64 KiB is ample. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

/**
 * Reads a request's JSON body, refusing oversized, malformed or non-object bodies.
 *
 * @throws {ServerError} 413 `PAYLOAD_TOO_LARGE`; 400 `INVALID_JSON` or `INVALID_REQUEST`.
 * @example
 * ```ts
 * const body = await readJsonObject(request);
 * ```
 */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_JSON_BODY_BYTES) throw tooLarge();
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.length > MAX_JSON_BODY_BYTES) throw tooLarge();
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new ServerError(400, 'INVALID_JSON', 'The request body is not valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ServerError(400, 'INVALID_REQUEST', 'The request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

function tooLarge() {
  return new ServerError(
    413,
    'PAYLOAD_TOO_LARGE',
    `The request body is over ${MAX_JSON_BODY_BYTES} bytes`,
  );
}

/**
 * A required, non-empty string field.
 *
 * @throws {ServerError} 400 `INVALID_REQUEST` naming the field.
 * @example
 * ```ts
 * const otpId = requiredText(body, 'otpId');
 * ```
 */
export function requiredText(body: Record<string, unknown>, name: string, maxLength = 512): string {
  const value = body[name];
  if (typeof value !== 'string' || value === '' || value.length > maxLength) {
    throw new ServerError(400, 'INVALID_REQUEST', `${name} is required`);
  }
  return value;
}

/**
 * Whether a value is a plain object.
 *
 * @example
 * ```ts
 * if (isRecord(body.passkey)) { … }
 * ```
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
