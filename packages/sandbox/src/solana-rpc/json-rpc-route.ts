import type { IncomingMessage } from 'node:http';
import type { RouteHandler } from '../http/start-http-server.js';
import { dispatchJsonRpc, type ResolveRpcMethod } from './json-rpc-dispatcher.js';
import { methodsOf, type RpcFaults } from './rpc-faults.js';
import { serializeJson } from './serialize-json.js';

/** Largest request body a validator accepts (50 KiB). */
export const MAX_REQUEST_BODY_BYTES = 50 * 1024;

async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Uint8Array>) {
    size += chunk.length;
    if (size > MAX_REQUEST_BODY_BYTES) return undefined;
    chunks.push(chunk);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return new TextDecoder().decode(body);
}

/** The HTTP side of the JSON-RPC server: `POST /` with one request or a batch. */
export function jsonRpcRoute(
  resolve: ResolveRpcMethod,
  onCall: (method: string) => void,
  faults?: RpcFaults,
): RouteHandler {
  return async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://sandbox').pathname;
    if (path !== '/' || request.method !== 'POST') return false;
    const body = await readBody(request);
    if (body === undefined) {
      response.writeHead(413, { 'Content-Type': 'text/plain' }).end('Payload Too Large');
      return true;
    }
    const fault = faults?.take(() => methodsOf(body));
    if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault?.status !== undefined || fault?.body !== undefined) {
      response
        .writeHead(fault.status ?? 200, {
          'Content-Type': 'text/plain',
          ...(fault.retryAfter === undefined ? {} : { 'Retry-After': String(fault.retryAfter) }),
        })
        .end(fault.body ?? 'Fault injected by the sandbox');
      return true;
    }
    const result = await dispatchJsonRpc(body, resolve, onCall);
    if (result === undefined) {
      response.writeHead(200).end();
      return true;
    }
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(serializeJson(result));
    return true;
  };
}
