import { CODE_VALIDITY_SECONDS } from '../product-api/code-validity.js';
import type { EmailLoginChallenge } from '../product-api/email-login-messages.js';
import type { LatchkeyStorage } from '../storage/create-storage.js';

/**
 * Where an emailed code's challenge waits for the code (its ids and the email — nothing secret),
 * so a reload between "Email me a code" and entering it loses nothing.
 */
export const PENDING_EMAIL_STORAGE_KEY = 'embedded:pending-email';

/** How long an emailed code is good for: 900 s (SPEC §4), the product API's code validity. */
export const EMAIL_CODE_VALIDITY_SECONDS = CODE_VALIDITY_SECONDS;

/** An emailed code's challenge, stored until the code is entered. */
export interface PendingEmailCode {
  readonly challenge: EmailLoginChallenge;
  readonly email: string;
  readonly sentAt: number;
}

/** Keeps the challenge of a code just emailed. */
export async function storePendingEmailCode(
  storage: LatchkeyStorage,
  challenge: EmailLoginChallenge,
  email: string,
): Promise<void> {
  await storage.setItem(PENDING_EMAIL_STORAGE_KEY, {
    challenge,
    email,
    sentAt: Date.now(),
  } satisfies PendingEmailCode);
}

/** The stored challenge while its code is still good; a stale or damaged one is removed. */
export async function readPendingEmailCode(
  storage: LatchkeyStorage,
  now = Date.now(),
): Promise<PendingEmailCode | undefined> {
  const stored = await storage.getItem<PendingEmailCode>(PENDING_EMAIL_STORAGE_KEY);
  const fresh =
    typeof stored?.sentAt === 'number' &&
    typeof stored.email === 'string' &&
    typeof stored.challenge?.otpId === 'string' &&
    typeof stored.challenge.organizationId === 'string' &&
    now - stored.sentAt < EMAIL_CODE_VALIDITY_SECONDS * 1000;
  if (fresh) return stored;
  if (stored !== undefined) await storage.removeItem(PENDING_EMAIL_STORAGE_KEY);
  return undefined;
}
