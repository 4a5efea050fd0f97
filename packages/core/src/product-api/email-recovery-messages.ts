/**
 * The body of `startEmailRecovery` besides `environmentId`.
 *
 * @example
 * ```ts
 * const body: StartEmailRecoveryBody = { email, targetPublicKey: frame.publicKey };
 * ```
 */
export interface StartEmailRecoveryBody {
  readonly email: string;
  /** The recovery frame's uncompressed P-256 key, hex (130 characters). */
  readonly targetPublicKey: string;
  /**
   * A code from the user's authenticator app, or a recovery code, when the server answered
   * `MFA_REQUIRED`: the account has a second factor and the host guards recovery with it.
   */
  readonly mfaCode?: string;
}

/**
 * What `startEmailRecovery` answers: the parent organization, whether or not the email has an
 * account. The recovery frame asks `whoami` in it with the emailed credential to learn the
 * user's own organization.
 *
 * @example
 * ```ts
 * const started: EmailRecoveryStarted = { organizationId: 'parent-org-id' };
 * ```
 */
export interface EmailRecoveryStarted {
  readonly organizationId: string;
}
