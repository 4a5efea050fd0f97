import { LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED } from '../errors/codes.js';
import { UserCancellationError } from '../errors/user-cancellation-error.js';
import { WebAuthnError } from '../errors/webauthn-error.js';
import { type WebAuthnErrorCode, WebAuthnErrorReasons } from '../errors/webauthn-error-codes.js';

/**
 * Turns a failed passkey ceremony into what the catalogue says: the user backing out (the
 * browser's 'operation either timed out or was not allowed', an abort) is a
 * `UserCancellationError` — a warning, not an error — and every other failure a `WebAuthnError`
 * with its ERROR_* classification.
 *
 * @example
 * ```ts
 * try {
 *   await startRegistration({ optionsJSON });
 * } catch (error) {
 *   throw toPasskeyError(error);
 * }
 * ```
 */
export function toPasskeyError(error: unknown): Error {
  const cancellation = UserCancellationError.from(error);
  if (cancellation) return cancellation;
  if (error instanceof WebAuthnError || error instanceof UserCancellationError) return error;
  const code = (error as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string' && code in WebAuthnErrorReasons) {
    if (code === 'ERROR_CEREMONY_ABORTED') {
      return new UserCancellationError(LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED, {
        cause: error,
      });
    }
    return WebAuthnError.ceremony(code as WebAuthnErrorCode, error);
  }
  const name = (error as { name?: unknown } | undefined)?.name;
  if (name === 'NotSupportedError') return WebAuthnError.notSupported(error);
  return WebAuthnError.ceremony('ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY', error);
}
