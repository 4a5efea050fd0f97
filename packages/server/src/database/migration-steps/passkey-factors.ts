import type { MigrationStep } from '../migration-step.js';

/** Schema step 9: released once, never edited (a change is a new step). */
export const PASSKEY_FACTORS_STEP: MigrationStep = {
  version: 9,
  name: 'passkeys as second factors: their public keys, and the challenges they answer',
  sql: `
      -- A passkey factor's COSE public key (base64url), its signature counter, the relying
      -- party it was made for and how it is reached (its transports, comma-separated).
      ALTER TABLE mfa_factors ADD COLUMN public_key text;
      ALTER TABLE mfa_factors ADD COLUMN sign_count bigint NOT NULL DEFAULT 0;
      ALTER TABLE mfa_factors ADD COLUMN rp_id text;
      ALTER TABLE mfa_factors ADD COLUMN transports text;
      -- A challenge the server gave one session for a passkey ceremony: to make a passkey factor
      -- ('enroll', with the name the user gave it) or to prove one ('verify'). Used once: the
      -- answer deletes it, keyed on the challenge the passkey signed. The page's origin and
      -- the relying party are the ones the answer must name.
      CREATE TABLE mfa_passkey_challenges (
        challenge text PRIMARY KEY,
        session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('enroll', 'verify')),
        origin text NOT NULL,
        rp_id text NOT NULL,
        name text,
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX mfa_passkey_challenges_session_id ON mfa_passkey_challenges (session_id);
  `,
};
