import { signInVerificationFailed } from './sign-in-verification-failed.js';

// ISO 8601 date and time with an explicit offset (a time without one would be read in the
// verifier's time zone). Linear: no nested or adjacent unbounded repetitions.
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * Reads one of a sign-in message's times as epoch milliseconds.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__WALLET__SIGN_IN_VERIFICATION_FAILED`:
 * '{label} is not an ISO 8601 time'.
 */
export function parseSignInTime(value: string, label: string): number {
  const time = ISO_TIME.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time)) throw signInVerificationFailed(`${label} is not an ISO 8601 time`);
  return time;
}
