import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readIncomingBody } from './read-incoming-body.js';

// The Node adapter's body reader on a real HTTP server: what it reads, and what it refuses.

const limits = { maxBytes: 1024, timeoutMs: 300 };
let url: string;
const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
  readIncomingBody(incoming, limits).then(
    (bytes) => response.end(`read ${bytes.length}: ${new TextDecoder().decode(bytes.slice(0, 5))}`),
    (error: { status?: number; code?: string }) => {
      response.statusCode = error.status ?? 500;
      // What the adapter does with a body left unread: the connection ends with the answer.
      response.setHeader('connection', 'close');
      response.end(error.code ?? 'failed');
    },
  );
});
beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

/** Sends `chunks` (a chunked body unless `length` is declared), then ends unless told to hang. */
function send(chunks: string[], options: { length?: number; hang?: boolean } = {}) {
  return new Promise<string>((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        headers: options.length === undefined ? {} : { 'content-length': options.length },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve(`${response.statusCode} ${text}`));
      },
    );
    outgoing.on('error', reject);
    for (const chunk of chunks) outgoing.write(chunk);
    if (options.hang) outgoing.flushHeaders();
    else outgoing.end();
  });
}

describe('readIncomingBody', () => {
  it('reads a body whole, in one chunk or many', async () => {
    expect(await send(['hello world'])).toBe('200 read 11: hello');
    expect(await send(['a'.repeat(600), 'b'.repeat(424)])).toBe('200 read 1024: aaaaa');
  });

  it('refuses a declared length over the cap, a chunked body past it, and one that stalls', async () => {
    expect(await send([], { length: 1025, hang: true })).toBe('413 PAYLOAD_TOO_LARGE');
    expect(await send(['a'.repeat(600), 'b'.repeat(600)], { hang: true })).toBe(
      '413 PAYLOAD_TOO_LARGE',
    );
    const started = performance.now();
    expect(await send(['{"partial":'], { hang: true })).toBe('408 REQUEST_TIMEOUT');
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });
});
