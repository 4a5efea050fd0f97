import type { MigrationStep } from '../migration-step.js';

/** Schema step 10: released once, never edited (a change is a new step). */
export const SIGN_IN_DEVICES_STEP: MigrationStep = {
  version: 10,
  name: 'devices a user proved a second factor on, and sign-ins held for one',
  sql: `
      -- A device (the SDK's device key, by the SHA-256 of its public key) on which the user
      -- proved a second factor: signing in from it is not asked for one (mfa.require
      -- 'signInNewDevice').
      CREATE TABLE known_devices (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        device_hash text NOT NULL,
        created_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, device_hash)
      );
      -- A sign-in held for a second factor: its session's row, with no token yet. The hash of
      -- the token that completes it (used once), what completing it still has to do (JSON),
      -- and the device it came from.
      ALTER TABLE sessions ADD COLUMN held_token_hash text UNIQUE;
      ALTER TABLE sessions ADD COLUMN held_resume text;
      ALTER TABLE sessions ADD COLUMN held_device text;
  `,
};
