import { PROVEN_ADDRESS_DAYS } from '../embedded/email-send-allowance.js';
import { MFA_PROVEN_ADDRESS_DAYS } from '../mfa/take-mfa-try.js';
import type { DatabaseQueries } from './database.js';

/** How often a running server clears what has expired. */
export const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes what no longer counts: rate-limit windows older than a day (and exact windows whose
 * newest event is), addresses that proved an email or a second factor more than 90 days ago;
 * second-factor enrolments never confirmed, passkey-factor challenges, email codes, sign-in
 * challenges, passkey proofs, ID tokens and sessions (with their refresh tokens) that expired a day ago.
 * Sponsorship records and daily quotas are kept (they are the audit trail).
 */
export async function pruneExpired(database: DatabaseQueries, nowMs: number) {
  const dayAgo = new Date(nowMs - 24 * 60 * 60 * 1000).toISOString();
  const counters = await database.query(
    'DELETE FROM rate_limit_counters WHERE window_start < $1 RETURNING 1',
    [dayAgo],
  );
  // A sliding window's row once its newest event is a day old; proven addresses after 90 days.
  await database.query('DELETE FROM rate_limit_events WHERE events[array_length(events, 1)] < $1', [
    dayAgo,
  ]);
  await database.query('DELETE FROM email_proven_addresses WHERE proven_at < $1', [
    new Date(nowMs - PROVEN_ADDRESS_DAYS * 86_400_000).toISOString(),
  ]);
  const challenges = await database.query(
    'DELETE FROM email_challenges WHERE expires_at < $1 RETURNING 1',
    [dayAgo],
  );
  const signIns = await database.query(
    'DELETE FROM sign_in_challenges WHERE expires_at < $1 RETURNING 1',
    [dayAgo],
  );
  await database.query('DELETE FROM mfa_proven_addresses WHERE proven_at < $1', [
    new Date(nowMs - MFA_PROVEN_ADDRESS_DAYS * 86_400_000).toISOString(),
  ]);
  // Enrolments never confirmed; a factor in force has no expiry.
  await database.query('DELETE FROM mfa_factors WHERE expires_at < $1', [dayAgo]);
  await database.query('DELETE FROM used_passkey_proofs WHERE expires_at < $1', [dayAgo]);
  await database.query('DELETE FROM mfa_passkey_challenges WHERE expires_at < $1', [dayAgo]);
  await database.query('DELETE FROM used_id_tokens WHERE expires_at < $1', [dayAgo]);
  const sessions = await database.query('DELETE FROM sessions WHERE expires_at < $1 RETURNING 1', [
    dayAgo,
  ]);
  return {
    counters: counters.rows.length,
    challenges: challenges.rows.length + signIns.rows.length,
    sessions: sessions.rows.length,
  };
}
