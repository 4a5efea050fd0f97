import type { IncomingMessage, ServerResponse } from 'node:http';
import { SessionRefusedError, verifySession } from '@latchkey/server/verify';
import type { Plugin } from 'vite';

/** Where the demo's backend finds the product server and which environment its tokens are for. */
export interface SessionBackendOptions {
  /** The product API's versioned base URL; its origin issues the tokens and publishes the keys. */
  readonly productApiUrl: string;
  /** The demo's environment: the tokens' audience. */
  readonly environmentId: string;
}

/**
 * The demo's own backend, as a host's would be: `GET /api/me` on the Vite server (dev and
 * preview) answers who the `Authorization: Bearer` access token says is signed in, verified on
 * the server with the keys the product server publishes (`@latchkey/server/verify`), or 401
 * `{ error: { code, reason } }`. Node-only, so it lives here, never in the page's bundle.
 *
 * @example
 * ```ts
 * defineConfig({
 *   plugins: [sessionBackend({ productApiUrl: 'http://127.0.0.1:8820/api/v0', environmentId: 'sandbox' })],
 * });
 * ```
 */
export function sessionBackend(options: SessionBackendOptions): Plugin {
  // The sandbox issues tokens in the name of the origin the page sent its requests to.
  const verifyOptions = {
    issuer: new URL(options.productApiUrl).origin,
    audience: options.environmentId,
  };
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'GET') {
      answer(response, 405, { error: { code: 'METHOD_NOT_ALLOWED', reason: 'GET only' } });
      return;
    }
    verifySession(request, verifyOptions).then(
      (session) =>
        answer(response, 200, {
          userId: session.userId,
          expiresAt: session.expiresAt.toISOString(),
          credentials: session.credentials.map((credential) =>
            credential.format === 'blockchain'
              ? { kind: credential.kind, address: credential.address }
              : credential.format === 'email'
                ? { kind: credential.kind, email: credential.email }
                : credential.format === 'passkey'
                  ? { kind: credential.kind, credentialId: credential.credentialId }
                  : { kind: credential.kind, issuer: credential.issuer, email: credential.email },
          ),
        }),
      (error: unknown) =>
        error instanceof SessionRefusedError
          ? answer(response, 401, { error: { code: error.code, reason: error.reason } })
          : answer(response, 503, {
              error: { code: 'SESSION_BACKEND_FAILED', reason: (error as Error).message },
            }),
    );
  };
  return {
    name: 'latchkey-demo-session-backend',
    configureServer: (server) => void server.middlewares.use('/api/me', handle),
    configurePreviewServer: (server) => void server.middlewares.use('/api/me', handle),
  };
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(body));
}
