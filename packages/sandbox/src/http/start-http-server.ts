import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';

/** Handles one request; returns false when it does not own the path. */
export type RouteHandler = (
  request: IncomingMessage,
  response: ServerResponse,
) => boolean | Promise<boolean>;

/** A running HTTP server. */
export interface RunningHttpServer {
  /** Base URL, such as http://127.0.0.1:8899. */
  readonly url: string;
  readonly port: number;
  /** Stops accepting, ends open connections and resolves once closed. */
  close(): Promise<void>;
}

/** Parameters of {@link startHttpServer}. */
export interface StartHttpServerParameters {
  host: string;
  /** 0 picks a free port. */
  port: number;
  routes: readonly RouteHandler[];
  /**
   * Answer CORS for every origin (default true). Off for a server that sets its own, such as the
   * OpenID provider (oidc-provider).
   */
  cors?: boolean;
  /** Takes WebSocket upgrades (such as the MWA reflector's). */
  onUpgrade?: (request: IncomingMessage, socket: Duplex, head: Buffer) => void;
}

/**
 * Starts an HTTP server that tries each route in turn, answers CORS preflights (the demo and the
 * SDK call the sandbox from another origin), and 404s what no route owns.
 *
 * @example
 * ```ts
 * const server = await startHttpServer({ host: '127.0.0.1', port: 0, routes: [healthRoute] });
 * await fetch(`${server.url}/health`);
 * await server.close();
 * ```
 */
export async function startHttpServer(
  parameters: StartHttpServerParameters,
): Promise<RunningHttpServer> {
  const sockets = new Set<Socket>();
  const server = createServer(async (request, response) => {
    if (parameters.cors !== false && answerCors(request, response)) return;
    try {
      for (const route of parameters.routes) {
        if (await route(request, response)) return;
      }
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    } catch (error) {
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end(error instanceof Error ? error.message : 'Internal error');
    }
  });
  const { onUpgrade } = parameters;
  if (onUpgrade) server.on('upgrade', onUpgrade);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(parameters.port, parameters.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${parameters.host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        for (const socket of sockets) socket.destroy();
      }),
  };
}

// Echo the caller's origin rather than '*': browsers refuse '*' on requests that carry cookies
// (the product API's cookie mode), and '*' does not cover Authorization everywhere. True when
// the request was a preflight, answered here.
function answerCors(request: IncomingMessage, response: ServerResponse): boolean {
  const origin = request.headers.origin;
  response.setHeader('Access-Control-Allow-Origin', origin ?? '*');
  if (origin) {
    response.setHeader('Access-Control-Allow-Credentials', 'true');
    response.setHeader('Vary', 'Origin');
  }
  response.setHeader(
    'Access-Control-Allow-Headers',
    request.headers['access-control-request-headers'] ?? 'Content-Type, Authorization',
  );
  response.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  if (request.method !== 'OPTIONS') return false;
  response.writeHead(204).end();
  return true;
}
