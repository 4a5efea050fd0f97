import type { LatchkeyStorage } from '../storage/create-storage.js';

/** Where an email recovery session is noted (its type, user and times — nothing secret). */
export const RECOVERY_STORAGE_KEY = 'embedded:recovery';

/** How long an email recovery session lasts: 1800 s (SPEC §9). */
export const RECOVERY_SESSION_SECONDS = 1800;

/**
 * An email recovery session: open after an emailed code proved the user, for adding a passkey.
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
 * Opens an email recovery session for the user an emailed code just proved.
 *
 * @example
 * ```ts
 * await openRecoverySession(storage, verified.userId);
 * ```
 */
export async function openRecoverySession(storage: LatchkeyStorage, userId: string): Promise<void> {
  const createdAt = Date.now();
  await storage.setItem(RECOVERY_STORAGE_KEY, {
    recoveryType: 'email',
    userId,
    createdAt,
    expiresAt: createdAt + RECOVERY_SESSION_SECONDS * 1000,
  } satisfies RecoveryState);
}

/**
 * Whether an email recovery session is open for this user: type email, and not past its expiry.
 *
 * @example
 * ```ts
 * if (!(await isRecoverySessionOpen(storage, user.userId))) throw cannotProceed();
 * ```
 */
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
