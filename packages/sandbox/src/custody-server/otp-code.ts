import { randomInt } from 'node:crypto';
import { lifetimeSeconds } from './credential-lifetimes.js';
import { invalidArgument } from './custody-api-error.js';

const OTP_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Wrong tries a one-time code survives. */
export const OTP_ATTEMPTS = 3;

/**
 * A one-time code as the provider makes them: `otpLength` (6–9, default 9) characters,
 * alphanumeric unless `alphanumeric: false`, valid `expirationSeconds` (default 300, at most 600).
 *
 * @throws {CustodyApiError} 3 for a length or lifetime out of range.
 */
export function makeOtpCode(parameters: Record<string, unknown>) {
  const length = Number(parameters.otpLength ?? 9);
  if (!Number.isInteger(length) || length < 6 || length > 9)
    throw invalidArgument('otpLength must be 6 to 9');
  const lifetime = lifetimeSeconds(parameters.expirationSeconds, 300, 600);
  const alphabet = parameters.alphanumeric === false ? '0123456789' : OTP_ALPHABET;
  const otpCode = Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
  return { otpCode, lifetime };
}
