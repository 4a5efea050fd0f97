import type { LatchkeyStorage } from '../storage/create-storage.js';

/** Where an email recovery session is noted (its type, user and times — nothing secret). */
export const RECOVERY_STORAGE_KEY = 'embedded:recovery';

/** How long an email recovery session lasts: 1800 s (SPEC §9). */
export const RECOVERY_SESSION_SECONDS = 1800;

/**
 * A recovery, noted: how the user proved who they are (an emailed code or a passkey), when, and
 * until when it counts. An email one is the recovery session in which a passkey may be added.
 *
 * @example
 * ```ts
 * const recovery: RecoveryState = { recoveryType: 'email', userId, createdAt: Date.now(), expiresAt };
 * ```
 */
export interface RecoveryState {
  readonly recoveryType: 'email' | 'passkey';
  readonly userId: string;
  readonly createdAt: number;
  readonly expiresAt: number;
}

/**
 * Notes a recovery for the user it proved: by an emailed code (`'email'`, which opens the 1800 s
 * email recovery session) or by a passkey kept elsewhere (`'passkey'`).
 */
export async function openRecoverySession(
  storage: LatchkeyStorage,
  userId: string,
  recoveryType: RecoveryState['recoveryType'] = 'email',
): Promise<void> {
  const createdAt = Date.now();
  await storage.setItem(RECOVERY_STORAGE_KEY, {
    recoveryType,
    userId,
    createdAt,
    expiresAt: createdAt + RECOVERY_SESSION_SECONDS * 1000,
  } satisfies RecoveryState);
}

/** Whether an email recovery session is open for this user: type email, and not past its expiry. */
export async function isRecoverySessionOpen(
  storage: LatchkeyStorage,
  userId: string | undefined,
  now = Date.now(),
): Promise<boolean> {
  const recovery = await storage.getItem<RecoveryState>(RECOVERY_STORAGE_KEY);
  return (
    recovery?.recoveryType === 'email' &&
    recovery.userId === userId &&
    now >= recovery.createdAt &&
    now < recovery.expiresAt
  );
}
