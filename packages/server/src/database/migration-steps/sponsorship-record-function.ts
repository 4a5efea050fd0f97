import type { MigrationStep } from '../migration-step.js';

/**
 * Schema step 11: released once, never edited (a change is a new step).
 *
 * A sponsorship's record, its three quota counts and the lock wait they are allowed as one
 * function: one statement in the recording transaction where setting the wait took another round
 * trip. A quota without room raises SQLSTATE `LKQ01` naming it, which rolls the transaction back:
 * the record and the other counts too.
 */
export const SPONSORSHIP_RECORD_FUNCTION_STEP: MigrationStep = {
  version: 11,
  name: 'a sponsorship recorded and counted in one statement',
  sql: `
      -- Returns true when this call recorded the transaction, false when it was recorded before
      -- (counted once: it can land only once). The quota rows are taken in one order (sender,
      -- address, environment) by every caller, so no two deadlock.
      CREATE FUNCTION latchkey_record_sponsorship(
        p_signature text, p_environment_id text, p_sender text, p_client_ip text,
        p_fee_lamports bigint, p_created_at timestamptz, p_day date,
        p_sender_transactions integer, p_sender_lamports bigint,
        p_ip_transactions integer, p_ip_lamports bigint,
        p_environment_transactions integer, p_environment_lamports bigint,
        p_lock_wait_ms integer
      ) RETURNS boolean LANGUAGE plpgsql AS $$
      DECLARE
        recorded integer;
        taken text[];
        quota_scope text;
      BEGIN
        IF p_lock_wait_ms IS NOT NULL THEN
          -- For this transaction only: a held hot row fails it fast (55P03).
          PERFORM set_config('lock_timeout', p_lock_wait_ms || 'ms', true);
        END IF;
        WITH new_record AS (
          INSERT INTO sponsored_transactions
            (signature, environment_id, sender, client_ip, fee_lamports, created_at)
          VALUES (p_signature, p_environment_id, p_sender, p_client_ip, p_fee_lamports, p_created_at)
          ON CONFLICT (signature) DO NOTHING
          RETURNING signature
        ), counted AS (
          INSERT INTO sponsorship_usage AS usage (scope, subject, day, transactions, lamports)
          SELECT wanted.scope, wanted.subject, p_day, 1, p_fee_lamports
          FROM (VALUES (1, 'sender', p_sender), (2, 'ip', p_client_ip),
                       (3, 'environment', p_environment_id)) AS wanted (rank, scope, subject)
          WHERE EXISTS (SELECT 1 FROM new_record)
          ORDER BY wanted.rank
          ON CONFLICT (scope, subject, day) DO UPDATE
            SET transactions = usage.transactions + 1,
                lamports = usage.lamports + EXCLUDED.lamports
            WHERE usage.transactions + 1 <= CASE usage.scope WHEN 'sender' THEN p_sender_transactions
                WHEN 'ip' THEN p_ip_transactions ELSE p_environment_transactions END
              AND usage.lamports + EXCLUDED.lamports <= CASE usage.scope
                WHEN 'sender' THEN p_sender_lamports WHEN 'ip' THEN p_ip_lamports
                ELSE p_environment_lamports END
          RETURNING usage.scope
        )
        SELECT (SELECT count(*) FROM new_record), ARRAY(SELECT scope FROM counted)
        INTO recorded, taken;
        IF recorded = 0 THEN
          RETURN false;
        END IF;
        FOREACH quota_scope IN ARRAY ARRAY['sender', 'ip', 'environment'] LOOP
          IF NOT quota_scope = ANY (taken) THEN
            RAISE EXCEPTION USING ERRCODE = 'LKQ01', MESSAGE = quota_scope;
          END IF;
        END LOOP;
        RETURN true;
      END
      $$;
  `,
};
