import { answerJson, readControlBody } from '../http/control-route-body.js';
import type { RouteHandler } from '../http/start-http-server.js';
import type { MwaAuthorization } from './mwa-authorizations.js';
import { MWA_WALLET_BEHAVIOURS, type MwaWalletBehaviour } from './mwa-wallet-behaviour.js';

/** What the control route drives: the wallet's `associate` and `authorizations`. */
export interface MwaControl {
  associate(uri: string, options: { behaviour?: MwaWalletBehaviour | undefined }): Promise<void>;
  authorizations(): readonly MwaAuthorization[];
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
      return answerJson(response, 200, control.authorizations());
    if (path !== '/mwa/associate' || request.method !== 'POST') return false;
    const body = await readControlBody(request);
    const { uri, behaviour } = body ?? {};
    if (typeof uri !== 'string')
      return answerJson(response, 400, { error: 'the body must be JSON with a uri' });
    if (behaviour !== undefined && !MWA_WALLET_BEHAVIOURS.includes(behaviour as never))
      return answerJson(response, 400, {
        error: `behaviour must be one of ${MWA_WALLET_BEHAVIOURS.join(', ')}`,
      });
    try {
      await control.associate(uri, { behaviour: behaviour as MwaWalletBehaviour | undefined });
    } catch (error) {
      return answerJson(response, 400, { error: (error as Error).message });
    }
    return answerJson(response, 202, {});
  };
}
