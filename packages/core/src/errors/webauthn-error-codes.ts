/**
 * The ERROR_* codes a WebAuthn ceremony can fail with, and what each means to a user. The
 * codes are the ones browsers' failures are conventionally classified into.
 */
export const WebAuthnErrorReasons = {
  ERROR_CEREMONY_ABORTED: 'The passkey ceremony was aborted',
  ERROR_INVALID_DOMAIN: 'This page is not on a valid domain for passkeys',
  ERROR_INVALID_RP_ID: 'The relying-party id does not match this domain',
  ERROR_INVALID_USER_ID_LENGTH: 'The passkey user id must be 1 to 64 bytes',
  ERROR_MALFORMED_PUBKEYCREDPARAMS: 'The passkey algorithms requested are malformed',
  ERROR_AUTHENTICATOR_GENERAL_ERROR: 'The authenticator failed',
  ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT:
    'The authenticator cannot store a discoverable passkey',
  ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT: 'The authenticator cannot verify the user',
  ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED: 'This passkey is already registered',
  ERROR_AUTHENTICATOR_NO_SUPPORTED_PUBKEYCREDPARAMS_ALG:
    'The authenticator supports none of the requested algorithms',
  ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY: 'The passkey ceremony failed; see the cause',
} as const;

/** One WebAuthn failure classification. */
export type WebAuthnErrorCode = keyof typeof WebAuthnErrorReasons;
