import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLatchkeyServer } from '../create-latchkey-server.js';
import { createPgliteDatabase } from '../database/pglite-database.js';
import { recordAttack } from '../testing/record-attack.fixture.js';
import { type RunningNodeServer, serveNode } from './serve-node.js';

// Bodies and slow clients against the Node adapter on a real socket: an endless chunked body is
// cut at 64 KiB with memory flat, a caller without a token is refused before its body is read,
// and a client that trickles its body or its headers is cut off at the deadline.

const MiB = 1024 * 1024;
let running: RunningNodeServer;
let port: number;

beforeAll(async () => {
  running = await serveNode(
    await createLatchkeyServer({
      database: await createPgliteDatabase(),
      environments: { acme: { authToken: 'pk_acme' } },
      bodyTimeoutMs: 800,
    }),
    { port: 0, headersTimeoutMs: 1000, requestTimeoutMs: 1500 },
  );
  port = Number(new URL(running.url).port);
});
afterAll(() => running?.close());

/**
 * POSTs a chunked body of up to `totalBytes` from one reused 64 KiB buffer (so the sender holds
 * nothing), stopping when the server answers or closes; resolves with what it got and how much
 * it had sent by then.
 */
function streamUpload(totalBytes: number, authorization: string) {
  return new Promise<{ status: number | undefined; body: string; sentBytes: number }>((resolve) => {
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sentBytes = 0;
    let finished = false;
    const done = (status: number | undefined, body: string) => {
      if (finished) return;
      finished = true;
      request.destroy();
      resolve({ status, body, sentBytes });
    };
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/v0/embedded/users',
      headers: {
        'Content-Type': 'application/json',
        Authorization: authorization,
        'Transfer-Encoding': 'chunked',
      },
    });
    request.on('response', (response) => {
      let body = '';
      response.on('data', (data: Buffer) => {
        body += data.toString();
      });
      response.on('end', () => done(response.statusCode, body));
      response.on('error', () => done(response.statusCode, body));
    });
    request.on('error', () => done(undefined, ''));
    const pump = () => {
      while (!finished && sentBytes < totalBytes) {
        sentBytes += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', pump);
          return;
        }
      }
      if (!finished) request.end();
    };
    pump();
  });
}

describe('serveNode under hostile bodies and slow clients', () => {
  it('refuses a 512 MiB chunked upload at 64 KiB, with memory flat', async () => {
    globalThis.gc?.();
    const before = process.memoryUsage().rss;
    const upload = await streamUpload(512 * MiB, 'Bearer pk_acme');
    const growth = process.memoryUsage().rss - before;
    console.log(
      `512 MiB chunked upload: ${upload.status} after ${(upload.sentBytes / MiB).toFixed(1)} MiB sent; rss growth ${(growth / MiB).toFixed(1)} MiB`,
    );
    expect(upload.status).toBe(413);
    expect(JSON.parse(upload.body)).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
    // Refused long before the end: the sender was still writing.
    expect(upload.sentBytes).toBeLessThan(64 * MiB);
    expect(growth).toBeLessThan(64 * MiB);
    recordAttack('512 MiB chunked upload', 1, 1);
  });

  it('refuses a caller without an app token before reading its body', async () => {
    const upload = await streamUpload(512 * MiB, 'Bearer not-a-token');
    expect(upload.status).toBe(401);
    expect(upload.sentBytes).toBeLessThan(64 * MiB);
    recordAttack('big body without a token', 1, 1);
  });

  it('cuts a body that trickles in, at the body deadline', async () => {
    const started = Date.now();
    const answer = await new Promise<{ status: number | undefined; body: string }>((resolve) => {
      const request = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/v0/embedded/users',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer pk_acme' },
      });
      // One byte every 100 ms: a slowloris body that never ends.
      const trickle = setInterval(() => request.write(' '), 100);
      request.write('{');
      request.on('response', (response) => {
        let body = '';
        response.on('data', (data: Buffer) => {
          body += data.toString();
        });
        response.on('end', () => {
          clearInterval(trickle);
          request.destroy();
          resolve({ status: response.statusCode, body });
        });
      });
      request.on('error', () => {
        clearInterval(trickle);
        resolve({ status: undefined, body: '' });
      });
    });
    const elapsed = Date.now() - started;
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'REQUEST_TIMEOUT' } });
    expect(elapsed).toBeLessThan(2000);
    recordAttack('slow body (slowloris)', 1, 1);
  });

  it('closes a connection whose headers trickle in, at the headers deadline', async () => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    socket.write('POST /api/v0/embedded/users HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    let line = 0;
    const trickle = setInterval(() => socket.write(`X-Slow-${line++}: 1\r\n`), 200);
    let received = '';
    socket.on('data', (data: Buffer) => {
      received += data.toString();
    });
    await new Promise((resolve) => socket.on('close', resolve));
    clearInterval(trickle);
    const elapsed = Date.now() - started;
    console.log(
      `slow headers: closed after ${elapsed} ms (${received.split('\r\n')[0] || 'no answer'})`,
    );
    expect(received === '' || received.startsWith('HTTP/1.1 408')).toBe(true);
    // headersTimeoutMs is 1 s; Node checks the deadlines every second.
    expect(elapsed).toBeLessThan(3000);
    recordAttack('slow headers (slowloris)', 1, 1);
  });
});
