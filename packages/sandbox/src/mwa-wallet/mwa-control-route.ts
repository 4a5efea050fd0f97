import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RouteHandler } from '../http/start-http-server.js';
import type { MwaAuthorization } from './mwa-authorizations.js';
import { MWA_WALLET_BEHAVIOURS, type MwaWalletBehaviour } from './mwa-wallet-behaviour.js';

/** What the control route drives: the wallet's `associate` and `authorizations`. */
export interface MwaControl {
  associate(uri: string, options: { behaviour?: MwaWalletBehaviour | undefined }): Promise<void>;
  authorizations(): readonly MwaAuthorization[];
}

const MAX_BODY_BYTES = 16 * 1024;

function json(response: ServerResponse, status: number, body: unknown): true {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  return true;
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  let text = '';
  for await (const chunk of request as AsyncIterable<Buffer>) {
    text += chunk.toString('utf8');
    if (text.length > MAX_BODY_BYTES) return undefined;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The routes an e2e drives the wallet with, the way a user would hand it an association:
 * `POST /mwa/associate` `{uri, behaviour?}` answers 202 once the wallet listens on the local
 * port or has joined the reflector (400 with `{error}` otherwise); `GET /mwa/authorizations`
 * lists every token issued, revoked ones marked. The HTTP server answers CORS for any origin.
 */
export function createMwaControlRoute(control: MwaControl): RouteHandler {
  return async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://wallet').pathname;
    if (path === '/mwa/authorizations' && request.method === 'GET')
      return json(response, 200, control.authorizations());
    if (path !== '/mwa/associate' || request.method !== 'POST') return false;
    const body = await readBody(request);
    const { uri, behaviour } = body ?? {};
    if (typeof uri !== 'string')
      return json(response, 400, { error: 'the body must be JSON with a uri' });
    if (behaviour !== undefined && !MWA_WALLET_BEHAVIOURS.includes(behaviour as never))
      return json(response, 400, {
        error: `behaviour must be one of ${MWA_WALLET_BEHAVIOURS.join(', ')}`,
      });
    try {
      await control.associate(uri, { behaviour: behaviour as MwaWalletBehaviour | undefined });
    } catch (error) {
      return json(response, 400, { error: (error as Error).message });
    }
    return json(response, 202, {});
  };
}
