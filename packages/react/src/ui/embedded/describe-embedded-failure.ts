import {
  isLatchkeyError,
  LATCHKEY_ERROR__CONFIG__APP_NAME_MISSING,
  LATCHKEY_ERROR__CONFIG__EMBEDDED_WALLET_MISSING,
  LATCHKEY_ERROR__CONFIG__ENVIRONMENT_ID_MISSING,
  LATCHKEY_ERROR__CUSTODY__CODE_INVALID_OR_EXPIRED,
  LATCHKEY_ERROR__CUSTODY__FRAME_TIMED_OUT,
  LATCHKEY_ERROR__CUSTODY__HTTP_ERROR,
  LATCHKEY_ERROR__CUSTODY__MALFORMED_RESPONSE,
  LATCHKEY_ERROR__CUSTODY__PASSKEY_IDENTIFIER_MISSING,
  LATCHKEY_ERROR__CUSTODY__REQUEST_FAILED,
  LATCHKEY_ERROR__CUSTODY__UNREACHABLE,
  LATCHKEY_ERROR__NETWORK__RPC_UNAVAILABLE,
  LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE,
  LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED,
  LATCHKEY_ERROR__PRODUCT_API__UNREACHABLE,
  LATCHKEY_ERROR__SESSION__MFA_CODE_INVALID,
  LATCHKEY_ERROR__SESSION__POPUP_BLOCKED,
  LATCHKEY_ERROR__SESSION__SIGN_IN_REFUSED,
  LATCHKEY_ERROR__WALLET__CANNOT_PROCEED,
  LATCHKEY_ERROR__WEBAUTHN__CEREMONY_FAILED,
  LATCHKEY_ERROR__WEBAUTHN__NOT_SUPPORTED,
  type LatchkeyError,
} from '@latchkey/core';
import type { embeddedMessages } from './embedded-messages.js';

/** The message that tells the user what went wrong in an embedded-wallet step. */
export type EmbeddedFailureKey = Extract<keyof typeof embeddedMessages, `embedded.error.${string}`>;

/** What an embedded-wallet step's failure says, and whether asking again can work. */
export interface EmbeddedFailure {
  key: EmbeddedFailureKey;
  /** False when the same request would fail the same way (the site is not set up for it). */
  retry: boolean;
}

const failure = (key: EmbeddedFailureKey, retry = true): EmbeddedFailure => ({ key, retry });

// The failures a user can act on, by the error's code. The SDK's own message (for developers)
// stays on the error; the user reads the section's sentence in their language.
const BY_CODE: Readonly<Record<number, EmbeddedFailure>> = {
  [LATCHKEY_ERROR__CUSTODY__CODE_INVALID_OR_EXPIRED]: failure('embedded.error.codeInvalid'),
  // No code is waiting (it expired, or another tab used it): only a new one helps.
  [LATCHKEY_ERROR__WALLET__CANNOT_PROCEED]: failure('embedded.error.codeGone'),
  [LATCHKEY_ERROR__SESSION__MFA_CODE_INVALID]: failure('embedded.error.secondFactorInvalid'),
  [LATCHKEY_ERROR__PRODUCT_API__UNREACHABLE]: failure('embedded.error.offline'),
  [LATCHKEY_ERROR__CUSTODY__UNREACHABLE]: failure('embedded.error.offline'),
  [LATCHKEY_ERROR__NETWORK__RPC_UNAVAILABLE]: failure('embedded.error.offline'),
  [LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE]: failure('embedded.error.serviceDown'),
  [LATCHKEY_ERROR__CUSTODY__MALFORMED_RESPONSE]: failure('embedded.error.serviceDown'),
  [LATCHKEY_ERROR__CUSTODY__FRAME_TIMED_OUT]: failure('embedded.error.serviceDown'),
  [LATCHKEY_ERROR__CONFIG__APP_NAME_MISSING]: failure('embedded.error.unavailable', false),
  [LATCHKEY_ERROR__CONFIG__ENVIRONMENT_ID_MISSING]: failure('embedded.error.unavailable', false),
  [LATCHKEY_ERROR__CONFIG__EMBEDDED_WALLET_MISSING]: failure('embedded.error.unavailable', false),
  [LATCHKEY_ERROR__SESSION__POPUP_BLOCKED]: failure('embedded.error.popupBlocked'),
  [LATCHKEY_ERROR__SESSION__SIGN_IN_REFUSED]: failure('embedded.error.signInRefused'),
  [LATCHKEY_ERROR__WEBAUTHN__NOT_SUPPORTED]: failure('embedded.error.passkeysUnavailable', false),
  [LATCHKEY_ERROR__CUSTODY__PASSKEY_IDENTIFIER_MISSING]: failure('embedded.error.emailNeeded'),
};

/** The product API's refusals that mean this site is not set up for the embedded wallet. */
const NOT_SET_UP = new Set(['ORIGIN_NOT_ALLOWED', 'ENVIRONMENT_NOT_FOUND', 'NOT_CONFIGURED']);

/** A refusal by its HTTP status: too many tries, or the server's trouble. */
function byStatus(status: unknown): EmbeddedFailure | undefined {
  if (status === 429) return failure('embedded.error.rateLimited');
  if (typeof status === 'number' && status >= 500) return failure('embedded.error.serviceDown');
  return undefined;
}

function describeOne(error: LatchkeyError): EmbeddedFailure | undefined {
  const known = BY_CODE[error.code];
  if (known) return known;
  if (error.code === LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED) {
    const code = (error.details as { error?: { code?: unknown } } | undefined)?.error?.code;
    if (typeof code === 'string' && NOT_SET_UP.has(code))
      return failure('embedded.error.unavailable', false);
    return byStatus((error.context as { status?: unknown }).status);
  }
  if (error.code === LATCHKEY_ERROR__CUSTODY__HTTP_ERROR)
    return byStatus((error.context as { status?: unknown }).status);
  // The custody provider's gRPC codes: 8 is RESOURCE_EXHAUSTED (its rate limit), 14 UNAVAILABLE.
  if (error.code === LATCHKEY_ERROR__CUSTODY__REQUEST_FAILED) {
    const code = Number((error.context as { code?: unknown }).code);
    return code === 8 ? byStatus(429) : code === 14 ? byStatus(503) : undefined;
  }
  if (error.code === LATCHKEY_ERROR__WEBAUTHN__CEREMONY_FAILED) {
    const { webauthnCode } = error.context as { webauthnCode?: string };
    if (webauthnCode === 'ERROR_INVALID_DOMAIN' || webauthnCode === 'ERROR_INVALID_RP_ID')
      return failure('embedded.error.passkeysUnavailable', false);
    if (webauthnCode === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
      return failure('embedded.error.passkeyExists', false);
    return failure('embedded.error.passkeyFailed');
  }
  return undefined;
}

/**
 * An embedded-wallet step's failure in words the user can act on, keyed by the error's code (or
 * the first code in its causes that says more, as a session that failed because the network
 * was down). Anything else is 'Something went wrong', with the SDK's message under Details.
 */
export function describeEmbeddedFailure(error: Error): EmbeddedFailure {
  // A cause chain is short; the bound only guards against a cycle.
  let link: unknown = error;
  for (let depth = 0; depth < 8 && link instanceof Error; depth += 1) {
    const found = isLatchkeyError(link) ? describeOne(link) : undefined;
    if (found) return found;
    link = link.cause;
  }
  return failure('embedded.error.unknown');
}
