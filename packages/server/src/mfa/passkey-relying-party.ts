import { ServerError } from '../server-error.js';
import type { MfaSettings } from './mfa-options.js';

/**
 * The page and relying party a passkey factor is made or proven for: the calling page's origin
 * (the server already allows it for the environment), and the host's `mfa.passkeyRpId` or else
 * that page's hostname.
 *
 * @throws {ServerError} 400 `INVALID_REQUEST` when no browser page sent the request.
 */
export function passkeyRelyingParty(
  origin: string | undefined,
  settings: Pick<MfaSettings, 'passkeyRpId'>,
): { origin: string; rpId: string } {
  const hostname = origin === undefined ? undefined : URL.parse(origin)?.hostname;
  if (!origin || !hostname) {
    throw new ServerError(
      400,
      'INVALID_REQUEST',
      'A passkey answers a web page: the request needs the Origin its browser sends',
    );
  }
  return { origin, rpId: settings.passkeyRpId ?? hostname };
}
