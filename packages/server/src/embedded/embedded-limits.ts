import type { RateLimit } from '../database/rate-limit.js';

/**
 * How often codes and recovery emails may be sent, codes tried, and sign-ups made. Every limit is
 * counted in the database, so it holds across instances.
 *
 * What one email may be sent is limited twice: per client address (a person's own use, so nobody
 * at another address can use it up) and overall (a ceiling far above that, which bounds how many
 * codes exist to guess at). Tries are limited per code and per address, never per email alone: a
 * stranger's wrong tries cannot block the code the owner asked for.
 *
 * @example
 * ```ts
 * createLatchkeyServer({ …, embeddedLimits: { sendPerEmailAndIp: { max: 3, windowSeconds: 3600 } } });
 * ```
 */
export interface EmbeddedLimits {
  /** Codes sent to one email for requests from one client address. Default 5 an hour. */
  sendPerEmailAndIp: RateLimit;
  /**
   * Codes sent to one email from all addresses together. Default 100 an hour: twenty times what
   * one address may ask, so a lockout needs twenty addresses, while the guessing it allows stays
   * far below one in a million a year (see {@link DEFAULT_EMBEDDED_LIMITS}).
   */
  sendPerEmail: RateLimit;
  /** Codes sent for one client address, to any emails. Default 20 an hour. */
  sendPerIp: RateLimit;
  /** Tries of one code, right or wrong. Default 3, the provider's own limit. */
  triesPerCode: number;
  /** Code tries from one client address, for any emails. Default 50 an hour. */
  triesPerIp: RateLimit;
  /** Recovery emails sent to one email for requests from one client address. Default 3 an hour. */
  recoveryPerEmailAndIp: RateLimit;
  /**
   * Recovery emails sent to one email from all addresses together. Default 30 an hour. Counted
   * whether or not the email has an account, so the limit says nothing about which emails are
   * registered.
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
 * many addresses gets at most `sendPerEmail` (100) an hour for one email, each tried at most
 * `triesPerCode` (3) times: 300 guesses an hour, 2.6 × 10⁶ a year, so a year of guessing at one
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
