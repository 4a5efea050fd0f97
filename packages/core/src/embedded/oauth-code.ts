import {
  LATCHKEY_ERROR__SESSION__SIGN_IN_REFUSED,
  LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED,
} from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { UserCancellationError } from '../errors/user-cancellation-error.js';
import type { OAuthReturn } from '../oauth/oauth-return.js';

/**
 * The code from a provider's return, once its `state` is this sign-in's.
 *
 * @throws {UserCancellationError} for `access_denied` (the user said no);
 * `LatchkeyError` for another `state` or any other error.
 */
export function codeOf(returned: OAuthReturn, expectedState: string, providerName: string): string {
  if (returned.state !== expectedState) {
    throw new LatchkeyError(LATCHKEY_ERROR__SESSION__SIGN_IN_REFUSED, {
      context: { reason: `${providerName}'s answer is for another sign-in; start again` },
    });
  }
  if (returned.error === 'access_denied') {
    throw new UserCancellationError(LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED);
  }
  if (!returned.code) {
    throw new LatchkeyError(LATCHKEY_ERROR__SESSION__SIGN_IN_REFUSED, {
      context: {
        reason: `${providerName} said ${returned.errorDescription ?? returned.error ?? 'nothing'}`,
      },
    });
  }
  return returned.code;
}
