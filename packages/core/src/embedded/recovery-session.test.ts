import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStorage } from '../storage/create-storage.js';
import { createMemoryStorageAdapter } from '../storage/memory-storage-adapter.js';
import { isRecoverySessionOpen, openRecoverySession } from './recovery-session.js';

// SPEC §4: an email recovery session is active only if its type is email and its creation time
// is not past the expiry, 1800 s by default. The clock is Vitest's: the session is opened at a
// known moment and read at literal offsets from it.

const OPENED_AT = 1_700_000_000_000;

beforeEach(() => {
  vi.useFakeTimers({ now: OPENED_AT, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const storage = () => createStorage({ adapter: createMemoryStorageAdapter() });

describe('email recovery session', () => {
  it('is open for 1800 s after an emailed code proved the user, and closed from then on', async () => {
    const kept = storage();
    await openRecoverySession(kept, 'user-1');
    expect(await isRecoverySessionOpen(kept, 'user-1')).toBe(true);
    expect(await isRecoverySessionOpen(kept, 'user-1', OPENED_AT + 1_799_000)).toBe(true);
    expect(await isRecoverySessionOpen(kept, 'user-1', OPENED_AT + 1_799_999)).toBe(true);
    expect(await isRecoverySessionOpen(kept, 'user-1', OPENED_AT + 1_800_000)).toBe(false);
    expect(await isRecoverySessionOpen(kept, 'user-1', OPENED_AT + 1_801_000)).toBe(false);

    // The same on the clock itself, without a moment passed in.
    vi.setSystemTime(OPENED_AT + 1_799_000);
    expect(await isRecoverySessionOpen(kept, 'user-1')).toBe(true);
    vi.setSystemTime(OPENED_AT + 1_801_000);
    expect(await isRecoverySessionOpen(kept, 'user-1')).toBe(false);
  });

  it('is never open for a passkey recovery, another user, or before it was opened', async () => {
    const kept = storage();
    await openRecoverySession(kept, 'user-1', 'passkey');
    expect(await isRecoverySessionOpen(kept, 'user-1', OPENED_AT + 1000)).toBe(false);

    await openRecoverySession(kept, 'user-1');
    expect(await isRecoverySessionOpen(kept, 'user-2', OPENED_AT + 1000)).toBe(false);
    expect(await isRecoverySessionOpen(kept, undefined, OPENED_AT + 1000)).toBe(false);
    expect(await isRecoverySessionOpen(kept, 'user-1', OPENED_AT - 1000)).toBe(false);
  });
});
