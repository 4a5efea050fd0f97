import type { MigrationStep } from '../migration-step.js';

/** Schema step 4: released once, never edited (a change is a new step). */
export const SESSIONS_AND_CHALLENGES_STEP: MigrationStep = {
  version: 4,
  name: 'sessions: sign-in challenges, sessions and their refresh tokens, signing keys',
  sql: `
      -- An embedded wallet's address, once the server has seen it (sign-up answers it).
      ALTER TABLE verified_credentials ADD COLUMN address text;
      -- Embedded users signed up after step 3 ran, by a server that did not know users yet.
      WITH old AS (
        SELECT gen_random_uuid() AS id, email, organization_id, user_id, created_at
        FROM embedded_users e
        WHERE NOT EXISTS (SELECT 1 FROM verified_credentials v
          WHERE v.kind = 'embedded-wallet' AND v.value = e.organization_id)
      ), made AS (
        INSERT INTO users (id, created_at) SELECT id, created_at FROM old RETURNING id
      )
      INSERT INTO verified_credentials (user_id, kind, value, chain, turnkey_sub_organization_id,
        turnkey_user_id, is_session_key_compatible, wallet_name, created_at, last_verified_at)
      SELECT old.id, credential.kind, credential.value, credential.chain,
        credential.organization_id, credential.user_id, credential.session_keys,
        credential.wallet_name, old.created_at, old.created_at
      FROM old CROSS JOIN LATERAL (VALUES
        ('email', old.email, NULL, NULL, NULL, false, NULL),
        ('embedded-wallet', old.organization_id, 'solana', old.organization_id, old.user_id, true,
          'turnkeyhd')
      ) AS credential (kind, value, chain, organization_id, user_id, session_keys, wallet_name)
      ON CONFLICT (kind, value) DO NOTHING;
      -- A Sign-In With Solana input the server issued: single use, burned by the sign-in.
      CREATE TABLE sign_in_challenges (
        nonce text PRIMARY KEY,
        environment_id text NOT NULL,
        input jsonb NOT NULL,
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX sign_in_challenges_expires_at ON sign_in_challenges (expires_at);
      -- A signed-in session: the family of every refresh token rotated from its first.
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        environment_id text NOT NULL,
        last_credential_id uuid NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        revoked_reason text
      );
      CREATE INDEX sessions_user_id ON sessions (user_id);
      CREATE INDEX sessions_expires_at ON sessions (expires_at);
      -- Refresh tokens by their SHA-256: the token itself is never stored.
      CREATE TABLE refresh_tokens (
        token_hash text PRIMARY KEY,
        session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        used_at timestamptz
      );
      CREATE INDEX refresh_tokens_session_id ON refresh_tokens (session_id);
      -- Passkey proofs already forwarded to the custody provider, so none is used twice.
      CREATE TABLE used_passkey_proofs (
        proof_hash text PRIMARY KEY,
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX used_passkey_proofs_expires_at ON used_passkey_proofs (expires_at);
      -- Keys the server generated itself (sandbox, npm start); production passes its own.
      CREATE TABLE session_signing_keys (
        kid text PRIMARY KEY,
        private_jwk jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
    `,
};
