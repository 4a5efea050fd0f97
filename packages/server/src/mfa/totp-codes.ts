import { Secret, TOTP } from 'otpauth';

// RFC 6238's defaults, which every authenticator app reads: SHA-1, 6 digits, 30 s.
const TOTP_SHAPE = { algorithm: 'SHA1', digits: 6, period: 30 } as const;

/** A new TOTP secret: 20 random bytes (RFC 4226's recommended 160 bits), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * The `otpauth://totp/…` URI an authenticator app reads from a QR code: the secret, the issuer
 * (the app's name) and the account's label.
 */
export function totpUri(secret: string, names: { issuer: string; label: string }): string {
  return new TOTP({
    ...TOTP_SHAPE,
    issuer: names.issuer,
    label: names.label,
    secret: Secret.fromBase32(secret),
  }).toString();
}

/**
 * The time step a code belongs to, when it is right for the secret at `nowMs` (the current step,
 * or one either side for a clock a little off); `undefined` for a wrong or malformed code. A code
 * is its 6 digits; spaces between them are dropped (apps show '492 039').
 */
export function totpCodeStep(secret: string, code: unknown, nowMs: number): number | undefined {
  if (typeof code !== 'string' || code.length > 16) return undefined;
  const digits = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(digits)) return undefined;
  const delta = TOTP.validate({
    ...TOTP_SHAPE,
    token: digits,
    secret: Secret.fromBase32(secret),
    timestamp: nowMs,
    window: 1,
  });
  if (delta === null) return undefined;
  return TOTP.counter({ period: TOTP_SHAPE.period, timestamp: nowMs }) + delta;
}

/** For tests and the sandbox: the code an app shows for the secret at `nowMs`. */
export function totpCodeAt(secret: string, nowMs: number): string {
  return TOTP.generate({ ...TOTP_SHAPE, secret: Secret.fromBase32(secret), timestamp: nowMs });
}
