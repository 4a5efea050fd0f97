import { answerJson, readControlBody } from '../http/control-route-body.js';
import type { RouteHandler } from '../http/start-http-server.js';
import type { RunningWalletConnectWallet } from './start-walletconnect-wallet.js';
import {
  WALLETCONNECT_WALLET_BEHAVIOURS,
  type WalletConnectWalletBehaviour,
} from './walletconnect-wallet-behaviour.js';

/**
 * The routes an e2e drives the WalletConnect wallet with, as a user scanning a QR code or
 * following a link would: `POST /wc/pair` `{uri, behaviour?}` answers 202 once the wallet listens
 * on the pairing (400 with `{error}` otherwise); `GET /wc/sessions` lists the sessions it
 * approved, with each one's requests and whether it ended; `POST /wc/disconnect` `{topic}` ends
 * one from the wallet's side.
 */
export function createWalletConnectControlRoute(
  wallet: Pick<RunningWalletConnectWallet, 'pair' | 'sessions' | 'disconnect'>,
): RouteHandler {
  return async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://wallet').pathname;
    if (path === '/wc/sessions' && request.method === 'GET')
      return answerJson(response, 200, wallet.sessions());
    if (path === '/wc/disconnect' && request.method === 'POST') {
      const { topic } = (await readControlBody(request)) ?? {};
      if (typeof topic !== 'string')
        return answerJson(response, 400, { error: 'the body must name a topic' });
      try {
        await wallet.disconnect(topic);
      } catch (error) {
        return answerJson(response, 400, { error: (error as Error).message });
      }
      return answerJson(response, 202, {});
    }
    if (path !== '/wc/pair' || request.method !== 'POST') return false;
    const { uri, behaviour } = (await readControlBody(request)) ?? {};
    if (typeof uri !== 'string')
      return answerJson(response, 400, { error: 'the body must be JSON with a uri' });
    if (behaviour !== undefined && !WALLETCONNECT_WALLET_BEHAVIOURS.includes(behaviour as never))
      return answerJson(response, 400, {
        error: `behaviour must be one of ${WALLETCONNECT_WALLET_BEHAVIOURS.join(', ')}`,
      });
    try {
      await wallet.pair(uri, { behaviour: behaviour as WalletConnectWalletBehaviour | undefined });
    } catch (error) {
      return answerJson(response, 400, { error: (error as Error).message });
    }
    return answerJson(response, 202, {});
  };
}
