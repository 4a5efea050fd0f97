import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RouteHandler } from '../http/start-http-server.js';
import { answerPhantomRequest, USER_REJECTED } from './answer-phantom-request.js';
import { escapeHtml, renderApprovalPage } from './approval-page.js';
import { PhantomProtocolError, readPhantomRequest, readRedirectLink } from './phantom-request.js';
import type { PhantomResponderKeys } from './phantom-responder-keys.js';

/** Where the responder serves the protocol, as Phantom's universal link does. */
export const PHANTOM_RESPONDER_BASE_PATH = '/ul/v1';

const MAX_FORM_BYTES = 1024;

function withQuery(link: URL, query: Record<string, string>): string {
  const target = new URL(link);
  for (const [name, value] of Object.entries(query)) target.searchParams.set(name, value);
  return target.toString();
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { Location: location, 'Cache-Control': 'no-store' }).end();
}

async function readDecision(request: IncomingMessage): Promise<string | null> {
  let body = '';
  for await (const chunk of request as AsyncIterable<Buffer>) {
    body += chunk.toString('utf8');
    if (body.length > MAX_FORM_BYTES) return null;
  }
  return new URLSearchParams(body).get('decision');
}

function fail(response: ServerResponse, url: URL, error: PhantomProtocolError): void {
  const back = readRedirectLink(url);
  if (back) {
    redirect(
      response,
      withQuery(back, { errorCode: String(error.code), errorMessage: error.message }),
    );
    return;
  }
  response
    .writeHead(400, { 'Content-Type': 'text/html; charset=utf-8' })
    .end(`<!doctype html><title>Bad request</title><p>${escapeHtml(error.message)}</p>`);
}

/**
 * The responder's routes under `/ul/v1/<method>`: GET decodes the request and shows it for
 * approval (disconnect needs none: it ends the session and goes straight back, as the app does);
 * POST carries out the user's decision and redirects to the dapp's `redirect_link` with the
 * encrypted answer or Phantom's `errorCode` / `errorMessage`.
 */
export function createPhantomResponderRoute(parameters: {
  keys: PhantomResponderKeys;
  rpcUrl: string;
}): RouteHandler {
  const { keys, rpcUrl } = parameters;
  return async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://responder.invalid');
    if (!url.pathname.startsWith(`${PHANTOM_RESPONDER_BASE_PATH}/`)) return false;
    const method = url.pathname.slice(PHANTOM_RESPONDER_BASE_PATH.length + 1);
    response.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    response.setHeader('Referrer-Policy', 'no-referrer');
    try {
      const phantomRequest = readPhantomRequest(method, url, keys);
      if (request.method === 'GET' && phantomRequest.method !== 'disconnect') {
        response
          .writeHead(200, {
            'Content-Type': 'text/html; charset=utf-8',
            'Cache-Control': 'no-store',
          })
          .end(renderApprovalPage(phantomRequest, keys.walletAddress));
        return true;
      }
      if (request.method !== 'GET' && request.method !== 'POST') {
        response.writeHead(405, { Allow: 'GET, POST' }).end();
        return true;
      }
      const decision = request.method === 'GET' ? 'approve' : await readDecision(request);
      if (decision !== 'approve') {
        redirect(
          response,
          withQuery(phantomRequest.redirectLink, {
            errorCode: String(USER_REJECTED.code),
            errorMessage: USER_REJECTED.message,
          }),
        );
        return true;
      }
      const answer = await answerPhantomRequest(phantomRequest, keys, rpcUrl);
      redirect(response, withQuery(phantomRequest.redirectLink, answer));
    } catch (error) {
      if (!(error instanceof PhantomProtocolError)) throw error;
      fail(response, url, error);
    }
    return true;
  };
}
