import { CustodyApiError, invalidArgument } from './custody-api-error.js';
import type { ApiKeyRecord, OrganizationRecord } from './custody-state.js';

/**
 * The longest an emailed or code-earned credential (`email_auth`, `otp_auth`, `otp_login`,
 * `init_user_email_recovery`) may live. The provider documents a 900 s default for these and caps
 * only the code itself (600 s); the sandbox chooses one hour, so a request for a year is refused.
 */
export const LOGIN_CREDENTIAL_MAX_SECONDS = 3600;

/**
 * The longest a session key — an expiring API key of an embedded user, or a read-write session —
 * may live: one day (the SDK asks for 900 s).
 */
export const SESSION_KEY_MAX_SECONDS = 86_400;

/**
 * The credential types a login or recovery earns: an email link, a one-time code, a recovery, an
 * OpenID sign-in.
 */
export const SIGN_IN_CREDENTIAL_TYPES: ReadonlySet<string> = new Set([
  'CREDENTIAL_TYPE_OTP_AUTH_KEY_P256',
  'CREDENTIAL_TYPE_EMAIL_AUTH_KEY_P256',
  'CREDENTIAL_TYPE_RECOVER_USER_KEY_P256',
  'CREDENTIAL_TYPE_OAUTH_KEY_P256',
]);

/**
 * Reads a requested lifetime in seconds: the default when absent, refused when not positive or
 * longer than `max`.
 *
 * @throws {CustodyApiError} 3 'expirationSeconds must be positive' or 'expirationSeconds must be
 * at most <max>'.
 */
export function lifetimeSeconds(value: unknown, fallback: number, max: number): number {
  const parsed = Number(value ?? fallback);
  if (!Number.isFinite(parsed) || parsed <= 0) {
    throw invalidArgument('expirationSeconds must be positive');
  }
  if (parsed > max) throw invalidArgument(`expirationSeconds must be at most ${max}`);
  return parsed;
}

/**
 * The longest a session key added with `signer` may live: {@link SESSION_KEY_MAX_SECONDS}, or
 * {@link LOGIN_CREDENTIAL_MAX_SECONDS} when the signer is a sign-in credential — it hands out no
 * more than it could have lived itself.
 */
export function sessionKeyMaxSeconds(signer: ApiKeyRecord | undefined): number {
  return signer !== undefined && SIGN_IN_CREDENTIAL_TYPES.has(signer.credentialType)
    ? LOGIN_CREDENTIAL_MAX_SECONDS
    : SESSION_KEY_MAX_SECONDS;
}

/**
 * Checks the API keys a request adds to a user of an embedded user's organization (one with a
 * parent): an expiring key lives at most {@link SESSION_KEY_MAX_SECONDS}; a key added with a
 * sign-in credential (email, one-time code, recovery) must expire, within
 * {@link LOGIN_CREDENTIAL_MAX_SECONDS} — such a credential may authorize sessions, not mint a key
 * that outlasts what it could have lived itself.
 *
 * @throws {CustodyApiError} 3 for a lifetime past the cap; 7 `PERMISSION_DENIED` for a lasting key
 * asked by a sign-in credential.
 */
export function checkNewApiKeys(
  organization: OrganizationRecord,
  requests: readonly Record<string, unknown>[],
  signer: ApiKeyRecord | undefined,
): void {
  if (!organization.parentOrganizationId) return;
  const bySignIn = signer !== undefined && SIGN_IN_CREDENTIAL_TYPES.has(signer.credentialType);
  for (const request of requests) {
    if (request.expirationSeconds !== undefined) {
      lifetimeSeconds(request.expirationSeconds, 0, sessionKeyMaxSeconds(signer));
    } else if (bySignIn) {
      throw new CustodyApiError(
        7,
        'permission denied: an email, one-time-code or recovery credential can add only expiring API keys',
        'PERMISSION_DENIED',
      );
    }
  }
}
