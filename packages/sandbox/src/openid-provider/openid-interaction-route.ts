import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Provider } from 'oidc-provider';
import { OPENID_TEST_ACCOUNTS, type OpenIdAccounts } from './openid-accounts.js';
import { escapeHtml, renderOpenIdSignInPage } from './openid-sign-in-page.js';

/** What one issuer's interaction pages need. */
export interface OpenIdInteractionIssuer {
  /** Path prefix, such as `/google`. */
  prefix: string;
  title: string;
  provider: Provider;
  accounts: OpenIdAccounts;
}

const MAX_FORM_BYTES = 4096;

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of request) {
    text += String(chunk);
    if (text.length > MAX_FORM_BYTES) throw new Error('form too large');
  }
  return new URLSearchParams(text);
}

function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
}

async function choose(
  issuer: OpenIdInteractionIssuer,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const details = await issuer.provider.interactionDetails(request, response);
  const form = await readForm(request);
  const email = form.get('email')?.trim() ?? '';
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
    sendHtml(response, 400, `<p>Not an email address: ${escapeHtml(email)}</p>`);
    return;
  }
  const account = issuer.accounts.signIn(email, form.get('verified') === 'on');
  if (details.session?.accountId !== undefined && details.session.accountId !== account.subject) {
    // Someone else than the browser's session at the issuer: that session ends here, rather than
    // through oidc-provider's logout round trip (a form that posts itself, then back).
    await (await issuer.provider.Session.findByUid(details.session.uid))?.destroy();
    delete details.session;
    await details.save(details.exp - Math.floor(Date.now() / 1000));
  }
  // Signing in is consenting here: the grant covers what the app asked for, so the browser goes
  // straight back to the redirect URI with the code.
  const grant = new issuer.provider.Grant({
    accountId: account.subject,
    clientId: String(details.params.client_id),
  });
  grant.addOIDCScope(String(details.params.scope ?? 'openid'));
  const grantId = await grant.save();
  await issuer.provider.interactionFinished(
    request,
    response,
    { login: { accountId: account.subject }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

/**
 * Serves an issuer's sign-in interaction under `<prefix>/interaction/<uid>`: the account chooser
 * (GET), a choice (POST …/choose: logs in and consents) and Cancel (POST …/cancel:
 * `access_denied`). An authorization request without a `nonce` is sent back with
 * `invalid_request`: the sandbox's callers bind their session key through it.
 *
 * @returns false when the path is not an interaction of this issuer.
 */
export async function handleOpenIdInteraction(
  issuer: OpenIdInteractionIssuer,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  const path = new URL(request.url ?? '/', 'http://sandbox').pathname;
  const match = path.match(/^\/(google|apple)\/interaction\/([\w-]+)(\/choose|\/cancel)?$/);
  if (!match || `/${match[1]}` !== issuer.prefix) return false;
  const action = match[3];
  if (request.method === 'GET' && action === undefined) {
    const details = await issuer.provider.interactionDetails(request, response);
    if (typeof details.params.nonce !== 'string' || details.params.nonce === '') {
      await issuer.provider.interactionFinished(
        request,
        response,
        { error: 'invalid_request', error_description: 'nonce is required' },
        { mergeWithLastSubmission: false },
      );
      return true;
    }
    sendHtml(
      response,
      200,
      renderOpenIdSignInPage({
        title: issuer.title,
        action: `${issuer.prefix}/interaction/${details.uid}`,
        clientId: String(details.params.client_id),
        accounts: OPENID_TEST_ACCOUNTS,
      }),
    );
    return true;
  }
  if (request.method === 'POST' && action === '/choose') {
    await choose(issuer, request, response);
    return true;
  }
  if (request.method === 'POST' && action === '/cancel') {
    await issuer.provider.interactionFinished(
      request,
      response,
      { error: 'access_denied', error_description: 'The user cancelled the sign-in' },
      { mergeWithLastSubmission: false },
    );
    return true;
  }
  return false;
}
