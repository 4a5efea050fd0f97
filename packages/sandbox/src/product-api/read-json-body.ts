import type { IncomingMessage } from 'node:http';
import { ProductApiError } from './product-api-error.js';

/** Bodies above this are refused; a transaction is at most 1232 bytes, so 64 KiB is ample. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

/**
 * Reads a request body and parses it as JSON, refusing oversized or malformed bodies.
 *
 * @throws {ProductApiError} 413 `PAYLOAD_TOO_LARGE`; 400 `INVALID_JSON`.
 * @example
 * ```ts
 * const body = await readJsonBody(request); // unknown: validate before use
 * ```
 */
export async function readJsonBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Drain the whole body even when it is too large, so the client reads the 413 instead of a reset.
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= MAX_JSON_BODY_BYTES) chunks.push(chunk);
  }
  if (size > MAX_JSON_BODY_BYTES) {
    throw new ProductApiError(
      413,
      'PAYLOAD_TOO_LARGE',
      `The request body is over ${MAX_JSON_BODY_BYTES} bytes`,
    );
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new ProductApiError(400, 'INVALID_JSON', 'The request body is not valid JSON');
  }
}
