/**
 * How long a code is good for, in seconds (SPEC §4, §9: 900 s): the recovery code the custody
 * provider emails, the credential an email login earns (which a recovery code check measures
 * against), and how long the SDK keeps an emailed code's challenge waiting. The server asks the
 * provider for exactly this; the SDK refuses anything older.
 *
 * @example
 * ```ts
 * const expirationSeconds = String(CODE_VALIDITY_SECONDS); // '900'
 * ```
 */
export const CODE_VALIDITY_SECONDS = 900;
