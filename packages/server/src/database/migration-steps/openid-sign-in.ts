import type { MigrationStep } from '../migration-step.js';

/** Schema step 5: released once, never edited (a change is a new step). */
export const OPENID_SIGN_IN_STEP: MigrationStep = {
  version: 5,
  name: 'OpenID sign-in: the oauth credential kind, ID tokens already used',
  sql: `
      -- An OpenID provider's account: value is '<issuer> <subject>'.
      ALTER TABLE verified_credentials DROP CONSTRAINT verified_credentials_kind_check;
      ALTER TABLE verified_credentials ADD CONSTRAINT verified_credentials_kind_check
        CHECK (kind IN ('solana-wallet', 'embedded-wallet', 'email', 'passkey', 'oauth'));
      -- ID tokens by their SHA-256, claimed by one sign-in before the custody provider sees them
      -- and marked signed in with its session, kept until they expire: none is used twice.
      CREATE TABLE used_id_tokens (
        token_hash text PRIMARY KEY,
        claim_id uuid NOT NULL,
        expires_at timestamptz NOT NULL,
        signed_in_at timestamptz
      );
      CREATE INDEX used_id_tokens_expires_at ON used_id_tokens (expires_at);
    `,
};
