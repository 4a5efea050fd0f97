import type { Config } from '../config/config.js';
import { LATCHKEY_ERROR__SESSION__NOT_SIGNED_IN } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { currentAccessToken } from './current-access-token.js';

/**
 * The access token a call for the signed-in user needs.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__SESSION__NOT_SIGNED_IN` ('Not signed in'),
 *   or what `getAuthToken` throws.
 */
export async function signedInToken(config: Config): Promise<string> {
  const token = await currentAccessToken(config);
  if (!token) throw new LatchkeyError(LATCHKEY_ERROR__SESSION__NOT_SIGNED_IN);
  return token;
}
