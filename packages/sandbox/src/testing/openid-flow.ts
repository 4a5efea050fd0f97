import { createHash, randomBytes } from 'node:crypto';

/** What a browser would have after one authorization request, driven with fetch. */
export interface OpenIdFlowParameters {
  issuer: string;
  clientId: string;
  redirectUri: string;
  nonce?: string;
  /** Leave out the PKCE challenge. */
  withoutPkce?: boolean;
  /** Which button: an account's email (with its verified flag), or 'cancel'. */
  choice: { email: string; verified: boolean } | 'cancel';
  /** The browser's cookies, to sign in again in the same browser. Default: a fresh jar. */
  jar?: CookieJar;
}

/** A cookie jar for fetch: every cookie the provider set, sent back on every request. */
export class CookieJar {
  readonly #cookies = new Map<string, string>();
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.#cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

async function go(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...init.headers, cookie: jar.header() },
  });
  jar.take(response);
  return response;
}

/**
 * Drives the authorization code flow as a browser would (redirects followed by hand, cookies
 * carried, the sign-in page's form posted) up to the redirect back to the app.
 *
 * @returns the URL the provider finally sent the browser to, the PKCE verifier and the page seen.
 */
export async function runOpenIdFlow(parameters: OpenIdFlowParameters) {
  const discovery = (await (
    await fetch(`${parameters.issuer}/.well-known/openid-configuration`)
  ).json()) as Record<string, string>;
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL(String(discovery.authorization_endpoint));
  authorize.search = new URLSearchParams({
    client_id: parameters.clientId,
    redirect_uri: parameters.redirectUri,
    response_type: 'code',
    scope: 'openid email',
    state: 'state-123',
    ...(parameters.nonce === undefined ? {} : { nonce: parameters.nonce }),
    ...(parameters.withoutPkce
      ? {}
      : {
          code_challenge: createHash('sha256').update(verifier).digest('base64url'),
          code_challenge_method: 'S256',
        }),
  }).toString();
  const jar = parameters.jar ?? new CookieJar();
  let response = await go(jar, authorize.href);
  let page = '';
  for (let hop = 0; hop < 6; hop += 1) {
    const location = response.headers.get('location');
    if (!location) break;
    const next = new URL(location, response.url || authorize.href);
    if (next.href.startsWith(parameters.redirectUri)) {
      return { returned: next, verifier, page, discovery };
    }
    response = await go(jar, next.href);
    if (response.status === 200 && next.pathname.includes('/interaction/')) {
      page = await response.text();
      const { choice } = parameters;
      const form =
        choice === 'cancel'
          ? ''
          : new URLSearchParams({ email: choice.email, verified: choice.verified ? 'on' : '' });
      response = await go(jar, `${next.href}/${choice === 'cancel' ? 'cancel' : 'choose'}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
    }
  }
  return {
    returned: undefined,
    verifier,
    page,
    discovery,
    status: response.status,
    body: await response.text(),
  };
}
