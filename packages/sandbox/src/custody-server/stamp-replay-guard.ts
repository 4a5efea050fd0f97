import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { CustodyApiError, invalidArgument } from './custody-api-error.js';

/** How far a submit's `timestampMs` may be from the server's clock. */
const TIMESTAMP_WINDOW_MS = 5 * 60 * 1000;

/**
 * Refuses a submit that is stale or already served: its `timestampMs` must be within five
 * minutes of now, and the same signer's same body is refused until that timestamp leaves the
 * window (after which it would be stale anyway).
 *
 * @throws {CustodyApiError} 3 for a missing or far-off `timestampMs`; 16 'malformed activity
 *   stamp: this stamp was already used'.
 */
export function createStampReplayGuard() {
  // Requests already served, by signer and body hash, until their timestamp leaves the window.
  const usedStamps = new Map<string, number>();
  return (signer: string, body: string, timestampMs: unknown, now: number): void => {
    const sentAt = Number(timestampMs);
    if (typeof timestampMs !== 'string' || !Number.isFinite(sentAt)) {
      throw invalidArgument('timestampMs must be the request time in milliseconds, as a string');
    }
    if (Math.abs(now - sentAt) > TIMESTAMP_WINDOW_MS) {
      throw invalidArgument('timestampMs is too far from the current time');
    }
    for (const [key, expiresAt] of usedStamps) if (expiresAt <= now) usedStamps.delete(key);
    const replayKey = `${signer}:${bytesToHex(sha256(new TextEncoder().encode(body)))}`;
    if (usedStamps.has(replayKey)) {
      throw new CustodyApiError(
        16,
        'malformed activity stamp: this stamp was already used',
        'STAMP_REPLAYED',
      );
    }
    // The same body is refused until its timestampMs is out of the window anyway.
    usedStamps.set(replayKey, sentAt + TIMESTAMP_WINDOW_MS);
  };
}
