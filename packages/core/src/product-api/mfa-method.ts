/**
 * A second factor's kind: an authenticator app's time-based codes (TOTP, RFC 6238), or a passkey.
 *
 * @example
 * ```ts
 * const kind: MfaFactorKind = 'totp';
 * ```
 */
export type MfaFactorKind = 'totp' | 'passkey';

/**
 * How a second factor was last proven in a session: a factor's kind, or one of the user's
 * single-use recovery codes.
 *
 * @example
 * ```ts
 * const method: MfaMethod = session.mfa?.method ?? 'totp';
 * ```
 */
export type MfaMethod = MfaFactorKind | 'recovery-code';
