import type { VerifySessionOptions } from '@latchkey/server/verify';
import { LATCHKEY_BASE_PATH } from './latchkey-base-path';
import { readLatchkeySettings } from './read-latchkey-settings';

/**
 * How this app's backend verifies its users' access tokens: the issuer its product server names
 * (`LATCHKEY_SESSION_ISSUER`, else the origin the request came to, as the server does), the page's
 * environment as audience, and the keys the server publishes under its route handler.
 *
 * @example
 * ```ts
 * const session = await verifySession(request, await sessionVerifyOptions(new URL(request.url).origin));
 * ```
 */
export async function sessionVerifyOptions(origin: string): Promise<VerifySessionOptions> {
  const settings = await readLatchkeySettings();
  const [environmentId] = Object.keys(settings.environments);
  if (!environmentId) throw new Error('LATCHKEY_ENVIRONMENTS names no environment');
  return {
    issuer: settings.sessions.issuer ?? origin,
    audience: environmentId,
    jwksUrl: `${origin}${LATCHKEY_BASE_PATH}/.well-known/jwks.json`,
  };
}
