import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { LatchkeyServer } from '../create-latchkey-server.js';

/**
 * A product server listening on Node's HTTP server.
 *
 * @example
 * ```ts
 * const running = await serveNode(server, { port: 8820 });
 * console.log(running.url); // http://127.0.0.1:8820
 * await running.close();
 * ```
 */
export interface RunningNodeServer {
  /** Its origin, such as http://127.0.0.1:8820. */
  readonly url: string;
  /** Stops listening (and closes the server's database); resolves once the port is free. */
  close(): Promise<void>;
}

/** How long a client may take to send its request headers. */
export const HEADERS_TIMEOUT_MS = 10_000;

/** How long a client may take to send its whole request, headers and body. */
export const REQUEST_TIMEOUT_MS = 20_000;

/**
 * Serves a {@link LatchkeyServer} with Node's `http` module (through `@hono/node-server`),
 * passing each request's socket address as its client address. A client that trickles its
 * headers or its body is cut off: Node answers 408 and closes the connection once
 * `headersTimeoutMs` (default 10 s) or `requestTimeoutMs` (default 20 s) has passed.
 *
 * @example
 * ```ts
 * const running = await serveNode(await createLatchkeyServer(options), { host: '0.0.0.0', port: 8820 });
 * ```
 */
export function serveNode(
  server: LatchkeyServer,
  parameters: {
    host?: string | undefined;
    port: number;
    headersTimeoutMs?: number | undefined;
    requestTimeoutMs?: number | undefined;
  },
): Promise<RunningNodeServer> {
  const host = parameters.host ?? '127.0.0.1';
  const headersTimeout = parameters.headersTimeoutMs ?? HEADERS_TIMEOUT_MS;
  const requestTimeout = Math.max(
    parameters.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
    headersTimeout,
  );
  return new Promise((resolve, reject) => {
    const listener = serve(
      {
        hostname: host,
        port: parameters.port,
        serverOptions: {
          headersTimeout,
          requestTimeout,
          // Node checks the deadlines this often (default 30 s, longer than the deadlines).
          connectionsCheckingInterval: Math.min(1000, headersTimeout),
        },
        fetch: (request, bindings) =>
          server.fetch(request, {
            clientIp: 'incoming' in bindings ? bindings.incoming.socket.remoteAddress : undefined,
          }),
      },
      (info: AddressInfo) => {
        listener.off('error', reject);
        const shownHost = host.includes(':') ? `[${host}]` : host;
        resolve({
          url: `http://${shownHost === '0.0.0.0' ? '127.0.0.1' : shownHost}:${info.port}`,
          close: () =>
            new Promise<void>((done) => {
              if ('closeAllConnections' in listener) listener.closeAllConnections();
              listener.close(() => done());
            }).then(() => server.close()),
        });
      },
    );
    listener.once('error', reject);
  });
}
