import type { Database } from './database.js';

/**
 * The schema, one step per version, in order. A step is applied once, in a transaction, and
 * never edited after release: a change is a new step.
 */
export const MIGRATIONS: readonly { version: number; name: string; sql: string }[] = [
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
];

// Any constant will do: it only has to be the same for every instance of this server.
const MIGRATION_LOCK_KEY = 7_146_932_001;

/**
 * Brings the schema up to date. Instances starting at the same time queue on an advisory lock, so
 * each step runs once; a failed step rolls back whole and the server does not start.
 *
 * @example
 * ```ts
 * const applied = await migrate(database); // [1] on a new database, [] afterwards
 * await migrate(database, { through: 2 }); // an upgrade test: the schema a release with steps 1–2 left
 * ```
 */
export async function migrate(
  database: Database,
  options: {
    /** Stop after this step (upgrade tests start from an older schema). Default: every step. */
    through?: number | undefined;
  } = {},
): Promise<number[]> {
  return database.transaction(async (tx) => {
    // The pool's timeouts are sized for requests. Another instance may be migrating: wait for it
    // as long as a start may take; a step may run long. Its locks on tables in use are still
    // waited for no longer than lock_timeout, so a migration never queues the requests behind it.
    await tx.query("SET LOCAL lock_timeout = '120s'");
    await tx.query('SET LOCAL statement_timeout = 0');
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.query('SET LOCAL lock_timeout TO DEFAULT');
    await tx.query(`CREATE TABLE IF NOT EXISTS latchkey_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await tx.query<{ version: number }>('SELECT version FROM latchkey_migrations');
    const done = new Set(rows.map((row) => Number(row.version)));
    const applied: number[] = [];
    for (const step of MIGRATIONS) {
      if (done.has(step.version) || step.version > (options.through ?? Number.POSITIVE_INFINITY)) {
        continue;
      }
      for (const statement of splitStatements(step.sql)) await tx.query(statement);
      await tx.query('INSERT INTO latchkey_migrations (version, name) VALUES ($1, $2)', [
        step.version,
        step.name,
      ]);
      applied.push(step.version);
    }
    return applied;
  });
}

// Parameterised queries run one statement at a time; the steps hold no semicolons in strings.
function splitStatements(sql: string): string[] {
  return sql
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n')
    .split(';')
    .map((statement) => statement.trim())
    .filter((statement) => statement !== '');
}
