import type { SessionKey } from '../custody/session-key.js';
import type { LatchkeyStorage } from '../storage/create-storage.js';

/** Where a sign-in that left the page by redirect waits, under the storage's `latchkey:` prefix. */
export const PENDING_OAUTH_STORAGE_KEY = 'oauth:pending';

// A sign-in abandoned at the provider for longer than this is not resumed.
const PENDING_OAUTH_MAX_AGE_MS = 10 * 60_000;

/**
 * A sign-in on its way through the provider by redirect: what finishing it needs after the
 * page comes back. Kept in IndexedDB (the session key is a non-extractable `CryptoKey`, which
 * only IndexedDB holds); never in Web Storage.
 */
export interface PendingOAuthSignIn {
  readonly provider: string;
  readonly state: string;
  readonly codeVerifier: string;
  readonly redirectUri: string;
  readonly key: SessionKey;
  readonly startedAt: number;
}

/** Reads the pending sign-in, if one is there, recent, and still whole. */
export async function readPendingOAuthSignIn(
  storage: LatchkeyStorage,
  now = Date.now(),
): Promise<PendingOAuthSignIn | undefined> {
  const stored = await storage
    .getItem<PendingOAuthSignIn>(PENDING_OAUTH_STORAGE_KEY)
    .catch(() => undefined);
  if (
    !stored ||
    typeof stored.state !== 'string' ||
    typeof stored.codeVerifier !== 'string' ||
    typeof stored.startedAt !== 'number' ||
    now - stored.startedAt > PENDING_OAUTH_MAX_AGE_MS
  ) {
    return undefined;
  }
  return stored;
}
