import type { MfaFactor, MfaFactorKind } from '@latchkey/core/product-api';
import type { DatabaseQueries } from '../database/database.js';

/** A factor's row as the routes read it. */
export type MfaFactorRow = {
  id: string;
  kind: MfaFactorKind;
  name: string;
  secret: string | null;
  last_step: string | number;
  created_at: Date | string;
  last_used_at: Date | string | null;
};

const time = (value: Date | string) => new Date(value).getTime();

/** A factor as the API shows it: never its secret. */
export function toMfaFactor(row: MfaFactorRow): MfaFactor {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    createdAt: time(row.created_at),
    ...(row.last_used_at === null ? {} : { lastUsedAt: time(row.last_used_at) }),
  };
}

/** The user's factors in force, oldest first. */
export async function readMfaFactors(
  queries: DatabaseQueries,
  userId: string,
): Promise<MfaFactorRow[]> {
  const { rows } = await queries.query<MfaFactorRow>(
    `SELECT id, kind, name, secret, last_step, created_at, last_used_at FROM mfa_factors
     WHERE user_id = $1 AND confirmed_at IS NOT NULL ORDER BY created_at, id`,
    [userId],
  );
  return rows;
}

/** How many of the user's recovery codes are still unused. */
export async function countRecoveryCodesLeft(
  queries: DatabaseQueries,
  userId: string,
): Promise<number> {
  const { rows } = await queries.query<{ left: number | string }>(
    'SELECT count(*) AS left FROM mfa_recovery_codes WHERE user_id = $1 AND used_at IS NULL',
    [userId],
  );
  return Number(rows[0]?.left ?? 0);
}

/** Whether the user holds a factor in force. */
export async function hasMfaFactor(queries: DatabaseQueries, userId: string): Promise<boolean> {
  const { rows } = await queries.query(
    'SELECT 1 FROM mfa_factors WHERE user_id = $1 AND confirmed_at IS NOT NULL LIMIT 1',
    [userId],
  );
  return rows.length > 0;
}

/**
 * Replaces the user's recovery codes with these (their hashes), so the old ones stop working.
 */
export async function storeRecoveryCodes(
  queries: DatabaseQueries,
  userId: string,
  hashes: readonly string[],
  nowMs: number,
): Promise<void> {
  await queries.query('DELETE FROM mfa_recovery_codes WHERE user_id = $1', [userId]);
  await queries.query(
    `INSERT INTO mfa_recovery_codes (code_hash, user_id, created_at)
     SELECT hash, $1, $2 FROM unnest($3::text[]) AS hash`,
    [userId, new Date(nowMs).toISOString(), hashes],
  );
}
