import { LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import type {
  MfaFactor,
  MfaFactors,
  RecoveryCodes,
  TotpEnrollment,
} from '../product-api/mfa-messages.js';

const isString = (value: unknown): value is string => typeof value === 'string';
const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

function malformed(answer: unknown): LatchkeyError {
  return new LatchkeyError(LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE, { details: answer });
}

function secretOf(uri: string): string | null {
  try {
    return new URL(uri).searchParams.get('secret');
  } catch {
    return null;
  }
}

function isFactor(value: unknown): value is MfaFactor {
  return (
    isRecord(value) &&
    isString(value.id) &&
    (value.kind === 'totp' || value.kind === 'passkey') &&
    isString(value.name) &&
    isTime(value.createdAt) &&
    (value.lastUsedAt === undefined || isTime(value.lastUsedAt))
  );
}

/**
 * Checks a second factor the server answered.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE`.
 */
export function readMfaFactor(answer: unknown): MfaFactor {
  if (!isFactor(answer)) throw malformed(answer);
  return answer;
}

/**
 * Checks `listMfaFactors`' (and `removeMfaFactor`'s) answer.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE`.
 */
export function readMfaFactors(answer: unknown): MfaFactors {
  const ok =
    isRecord(answer) &&
    Array.isArray(answer.factors) &&
    answer.factors.every(isFactor) &&
    Number.isSafeInteger(answer.recoveryCodesLeft) &&
    Array.isArray(answer.required) &&
    answer.required.every(isString) &&
    Number.isSafeInteger(answer.windowSeconds);
  if (!ok) throw malformed(answer);
  return answer as unknown as MfaFactors;
}

/**
 * Checks `startTotpEnrollment`'s answer: the secret is base32 and the URI an `otpauth://totp/`
 * one carrying that very secret, so the QR drawn and the text shown agree.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE`.
 */
export function readTotpEnrollment(answer: unknown): TotpEnrollment {
  const ok =
    isRecord(answer) &&
    isString(answer.factorId) &&
    isString(answer.secret) &&
    /^[A-Z2-7]{16,128}$/.test(answer.secret) &&
    isString(answer.uri) &&
    answer.uri.startsWith('otpauth://totp/') &&
    secretOf(answer.uri) === answer.secret &&
    isTime(answer.expiresAt);
  if (!ok) throw malformed(answer);
  return answer as unknown as TotpEnrollment;
}

/**
 * Checks a list of recovery codes the server answered.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE`.
 */
export function readRecoveryCodes(answer: unknown): readonly string[] {
  const codes = (answer as Partial<RecoveryCodes> | null)?.recoveryCodes;
  if (!Array.isArray(codes) || !codes.every(isString)) throw malformed(answer);
  return codes;
}
