import {
  LATCHKEY_ERROR__WEBAUTHN__CEREMONY_FAILED,
  LATCHKEY_ERROR__WEBAUTHN__NOT_SUPPORTED,
} from './codes.js';
import { LatchkeyError } from './latchkey-error.js';
import { type WebAuthnErrorCode, WebAuthnErrorReasons } from './webauthn-error-codes.js';

/**
 * A passkey ceremony failed, or this device has no WebAuthn. `webauthnCode` carries the
 * ERROR_* classification when a ceremony failed.
 *
 * @example
 * ```ts
 * if (!globalThis.PublicKeyCredential) throw WebAuthnError.notSupported();
 * throw WebAuthnError.ceremony('ERROR_INVALID_RP_ID', cause);
 * ```
 */
export class WebAuthnError extends LatchkeyError<
  typeof LATCHKEY_ERROR__WEBAUTHN__NOT_SUPPORTED | typeof LATCHKEY_ERROR__WEBAUTHN__CEREMONY_FAILED
> {
  override name = 'WebAuthnError';
  /** The ERROR_* classification of a failed ceremony; absent when WebAuthn is unsupported. */
  readonly webauthnCode: WebAuthnErrorCode | undefined;

  private constructor(webauthnCode: WebAuthnErrorCode | undefined, cause: unknown) {
    if (webauthnCode === undefined) {
      super(LATCHKEY_ERROR__WEBAUTHN__NOT_SUPPORTED, { cause, context: undefined });
    } else {
      super(LATCHKEY_ERROR__WEBAUTHN__CEREMONY_FAILED, {
        cause,
        context: { webauthnCode, reason: WebAuthnErrorReasons[webauthnCode] },
      });
    }
    this.webauthnCode = webauthnCode;
  }

  /** 'Webauthn is not supported on this device'. */
  static notSupported(cause?: unknown): WebAuthnError {
    return new WebAuthnError(undefined, cause);
  }

  /** A ceremony failure of the given classification. */
  static ceremony(webauthnCode: WebAuthnErrorCode, cause?: unknown): WebAuthnError {
    return new WebAuthnError(webauthnCode, cause);
  }
}
