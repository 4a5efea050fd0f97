import type { RouteHandler } from '../http/start-http-server.js';

/**
 * `GET /health` answers 200 'ok', as a Solana validator's RPC port does, so probes written for
 * a validator work against the sandbox too.
 *
 * @example
 * ```ts
 * await startHttpServer({ host, port, routes: [healthRoute] });
 * ```
 */
export const healthRoute: RouteHandler = (request, response) => {
  const path = new URL(request.url ?? '/', 'http://sandbox').pathname;
  if (path !== '/health' || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
  response.writeHead(200, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' }).end('ok');
  return true;
};
