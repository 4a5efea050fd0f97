import type { MigrationStep } from '../migration-step.js';

/** Schema step 6: released once, never edited (a change is a new step). */
export const CREDENTIAL_BOUND_SESSIONS_STEP: MigrationStep = {
  version: 6,
  name: 'sessions bound to the credential that proved them; exact send ceilings; proven addresses',
  sql: `
      -- last_credential_id is from now on the credential whose proof started the session, for
      -- its whole life: linking no longer moves it, unlinking it revokes the session. (No new
      -- column: instances of the release before keep writing sessions during a rolling upgrade.)
      CREATE INDEX sessions_last_credential_id ON sessions (last_credential_id);
      -- Sessions whose credential was unlinked before this step (their answers quietly named
      -- another credential): they end now.
      UPDATE sessions SET revoked_at = now(), revoked_reason = 'credential unlinked'
      WHERE revoked_at IS NULL AND NOT EXISTS (SELECT 1 FROM verified_credentials c
        WHERE c.id = sessions.last_credential_id AND c.user_id = sessions.user_id);
      -- Limits counted over the last window exactly (a fixed window lets twice its ceiling
      -- through across its edge): the times of the events still in the window, oldest first.
      CREATE TABLE rate_limit_events (
        bucket text NOT NULL,
        subject text NOT NULL,
        events timestamptz[] NOT NULL,
        PRIMARY KEY (bucket, subject)
      );
      -- Where an email was proven before (by its code): that address keeps its own allowance
      -- of codes when strangers have spent the email's shared ceiling.
      CREATE TABLE email_proven_addresses (
        email text NOT NULL,
        address text NOT NULL,
        proven_at timestamptz NOT NULL,
        PRIMARY KEY (email, address)
      );
      CREATE INDEX email_proven_addresses_proven_at ON email_proven_addresses (proven_at)
    `,
};
