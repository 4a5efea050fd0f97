import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SESSION_JWKS_PATH } from '@latchkey/core/product-api';
import type { JSONWebKeySet } from 'jose';

/** How the test JWKS server answers: the key set, never (hangs), a 500, or an HTML page. */
export type JwksAnswer = 'keys' | 'hang' | 'error' | 'html';

/** A real HTTP server publishing a JWK set at `{issuer}/.well-known/jwks.json`. */
export interface JwksServer {
  readonly issuer: string;
  readonly jwksUrl: string;
  /** How many times the key set was asked for. */
  readonly fetches: number;
  keys: JSONWebKeySet;
  answer: JwksAnswer;
  close(): Promise<void>;
}

/** Starts a JWKS server on 127.0.0.1, port 0, publishing `keys`. */
export async function serveJwks(keys: JSONWebKeySet): Promise<JwksServer> {
  let fetches = 0;
  const state = { keys, answer: 'keys' as JwksAnswer };
  const server = createServer((request, response) => {
    if (request.url !== SESSION_JWKS_PATH) {
      response.writeHead(404).end();
      return;
    }
    fetches += 1;
    if (state.answer === 'hang') return;
    if (state.answer === 'error') {
      response.writeHead(500, { 'Content-Type': 'application/json' }).end('{"error":"down"}');
    } else if (state.answer === 'html') {
      response.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>Sign in</html>');
    } else {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(state.keys));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    jwksUrl: `${issuer}${SESSION_JWKS_PATH}`,
    get fetches() {
      return fetches;
    },
    get keys() {
      return state.keys;
    },
    set keys(next) {
      state.keys = next;
    },
    get answer() {
      return state.answer;
    },
    set answer(next) {
      state.answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
