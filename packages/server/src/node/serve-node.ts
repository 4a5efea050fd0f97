import type { IncomingMessage, ServerResponse } from 'node:http';
import { type AddressInfo, Server as NetServer, type Socket } from 'node:net';
import { serve } from '@hono/node-server';
import type { LatchkeyServer } from '../create-latchkey-server.js';
import { readIncomingBody } from './read-incoming-body.js';

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

/** How long `close()` waits for a connection made just before it to send its request. */
const FRESH_CONNECTION_GRACE_MS = 1000;

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
  // Connections that have not sent a request yet: one accepted just before shutdown is about to.
  const fresh = new Set<Socket>();
  let freshGraceOver = false;
  let closing: Promise<void> | undefined;
  let drained: (() => void) | undefined;
  const checkDrained = () => {
    if (!drained || answering.size > 0 || handlers > 0) return;
    if (fresh.size === 0 || freshGraceOver) drained();
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
            return await server.fetch(
              request,
              'incoming' in bindings
                ? {
                    clientIp: bindings.incoming.socket.remoteAddress,
                    readBody: (limits) =>
                      readIncomingBody(bindings.incoming as IncomingMessage, limits),
                  }
                : {},
            );
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
    listener.on('connection', (socket: Socket) => {
      fresh.add(socket);
      socket.once('close', () => {
        fresh.delete(socket);
        checkDrained();
      });
    });
    // Registered after the adapter's own listener: by then the request is being handled.
    listener.on('request', (request: { socket: Socket }, response: ServerResponse) => {
      fresh.delete(request.socket);
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
      // Stop listening only: http.Server#close would also close the connections that have not
      // sent their request yet, cutting requests already on their way. Every answer from now on
      // ends its connection, so each kept-alive one carries at most one more request.
      const portFree = new Promise<void>((done) =>
        NetServer.prototype.close.call(listener, () => done()),
      );
      for (const response of answering) {
        if (!response.headersSent) response.setHeader('Connection', 'close');
      }
      const grace = setTimeout(
        () => {
          freshGraceOver = true;
          checkDrained();
        },
        Math.min(FRESH_CONNECTION_GRACE_MS, shutdownTimeout),
      );
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
      clearTimeout(grace);
      // Nothing in flight (or the deadline passed): idle kept-alive connections and whatever
      // is left are closed, then Node's own close stops its timeout checks.
      if ('closeAllConnections' in listener) listener.closeAllConnections();
      await portFree;
      listener.close();
      await server.close();
    }
  });
}
