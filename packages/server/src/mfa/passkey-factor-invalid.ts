import { ServerError } from '../server-error.js';

/**
 * The 400 for a passkey factor's answer that does not verify: no such challenge (expired, used,
 * another session's), a passkey that is not the user's factor, a wrong origin, relying party or
 * signature, or a signature counter gone back.
 */
export function passkeyFactorInvalid(cause?: unknown): ServerError {
  return new ServerError(
    400,
    'MFA_PASSKEY_INVALID',
    'The passkey could not be verified: try again, or use another factor',
    cause,
  );
}
