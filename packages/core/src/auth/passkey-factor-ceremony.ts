import {
  LATCHKEY_ERROR__SESSION__MFA_PASSKEY_INVALID,
  LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED,
} from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { UserCancellationError } from '../errors/user-cancellation-error.js';
import type {
  AuthenticationResponseJSON,
  PasskeyCheck,
  PasskeyEnrollment,
  RegistrationResponseJSON,
} from '../product-api/passkey-factor-messages.js';
import { createPasskeyCredential } from '../webauthn/create-passkey-credential.js';
import { getPasskeyAssertion } from '../webauthn/get-passkey-assertion.js';

/**
 * The browser's half of a passkey factor, loaded only when one is made or proven: the ceremony
 * for the server's options. The user backing out is a `UserCancellationError`; any other failure
 * is 'The passkey could not be verified', the browser's error as its `cause`. (Not the embedded
 * wallet's `WebAuthnError`: the account menu would then carry that class into the code every
 * page loads up front, as esbuild splits it.)
 */
export async function createPasskeyFactor(
  enrollment: PasskeyEnrollment,
): Promise<RegistrationResponseJSON> {
  try {
    return await createPasskeyCredential(enrollment.options);
  } catch (error) {
    throw ceremonyFailure(error);
  }
}

/** The passkey's answer to the server's challenge; see {@link createPasskeyFactor}. */
export async function answerPasskeyCheck(check: PasskeyCheck): Promise<AuthenticationResponseJSON> {
  try {
    return await getPasskeyAssertion(check.options);
  } catch (error) {
    throw ceremonyFailure(error);
  }
}

function ceremonyFailure(error: unknown): Error {
  const cancellation = UserCancellationError.from(error);
  if (cancellation) return cancellation;
  // The browser's words for a prompt dismissed or timed out, and for a ceremony aborted.
  const name = (error as { name?: unknown } | undefined)?.name;
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return new UserCancellationError(LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED, {
      cause: error,
    });
  }
  return new LatchkeyError(LATCHKEY_ERROR__SESSION__MFA_PASSKEY_INVALID, { cause: error });
}
