import { ServerError } from '../server-error.js';

/** Bodies above this are refused; a transaction is at most 1232 bytes, so 64 KiB is ample. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

/** How long a client may take to send its body once the headers are in. */
export const BODY_TIMEOUT_MS = 10_000;

/**
 * Reads a request's body while counting: a declared `Content-Length` over the limit is refused
 * before any byte is read, and a chunked body is cut (its stream cancelled) as soon as it passes
 * the limit, so no more than `maxBytes` plus one chunk is ever held. A body that has not arrived
 * within `timeoutMs` is refused too.
 *
 * @throws {ServerError} 413 `PAYLOAD_TOO_LARGE`, 408 `REQUEST_TIMEOUT`.
 */
export async function readBody(
  request: Request,
  options: { maxBytes?: number | undefined; timeoutMs?: number | undefined } = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const maxBytes = options.maxBytes ?? MAX_JSON_BODY_BYTES;
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw bodyTooLarge(maxBytes);
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(bodyTimedOut()), options.timeoutMs ?? BODY_TIMEOUT_MS);
  });
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), deadline]);
      if (done) break;
      length += value.byteLength;
      if (length > maxBytes) throw bodyTooLarge(maxBytes);
      chunks.push(value);
    }
  } catch (error) {
    // Stop the transfer: nothing more of this body is read.
    reader.cancel().catch(() => undefined);
    throw error;
  } finally {
    clearTimeout(timer);
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** 413 `PAYLOAD_TOO_LARGE`: a body over the cap. */
export function bodyTooLarge(maxBytes: number): ServerError {
  return new ServerError(413, 'PAYLOAD_TOO_LARGE', `The request body is over ${maxBytes} bytes`);
}

/** 408 `REQUEST_TIMEOUT`: a body that did not arrive in time. */
export function bodyTimedOut(): ServerError {
  return new ServerError(408, 'REQUEST_TIMEOUT', 'The request body took too long');
}
