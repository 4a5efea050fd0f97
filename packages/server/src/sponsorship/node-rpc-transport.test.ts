import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo, Server, Socket } from 'node:net';
import { createSolanaRpcFromTransport } from '@solana/kit';
import { afterEach, describe, expect, it } from 'vitest';
import { createNodeRpcTransport } from './node-rpc-transport.js';
import { TEST_TLS_CERTIFICATE, TEST_TLS_KEY } from './test-tls.fixture.js';

// The sponsorship's RPC transport against small local RPC servers that answer, fail, stall,
// overflow and drop connections on purpose.

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise((done) => {
          (server as unknown as { closeAllConnections(): void }).closeAllConnections();
          server.close(done);
        }),
    ),
  );
});

/** A local HTTP(S) server answering each request through `handler`; counts its connections. */
async function serve(handler: Handler, tls = false) {
  const onRequest = (request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => handler(request, body, response));
  };
  const server = tls
    ? createHttpsServer({ cert: TEST_TLS_CERTIFICATE, key: TEST_TLS_KEY }, onRequest)
    : createHttpServer(onRequest);
  const sockets: Socket[] = [];
  server.on('connection', (socket: Socket) => sockets.push(socket));
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { url: `${tls ? 'https' : 'http'}://127.0.0.1:${port}/`, sockets };
}

const answer = (result: string) => (_: IncomingMessage, body: string, response: ServerResponse) => {
  const { id } = JSON.parse(body);
  response.setHeader('content-type', 'application/json');
  response.end(`{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":${result}}`);
};

describe('createNodeRpcTransport', () => {
  it('sends JSON-RPC and keeps every digit of a u64 in the answer', async () => {
    const seen: unknown[] = [];
    const { url } = await serve((request, body, response) => {
      seen.push({ method: request.method, type: request.headers['content-type'], body });
      answer('{"context":{"slot":7},"value":18446744073709551615}')(request, body, response);
    });
    const rpc = createSolanaRpcFromTransport(createNodeRpcTransport(url));
    const { value } = await rpc.getBalance('11111111111111111111111111111111' as never).send();
    expect(value).toBe(18_446_744_073_709_551_615n);
    expect(seen).toEqual([
      {
        method: 'POST',
        type: 'application/json; charset=utf-8',
        body: expect.stringContaining('"method":"getBalance"'),
      },
    ]);
  });

  it('reuses one connection for calls one after another', async () => {
    const { url, sockets } = await serve(answer('5000'));
    const transport = createNodeRpcTransport(url);
    for (let index = 0; index < 5; index++) {
      await transport({ payload: { jsonrpc: '2.0', id: index, method: 'getSlot', params: [] } });
    }
    expect(sockets).toHaveLength(1);
    transport.close();
  });

  it('refuses an answer that is not 2xx, and one over the size cap', async () => {
    const failing = await serve((_, __, response) => {
      response.statusCode = 429;
      response.end('slow down');
    });
    await expect(
      createNodeRpcTransport(failing.url)({ payload: { id: 1, method: 'getSlot' } }),
    ).rejects.toThrow('The RPC answered HTTP 429');
    const huge = await serve((_, __, response) => response.end('x'.repeat(70_000)));
    await expect(
      createNodeRpcTransport(huge.url, { maxResponseBytes: 65_536 })({ payload: { id: 1 } }),
    ).rejects.toThrow("The RPC's answer is over 65536 bytes");
  });

  it('gives up on a stalled RPC when the signal aborts, with the signal’s reason', async () => {
    const { url } = await serve(() => undefined);
    const reason = new Error('deadline');
    const started = performance.now();
    const call = createNodeRpcTransport(url)({
      payload: { id: 1, method: 'getSlot' },
      signal: AbortSignal.timeout(50),
    });
    await expect(call).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(performance.now() - started).toBeLessThan(5000);
    const aborted = new AbortController();
    aborted.abort(reason);
    await expect(
      createNodeRpcTransport(url)({ payload: { id: 1 }, signal: aborted.signal }),
    ).rejects.toBe(reason);
  });

  it('retries once when a kept-alive connection is dropped as it is reused, not on a new one', async () => {
    let calls = 0;
    const { url, sockets } = await serve((request, body, response) => {
      calls++;
      // The second request arrives on the kept-alive connection: drop it unanswered.
      if (calls === 2) request.socket.destroy();
      else answer('1')(request, body, response);
    });
    const transport = createNodeRpcTransport(url);
    await transport({ payload: { id: 1, method: 'getSlot' } });
    await expect(transport({ payload: { id: 2, method: 'getSlot' } })).resolves.toMatchObject({
      result: 1n,
    });
    expect({ calls, connections: sockets.length }).toEqual({ calls: 3, connections: 2 });

    const dropping = await serve((request) => request.socket.destroy());
    await expect(
      createNodeRpcTransport(dropping.url)({ payload: { id: 1 } }),
    ).rejects.toMatchObject({ code: 'ECONNRESET' });
  });

  it('speaks HTTPS to an RPC whose certificate it trusts, and refuses one it does not', async () => {
    const { url } = await serve(answer('42'), true);
    await expect(
      createNodeRpcTransport(url, { ca: TEST_TLS_CERTIFICATE })({ payload: { id: 1 } }),
    ).resolves.toMatchObject({ result: 42n });
    await expect(createNodeRpcTransport(url)({ payload: { id: 1 } })).rejects.toMatchObject({
      code: 'DEPTH_ZERO_SELF_SIGNED_CERT',
    });
  });
});
