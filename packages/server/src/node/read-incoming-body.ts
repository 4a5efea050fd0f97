import type { IncomingMessage } from 'node:http';
import { bodyTimedOut, bodyTooLarge } from '../http/read-body.js';

/**
 * A Node request's body straight from its stream, refused as `readBody` refuses a web stream: a
 * declared `Content-Length` over `maxBytes` before any byte is read, a body that passes it as soon
 * as it does (nothing more of it is kept), one not in within `timeoutMs`.
 *
 * @throws {ServerError} 413 `PAYLOAD_TOO_LARGE`, 408 `REQUEST_TIMEOUT`.
 */
export function readIncomingBody(
  incoming: IncomingMessage,
  limits: { maxBytes: number; timeoutMs: number },
): Promise<Uint8Array<ArrayBuffer>> {
  const { maxBytes, timeoutMs } = limits;
  if (Number(incoming.headers['content-length'] ?? '0') > maxBytes) {
    return Promise.reject(bodyTooLarge(maxBytes));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const finish = (error: unknown) => {
      clearTimeout(timer);
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', finish);
      incoming.off('close', onClose);
      if (error === undefined) {
        const bytes = new Uint8Array(new ArrayBuffer(length));
        let offset = 0;
        for (const chunk of chunks) {
          bytes.set(chunk, offset);
          offset += chunk.length;
        }
        resolve(bytes);
      } else {
        // Nothing more of this body is kept: the adapter drains or closes the connection once
        // the refusal has been answered (a destroyed stream would take the answer with it).
        incoming.pause();
        reject(error);
      }
    };
    const onData = (chunk: Buffer) => {
      length += chunk.length;
      if (length > maxBytes) finish(bodyTooLarge(maxBytes));
      else chunks.push(chunk);
    };
    const onEnd = () => finish(undefined);
    const onClose = () => {
      if (!incoming.complete) finish(new Error('The client closed the connection mid-body'));
    };
    const timer = setTimeout(() => finish(bodyTimedOut()), timeoutMs);
    incoming.on('data', onData);
    incoming.once('end', onEnd);
    incoming.once('error', finish);
    incoming.once('close', onClose);
  });
}
