import type { MfaAction } from '@latchkey/core/product-api';
import type { RateLimit } from '../database/rate-limit.js';

/**
 * How the server asks for a second factor. A user who enrolled none is never asked; one who did
 * must have proven it within `windowSeconds` before a guarded action, or is answered 403
 * `MFA_REQUIRED`. Adding a second factor, or new recovery codes, always asks for one already
 * held.
 *
 * @example
 * ```ts
 * createLatchkeyServer({ …, mfa: { require: ['emailRecovery', 'removeFactor'], windowSeconds: 600 } });
 * ```
 */
export interface MfaOptions {
  /**
   * The guarded actions. Default: every one of {@link MFA_ACTIONS} (email recovery, linking,
   * unlinking, removing a factor, key export). `'signInNewDevice'` is asked for by name: a
   * sign-in (wallet, email code or OpenID) on a device where the user never proved a factor is
   * held until they prove one there. A passkey sign-in is not held: the passkey, user-verified
   * and bound to the site, is a second factor itself.
   */
  require?: readonly MfaAction[] | undefined;
  /** How long a proven factor counts. Default 900 s (15 minutes). */
  windowSeconds?: number | undefined;
  /**
   * How recently a session must have signed in to add a user's first factor (a session stolen
   * long ago must not put its own on the account). Default 900 s.
   */
  recentSignInSeconds?: number | undefined;
  /** The name authenticator apps show beside the account. Default the server's `appName`. */
  issuer?: string | undefined;
  /**
   * The relying party passkey factors are made for: the app's registrable domain
   * (`acme.example`), so one passkey serves every subdomain's pages. Default: the hostname of the
   * page that adds the passkey (which then works on that hostname only).
   */
  passkeyRpId?: string | undefined;
  /**
   * Codes tried for one user from one client network (an IPv4 address, an IPv6 /48). Default 5
   * in 15 minutes.
   */
  triesPerUserAndNetwork?: RateLimit | undefined;
  /**
   * Codes tried for one user from everywhere, over the last window exactly. Default 30 a day.
   * A network that proved the user's factor before is not held by it (its own limit still is),
   * so whoever spends it cannot lock the owner out of their usual network.
   */
  triesPerUser?: RateLimit | undefined;
  /** Codes tried from one client address, for any users. Default 50 an hour. */
  triesPerIp?: RateLimit | undefined;
}

/** {@link MfaOptions} with every default applied. */
export interface MfaSettings {
  readonly require: ReadonlySet<MfaAction>;
  readonly windowSeconds: number;
  readonly recentSignInSeconds: number;
  readonly issuer: string;
  readonly passkeyRpId: string | undefined;
  readonly triesPerUserAndNetwork: RateLimit;
  readonly triesPerUser: RateLimit;
  readonly triesPerIp: RateLimit;
}

/**
 * Every guarded action: what `require` defaults to.
 *
 * @example
 * ```ts
 * const require = MFA_ACTIONS.filter((action) => action !== 'linkCredential');
 * ```
 */
export const MFA_ACTIONS: readonly MfaAction[] = Object.freeze([
  'emailRecovery',
  'linkCredential',
  'unlinkCredential',
  'removeFactor',
  'exportKey',
]);

/**
 * The guarded actions a host asks for by name, never by default: a second factor before a
 * sign-in on a device new to the user.
 *
 * @example
 * ```ts
 * const require = [...MFA_ACTIONS, ...MFA_OPT_IN_ACTIONS];
 * ```
 */
export const MFA_OPT_IN_ACTIONS: readonly MfaAction[] = Object.freeze(['signInNewDevice']);

/**
 * Guessing, at these defaults: a code is 6 digits and one of 3 steps (the current one and one
 * each side) is accepted, 3 in 10⁶. Whoever holds a user's session (the first factor) and tries
 * from many networks gets at most 30 tries a day, 1.1 × 10⁴ a year: a year of guessing succeeds
 * with probability 3.3 %, and only while the session lives (the user can end it). One network
 * gets 5 tries in 15 minutes.
 */
export function mfaSettings(options: MfaOptions | undefined, appName: string): MfaSettings {
  const windowSeconds = options?.windowSeconds ?? 900;
  if (!Number.isInteger(windowSeconds) || windowSeconds < 1) {
    throw new TypeError('mfa.windowSeconds must be a whole number of seconds, 1 or more');
  }
  const require = options?.require ?? MFA_ACTIONS;
  for (const action of require) {
    if (!MFA_ACTIONS.includes(action) && !MFA_OPT_IN_ACTIONS.includes(action)) {
      const known = [...MFA_ACTIONS, ...MFA_OPT_IN_ACTIONS].join(', ');
      throw new TypeError(`mfa.require: "${String(action)}" is not one of ${known}`);
    }
  }
  return {
    require: new Set(require),
    windowSeconds,
    recentSignInSeconds: options?.recentSignInSeconds ?? 900,
    issuer: options?.issuer ?? appName,
    passkeyRpId: options?.passkeyRpId,
    triesPerUserAndNetwork: options?.triesPerUserAndNetwork ?? { max: 5, windowSeconds: 900 },
    triesPerUser: options?.triesPerUser ?? { max: 30, windowSeconds: 86_400 },
    triesPerIp: options?.triesPerIp ?? { max: 50, windowSeconds: 3600 },
  };
}
