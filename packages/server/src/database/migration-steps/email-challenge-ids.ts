import type { MigrationStep } from '../migration-step.js';

/** Schema step 2: released once, never edited (a change is a new step). */
export const EMAIL_CHALLENGE_IDS_STEP: MigrationStep = {
  version: 2,
  name: 'email challenges written before their code is sent: own id, otp id recorded after',
  sql: `
      -- A challenge is written before the provider emails its code, so it is keyed by an id of
      -- its own; the provider's otp id is filled in once the code is sent.
      ALTER TABLE email_challenges ADD COLUMN id text;
      UPDATE email_challenges SET id = otp_id;
      ALTER TABLE email_challenges ALTER COLUMN id SET NOT NULL;
      ALTER TABLE email_challenges DROP CONSTRAINT email_challenges_pkey;
      ALTER TABLE email_challenges ADD PRIMARY KEY (id);
      ALTER TABLE email_challenges ALTER COLUMN otp_id DROP NOT NULL;
      CREATE UNIQUE INDEX email_challenges_otp_id ON email_challenges (otp_id);
      -- Challenges whose code may not have gone out (a crash mid-request), cleared per email.
      CREATE INDEX email_challenges_unsent ON email_challenges (email) WHERE otp_id IS NULL;
    `,
};
