import type { Database } from './database.js';
import type { MigrationStep } from './migration-step.js';
import { CREDENTIAL_BOUND_SESSIONS_STEP } from './migration-steps/credential-bound-sessions.js';
import { EMAIL_CHALLENGE_IDS_STEP } from './migration-steps/email-challenge-ids.js';
import { EMBEDDED_USERS_AND_LIMITS_STEP } from './migration-steps/embedded-users-and-limits.js';
import { OPENID_ACCOUNT_NAMES_STEP } from './migration-steps/openid-account-names.js';
import { OPENID_SIGN_IN_STEP } from './migration-steps/openid-sign-in.js';
import { PASSKEY_FACTORS_STEP } from './migration-steps/passkey-factors.js';
import { SECOND_FACTORS_STEP } from './migration-steps/second-factors.js';
import { SESSIONS_AND_CHALLENGES_STEP } from './migration-steps/sessions-and-challenges.js';
import { SIGN_IN_DEVICES_STEP } from './migration-steps/sign-in-devices.js';
import { USERS_AND_CREDENTIALS_STEP } from './migration-steps/users-and-credentials.js';

/**
 * The schema, one step per version, in order.
 */
export const MIGRATIONS: readonly MigrationStep[] = [
  EMBEDDED_USERS_AND_LIMITS_STEP,
  EMAIL_CHALLENGE_IDS_STEP,
  USERS_AND_CREDENTIALS_STEP,
  SESSIONS_AND_CHALLENGES_STEP,
  OPENID_SIGN_IN_STEP,
  CREDENTIAL_BOUND_SESSIONS_STEP,
  SECOND_FACTORS_STEP,
  OPENID_ACCOUNT_NAMES_STEP,
  PASSKEY_FACTORS_STEP,
  SIGN_IN_DEVICES_STEP,
];

// Any constant will do: it only has to be the same for every instance of this server.
const MIGRATION_LOCK_KEY = 7_146_932_001;

/**
 * Brings the schema up to date. Instances starting at the same time queue on an advisory lock, so
 * each step runs once; a failed step rolls back whole and the server does not start.
 *
 * @example
 * ```ts
 * const applied = await migrate(database); // [1] on a new database, [] afterwards
 * await migrate(database, { through: 2 }); // an upgrade test: the schema a release with steps 1–2 left
 * ```
 */
export async function migrate(
  database: Database,
  options: {
    /** Stop after this step (upgrade tests start from an older schema). Default: every step. */
    through?: number | undefined;
  } = {},
): Promise<number[]> {
  return database.transaction(async (tx) => {
    // The pool's timeouts are sized for requests. Another instance may be migrating: wait for it
    // as long as a start may take; a step may run long. Its locks on tables in use are still
    // waited for no longer than lock_timeout, so a migration never queues the requests behind it.
    await tx.query("SET LOCAL lock_timeout = '120s'");
    await tx.query('SET LOCAL statement_timeout = 0');
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.query('SET LOCAL lock_timeout TO DEFAULT');
    await tx.query(`CREATE TABLE IF NOT EXISTS latchkey_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await tx.query<{ version: number }>('SELECT version FROM latchkey_migrations');
    const done = new Set(rows.map((row) => Number(row.version)));
    const applied: number[] = [];
    for (const step of MIGRATIONS) {
      if (done.has(step.version) || step.version > (options.through ?? Number.POSITIVE_INFINITY)) {
        continue;
      }
      for (const statement of splitStatements(step.sql)) await tx.query(statement);
      await tx.query('INSERT INTO latchkey_migrations (version, name) VALUES ($1, $2)', [
        step.version,
        step.name,
      ]);
      applied.push(step.version);
    }
    return applied;
  });
}

// Parameterised queries run one statement at a time; the steps hold no semicolons in strings.
function splitStatements(sql: string): string[] {
  return sql
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n')
    .split(';')
    .map((statement) => statement.trim())
    .filter((statement) => statement !== '');
}
