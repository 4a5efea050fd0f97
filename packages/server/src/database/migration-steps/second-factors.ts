import type { MigrationStep } from '../migration-step.js';

/** Schema step 7: released once, never edited (a change is a new step). */
export const SECOND_FACTORS_STEP: MigrationStep = {
  version: 7,
  name: 'second factors: TOTP factors, recovery codes, when a session last proved one',
  sql: `
      -- A user's second factor. A TOTP factor holds its secret (base32) and the last time step
      -- a code of it was accepted at: a code is accepted once, for a later step only. It is in
      -- force once confirmed; an unconfirmed one is an enrolment that expires.
      CREATE TABLE mfa_factors (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('totp', 'passkey')),
        name text NOT NULL,
        secret text,
        credential_id text,
        last_step bigint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL,
        expires_at timestamptz,
        confirmed_at timestamptz,
        last_used_at timestamptz,
        CHECK ((kind = 'totp') = (secret IS NOT NULL)),
        CHECK ((kind = 'passkey') = (credential_id IS NOT NULL)),
        CHECK ((confirmed_at IS NULL) = (expires_at IS NOT NULL))
      );
      CREATE INDEX mfa_factors_user_id ON mfa_factors (user_id);
      -- One authenticator app per user in force: two confirmations racing, only one wins.
      CREATE UNIQUE INDEX mfa_factors_one_totp ON mfa_factors (user_id)
        WHERE kind = 'totp' AND confirmed_at IS NOT NULL;
      CREATE UNIQUE INDEX mfa_factors_passkey ON mfa_factors (credential_id)
        WHERE credential_id IS NOT NULL;
      -- Single-use recovery codes by their SHA-256; regenerating replaces the set.
      CREATE TABLE mfa_recovery_codes (
        code_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        used_at timestamptz
      );
      CREATE INDEX mfa_recovery_codes_user_id ON mfa_recovery_codes (user_id);
      -- Client networks that proved a user's factor before: they keep their own allowance of
      -- tries when strangers holding a session have spent the user's shared ceiling.
      CREATE TABLE mfa_proven_addresses (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        address text NOT NULL,
        proven_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, address)
      );
      -- When and how the session last proved a second factor: the guarded actions read it here,
      -- never from the token the browser sends.
      ALTER TABLE sessions ADD COLUMN mfa_at timestamptz;
      ALTER TABLE sessions ADD COLUMN mfa_method text;
    `,
};
