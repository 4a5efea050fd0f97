import type { RateLimit } from '../database/rate-limit.js';

/**
 * How often codes and recovery emails may be sent, codes tried, and sign-ups made. Every limit is
 * counted in the database, so it holds across instances.
 *
 * What one email may be sent is limited per client network (an IPv4 address, an IPv6 /48: a
 * person's own use) and overall (a ceiling far above that, counted over the last hour exactly,
 * which bounds how many codes exist to guess at). Strangers can spend the ceiling; an address
 * that proved the email before is not held by it, only by its own limit, so they cannot lock the
 * owner out of their usual address (`takeEmailSend`). Tries are limited per code and per address,
 * never per email alone: a stranger's wrong tries cannot block the code the owner asked for.
 *
 * @example
 * ```ts
 * createLatchkeyServer({ …, embeddedLimits: { sendPerEmailAndIp: { max: 3, windowSeconds: 3600 } } });
 * ```
 */
export interface EmbeddedLimits {
  /**
   * Codes sent to one email for requests from one client network (an IPv4 address, an IPv6 /48).
   * Default 5 an hour.
   */
  sendPerEmailAndIp: RateLimit;
  /**
   * Codes sent to one email from all addresses together, in any hour. Default 100: twenty times
   * what one network may ask, while the guessing it allows stays far below one in a million a
   * year (see {@link DEFAULT_EMBEDDED_LIMITS}). An address that proved the email before is not
   * held by it (its own 5 an hour still are).
   */
  sendPerEmail: RateLimit;
  /** Codes sent for one client address, to any emails. Default 20 an hour. */
  sendPerIp: RateLimit;
  /** Tries of one code, right or wrong. Default 3, the provider's own limit. */
  triesPerCode: number;
  /** Code tries from one client address, for any emails. Default 50 an hour. */
  triesPerIp: RateLimit;
  /** Recovery emails sent to one email for requests from one client network. Default 3 an hour. */
  recoveryPerEmailAndIp: RateLimit;
  /**
   * Recovery emails sent to one email from all addresses together, in any hour. Default 30.
   * Counted whether or not the email has an account, so the limit says nothing about which emails
   * are registered; an address that proved the email before is not held by it.
   */
  recoveryPerEmail: RateLimit;
  /** Recovery emails requested from one client address. Default 10 an hour. */
  recoveryPerIp: RateLimit;
  /** Passkey sign-ups (each a new sub-organization) from one client address. Default 10 an hour. */
  signUpsPerIp: RateLimit;
  /**
   * OpenID sign-ins tried from one client address, counted before the token is looked at (so
   * forged tokens count too). Default 50 an hour, as code tries.
   */
  oauthLoginsPerIp: RateLimit;
  /** OpenID sign-ins of one provider account (issuer and subject), from anywhere. Default 20 an hour. */
  oauthLoginsPerSubject: RateLimit;
  /**
   * How long a code is good, in seconds. Default 600: the custody provider's own maximum for a
   * one-time code (Turnkey's INIT_OTP accepts at most 600 s).
   */
  codeLifetimeSeconds: number;
}

const HOUR = 3600;

/**
 * The defaults of {@link EmbeddedLimits}.
 *
 * Guessing, at these defaults: a code is 9 characters from a 32-symbol alphabet (see
 * `CODE_LENGTH` in `email-login.ts`), 32⁹ ≈ 3.5 × 10¹³ codes. Whoever asks for codes from however
 * many addresses gets at most `sendPerEmail` (100) an hour for one email (the addresses that
 * proved it are the owner's: a stranger cannot make one), each tried at most `triesPerCode` (3)
 * times: 300 guesses an hour, 2.6 × 10⁶ a year, so a year of guessing at one
 * account succeeds with probability at most 2.6 × 10⁶ / 3.5 × 10¹³ ≈ 7.5 × 10⁻⁸ (< 10⁻⁶). A spray
 * over many emails is held by address instead: 50 tries an hour per address is 4.4 × 10⁵ a year,
 * 1.2 × 10⁻⁸ expected accounts a year per address.
 *
 * @example
 * ```ts
 * const limits = { ...DEFAULT_EMBEDDED_LIMITS, sendPerIp: { max: 100, windowSeconds: 3600 } };
 * ```
 */
export const DEFAULT_EMBEDDED_LIMITS: EmbeddedLimits = Object.freeze({
  sendPerEmailAndIp: { max: 5, windowSeconds: HOUR },
  sendPerEmail: { max: 100, windowSeconds: HOUR },
  sendPerIp: { max: 20, windowSeconds: HOUR },
  triesPerCode: 3,
  triesPerIp: { max: 50, windowSeconds: HOUR },
  recoveryPerEmailAndIp: { max: 3, windowSeconds: HOUR },
  recoveryPerEmail: { max: 30, windowSeconds: HOUR },
  recoveryPerIp: { max: 10, windowSeconds: HOUR },
  signUpsPerIp: { max: 10, windowSeconds: HOUR },
  oauthLoginsPerIp: { max: 50, windowSeconds: HOUR },
  oauthLoginsPerSubject: { max: 20, windowSeconds: HOUR },
  codeLifetimeSeconds: 600,
});
