import { LATCHKEY_ERROR__WALLET__SIGN_IN_VERIFICATION_FAILED } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';

/** The error every sign-in check throws: 'Sign-in verification failed: {reason}'. */
export function signInVerificationFailed(
  reason: string,
): LatchkeyError<typeof LATCHKEY_ERROR__WALLET__SIGN_IN_VERIFICATION_FAILED> {
  return new LatchkeyError(LATCHKEY_ERROR__WALLET__SIGN_IN_VERIFICATION_FAILED, {
    context: { reason },
  });
}
