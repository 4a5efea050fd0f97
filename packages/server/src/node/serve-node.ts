import type { ServerResponse } from 'node:http';
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
  /** The requests being answered now (their handlers still running or their answers being sent). */
  readonly inFlight: number;
  /**
   * Shuts down gracefully: stops accepting connections, lets the requests in flight finish (each
   * answer says `Connection: close`) for up to `shutdownTimeoutMs`, then closes the connections
   * left and the server (its database). Resolves once the port is free and the database closed;
   * calling it again returns the same promise.
   */
  close(): Promise<void>;
}

/** How long a client may take to send its request headers. */
export const HEADERS_TIMEOUT_MS = 10_000;

/** How long a client may take to send its whole request, headers and body. */
export const REQUEST_TIMEOUT_MS = 20_000;

/** How long `close()` lets the requests in flight finish before cutting them. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * Serves a {@link LatchkeyServer} with Node's `http` module (through `@hono/node-server`),
 * passing each request's socket address as its client address. A client that trickles its
 * headers or its body is cut off: Node answers 408 and closes the connection once
 * `headersTimeoutMs` (default 10 s) or `requestTimeoutMs` (default 20 s) has passed.
 * `close()` is a graceful shutdown bounded by `shutdownTimeoutMs` (default 10 s).
 *
 * @example
 * ```ts
 * const running = await serveNode(await createLatchkeyServer(options), { host: '0.0.0.0', port: 8820 });
 * process.once('SIGTERM', () => void running.close().then(() => process.exit(0)));
 * ```
 */
export function serveNode(
  server: LatchkeyServer,
  parameters: {
    host?: string | undefined;
    port: number;
    headersTimeoutMs?: number | undefined;
    requestTimeoutMs?: number | undefined;
    shutdownTimeoutMs?: number | undefined;
  },
): Promise<RunningNodeServer> {
  const host = parameters.host ?? '127.0.0.1';
  const headersTimeout = parameters.headersTimeoutMs ?? HEADERS_TIMEOUT_MS;
  const requestTimeout = Math.max(
    parameters.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
    headersTimeout,
  );
  const shutdownTimeout = parameters.shutdownTimeoutMs ?? SHUTDOWN_TIMEOUT_MS;
  // Answers not yet sent, and handlers still running (a handler may outlive its client's
  // connection): the database is closed only once both are done, or at the deadline.
  const answering = new Set<ServerResponse>();
  let handlers = 0;
  let closing: Promise<void> | undefined;
  let drained: (() => void) | undefined;
  const checkDrained = () => {
    if (drained && answering.size === 0 && handlers === 0) drained();
  };
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
        fetch: async (request, bindings) => {
          handlers++;
          try {
            return await server.fetch(request, {
              clientIp: 'incoming' in bindings ? bindings.incoming.socket.remoteAddress : undefined,
            });
          } finally {
            handlers--;
            checkDrained();
          }
        },
      },
      (info: AddressInfo) => {
        listener.off('error', reject);
        const shownHost = host.includes(':') ? `[${host}]` : host;
        resolve({
          url: `http://${shownHost === '0.0.0.0' ? '127.0.0.1' : shownHost}:${info.port}`,
          get inFlight() {
            return Math.max(answering.size, handlers);
          },
          close: () => {
            closing ??= shutDown();
            return closing;
          },
        });
      },
    );
    listener.once('error', reject);
    // Registered after the adapter's own listener: by then the request is being handled.
    listener.on('request', (_request, response: ServerResponse) => {
      answering.add(response);
      // A request that arrives on a kept-alive connection during shutdown is still answered,
      // and told that the connection ends with it.
      if (closing) response.setHeader('Connection', 'close');
      response.once('close', () => {
        answering.delete(response);
        checkDrained();
      });
    });

    async function shutDown() {
      const portFree = new Promise<void>((done) => listener.close(() => done()));
      // Connections between requests are closed now; busy ones close after their answer.
      for (const response of answering) {
        if (!response.headersSent) response.setHeader('Connection', 'close');
      }
      if ('closeIdleConnections' in listener) listener.closeIdleConnections();
      const finished = new Promise<void>((done) => {
        drained = done;
        checkDrained();
      });
      let timer: ReturnType<typeof setTimeout> | undefined;
      const deadline = new Promise<void>((done) => {
        timer = setTimeout(done, shutdownTimeout);
      });
      await Promise.race([finished, deadline]);
      clearTimeout(timer);
      // Past the deadline, whatever is left is cut; keep-alive sockets that went idle are closed.
      if ('closeAllConnections' in listener) listener.closeAllConnections();
      await portFree;
      await server.close();
    }
  });
}
