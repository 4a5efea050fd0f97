import type { RateLimit } from '../database/rate-limit.js';

/**
 * How often codes and recovery emails may be sent, codes tried, and sign-ups made. Every limit is counted in the
 * database, so it holds across instances.
 *
 * @example
 * ```ts
 * createLatchkeyServer({ …, embeddedLimits: { sendPerEmail: { max: 3, windowSeconds: 3600 } } });
 * ```
 */
export interface EmbeddedLimits {
  /** Codes sent to one email. Default 5 an hour. */
  sendPerEmail: RateLimit;
  /** Codes sent for one client address. Default 20 an hour. */
  sendPerIp: RateLimit;
  /** Tries of one code, right or wrong. Default 5. */
  triesPerCode: number;
  /** Code tries for one email. Default 10 an hour. */
  triesPerEmail: RateLimit;
  /** Code tries from one client address. Default 50 an hour. */
  triesPerIp: RateLimit;
  /**
   * Recovery emails sent to one email. Default 3 an hour. Counted whether or not the email has an
   * account, so the limit says nothing about which emails are registered.
   */
  recoveryPerEmail: RateLimit;
  /** Recovery emails requested from one client address. Default 10 an hour. */
  recoveryPerIp: RateLimit;
  /** Passkey sign-ups (each a new sub-organization) from one client address. Default 10 an hour. */
  signUpsPerIp: RateLimit;
  /**
   * How long a code is good, in seconds. Default 600: the custody provider's own maximum for a
   * one-time code (Turnkey's INIT_OTP accepts at most 600 s).
   */
  codeLifetimeSeconds: number;
}

const HOUR = 3600;

/** The defaults of {@link EmbeddedLimits}. */
export const DEFAULT_EMBEDDED_LIMITS: EmbeddedLimits = Object.freeze({
  sendPerEmail: { max: 5, windowSeconds: HOUR },
  sendPerIp: { max: 20, windowSeconds: HOUR },
  triesPerCode: 5,
  triesPerEmail: { max: 10, windowSeconds: HOUR },
  triesPerIp: { max: 50, windowSeconds: HOUR },
  recoveryPerEmail: { max: 3, windowSeconds: HOUR },
  recoveryPerIp: { max: 10, windowSeconds: HOUR },
  signUpsPerIp: { max: 10, windowSeconds: HOUR },
  codeLifetimeSeconds: 600,
});
