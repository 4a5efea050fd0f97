import type { MigrationStep } from '../migration-step.js';

/** Schema step 1: released once, never edited (a change is a new step). */
export const EMBEDDED_USERS_AND_LIMITS_STEP: MigrationStep = {
  version: 1,
  name: 'embedded users, email codes, rate limits, sponsorship quotas and records',
  sql: `
      -- An email belongs to one user of the parent organization, and only once it was proven.
      CREATE TABLE embedded_users (
        email text PRIMARY KEY,
        organization_id text NOT NULL UNIQUE,
        user_id text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      -- Codes sent, so a code is tried only for the email it was sent to, a bounded number of times.
      CREATE TABLE email_challenges (
        otp_id text PRIMARY KEY,
        email text NOT NULL,
        environment_id text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        tries integer NOT NULL DEFAULT 0,
        used_at timestamptz
      );
      CREATE INDEX email_challenges_expires_at ON email_challenges (expires_at);
      -- Fixed-window counters: one row per limit, subject and window, raised atomically.
      CREATE TABLE rate_limit_counters (
        bucket text NOT NULL,
        subject text NOT NULL,
        window_start timestamptz NOT NULL,
        count integer NOT NULL,
        PRIMARY KEY (bucket, subject, window_start)
      );
      -- What the fee payer spent per sender and per client address each day.
      CREATE TABLE sponsorship_usage (
        scope text NOT NULL,
        subject text NOT NULL,
        day date NOT NULL,
        transactions integer NOT NULL,
        lamports bigint NOT NULL,
        PRIMARY KEY (scope, subject, day)
      );
      -- Every transaction the fee payer signed: who asked, from where, and what it may cost.
      CREATE TABLE sponsored_transactions (
        signature text PRIMARY KEY,
        environment_id text NOT NULL,
        sender text NOT NULL,
        client_ip text NOT NULL,
        fee_lamports bigint NOT NULL,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX sponsored_transactions_sender ON sponsored_transactions (sender, created_at);
    `,
};
