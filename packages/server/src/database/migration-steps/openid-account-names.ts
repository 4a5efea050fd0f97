import type { MigrationStep } from '../migration-step.js';

/** Schema step 8: released once, never edited (a change is a new step). */
export const OPENID_ACCOUNT_NAMES_STEP: MigrationStep = {
  version: 8,
  name: 'what a user knows an OpenID account by: its provider and email',
  sql: `
      -- An OpenID account's provider (the server's id for it, e.g. 'google') and the email its
      -- ID token named, as the user's list of sign-in methods shows them. Names only: the
      -- account is still its issuer and subject. Empty for other kinds, and for accounts linked
      -- before this step.
      ALTER TABLE verified_credentials ADD COLUMN oauth_provider text;
      ALTER TABLE verified_credentials ADD COLUMN oauth_email text;
  `,
};
