/**
 * What the provider sent the user back with (RFC 6749 §4.1.2): the code and the `state`, or an
 * error such as `access_denied` when the user said no.
 */
export interface OAuthReturn {
  readonly state: string;
  readonly code?: string;
  readonly error?: string;
  readonly errorDescription?: string;
}

const RETURN_PARAMETERS = ['code', 'state', 'error', 'error_description', 'error_uri', 'iss'];

/**
 * Reads a provider's return from a URL's query (or fragment): `undefined` unless it has a
 * `state` and either a `code` or an `error`.
 */
export function readOAuthReturn(href: string): OAuthReturn | undefined {
  const url = new URL(href);
  const parameters = url.searchParams.has('state')
    ? url.searchParams
    : new URLSearchParams(url.hash.slice(1));
  const state = parameters.get('state');
  const code = parameters.get('code');
  const error = parameters.get('error');
  if (!state || (!code && !error)) return undefined;
  const description = parameters.get('error_description');
  return {
    state,
    ...(code ? { code } : {}),
    ...(error ? { error } : {}),
    ...(description ? { errorDescription: description } : {}),
  };
}

/**
 * Takes the provider's return parameters off the page's address (the code is single-use and
 * no business of the page's history), keeping everything else.
 */
export function removeOAuthReturn(): void {
  const url = new URL(location.href);
  for (const name of RETURN_PARAMETERS) url.searchParams.delete(name);
  if (/(^|&)state=/.test(url.hash.slice(1))) url.hash = '';
  history.replaceState(history.state, '', url.toString());
}
