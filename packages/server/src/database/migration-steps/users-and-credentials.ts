import type { MigrationStep } from '../migration-step.js';

/** Schema step 3: released once, never edited (a change is a new step). */
export const USERS_AND_CREDENTIALS_STEP: MigrationStep = {
  version: 3,
  name: 'users and their verified credentials; every embedded user becomes one',
  sql: `
      -- A person, however they come in: the id is the server's own, never a provider's.
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        created_at timestamptz NOT NULL DEFAULT now()
      );
      -- What a user has proven they hold. value names it: a wallet's address, the embedded
      -- wallet's sub-organization, the normalized email, the passkey's credential id.
      CREATE TABLE verified_credentials (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind text NOT NULL
          CHECK (kind IN ('solana-wallet', 'embedded-wallet', 'email', 'passkey')),
        value text NOT NULL CHECK (value <> ''),
        chain text,
        turnkey_sub_organization_id text,
        turnkey_user_id text,
        is_session_key_compatible boolean NOT NULL DEFAULT false,
        wallet_name text,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_verified_at timestamptz NOT NULL DEFAULT now(),
        -- Wallets name their chain; an email or a passkey has none.
        CHECK ((kind IN ('solana-wallet', 'embedded-wallet')) = (chain IS NOT NULL)),
        -- An embedded wallet is its sub-organization.
        CHECK (kind <> 'embedded-wallet' OR turnkey_sub_organization_id = value),
        -- One holder per credential. Not scoped by chain or cluster: a Solana key is the same
        -- key on every cluster, held by the same person, and its kind already names the chain.
        UNIQUE (kind, value)
      );
      CREATE INDEX verified_credentials_user_id ON verified_credentials (user_id);
      -- Every embedded user: a user holding its proven email and its embedded wallet (the
      -- sub-organization and the provider's user in it), dated as the row was. The table stays.
      WITH old AS (
        SELECT gen_random_uuid() AS id, email, organization_id, user_id, created_at
        FROM embedded_users
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
    `,
};
