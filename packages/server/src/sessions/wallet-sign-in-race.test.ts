import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../../../../scripts/test-postgres.js';
import type { LatchkeyServer } from '../create-latchkey-server.js';
import type { Database } from '../database/database.js';
import { createPostgresDatabase } from '../database/postgres-database.js';
import { recordAttack } from '../testing/record-attack.fixture.js';
import {
  callSession,
  createTestSigner,
  signInWallet,
  startSessionServer,
  toBase64,
} from './session-server.fixture.js';

// Wallet sign-ins on servers that ask no second factor (the default; sessions-postgres.test.ts
// races them with every factor required), two instances on one Debian PostgreSQL: a nonce is
// used once, a new wallet's first sign-ins make one user, and a refusal leaves the nonce.

let postgres: TestPostgres;
let one: LatchkeyServer;
let two: LatchkeyServer;
let database: Database;

beforeAll(async () => {
  postgres = await startTestPostgres();
  const connectionString = postgres.url;
  [one, two] = (await Promise.all(
    [1, 2].map(() =>
      startSessionServer({ database: createPostgresDatabase({ connectionString }) }),
    ),
  )) as [LatchkeyServer, LatchkeyServer];
  database = createPostgresDatabase({ connectionString });
}, 60_000);
afterAll(async () => {
  await one?.close();
  await two?.close();
  await database?.close();
  await postgres?.stop();
});

const rows = async (sql: string, parameters: unknown[]) =>
  (await database.query(sql, parameters)).rows;

describe('wallet sign-in without second factors, two instances on PostgreSQL', () => {
  it('of 100 concurrent replays of one signed sign-in across both, exactly one wins', async () => {
    const wallet = createTestSigner();
    const challenge = await callSession(one, 'createSignInChallenge', { chainId: 'solana:devnet' });
    const body = wallet.signIn(challenge.json.input);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        callSession(index % 2 ? one : two, 'signInWithWallet', body),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter(
      (answer) => answer.status === 401 && answer.json.error.code === 'CHALLENGE_INVALID',
    );
    expect(refused).toHaveLength(99);
    recordAttack('replayed sign-in nonce, no second factor', 99, refused.length, 'sign-in');
    const sessions = await rows(
      `SELECT count(*)::int AS n FROM sessions s JOIN verified_credentials c ON c.id = s.last_credential_id
       WHERE c.value = $1`,
      [wallet.address],
    );
    expect(sessions).toEqual([{ n: 1 }]);
  });

  it('a new wallet signing in 20 times at once on both: every sign-in a session of one user', async () => {
    const wallet = createTestSigner();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => signInWallet(index % 2 ? one : two, wallet)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const users = new Set(answers.map((answer) => answer.json.user.id));
    expect(users.size).toBe(1);
    for (const answer of answers) {
      expect(answer.json.user.verifiedCredentials).toEqual([
        expect.objectContaining({ address: wallet.address }),
      ]);
    }
    const credentials = await rows('SELECT user_id FROM verified_credentials WHERE value = $1', [
      wallet.address,
    ]);
    expect(credentials).toEqual([{ user_id: [...users][0] }]);
    // The users the losing sign-ins made are rolled back: none is left without a credential.
    const orphans = await rows(
      'SELECT count(*)::int AS n FROM users u WHERE NOT EXISTS (SELECT 1 FROM verified_credentials c WHERE c.user_id = u.id)',
      [],
    );
    expect(orphans).toEqual([{ n: 0 }]);
  });

  it('a refused sign-in leaves the nonce: the wallet then signs in with it', async () => {
    const wallet = createTestSigner();
    const thief = createTestSigner();
    const challenge = await callSession(one, 'createSignInChallenge', { chainId: 'solana:devnet' });
    const body = wallet.signIn(challenge.json.input);
    const message = Uint8Array.from(atob(body.signedMessage as string), (c) => c.charCodeAt(0));
    const refused = await callSession(two, 'signInWithWallet', {
      ...body,
      signature: toBase64(thief.sign(message)),
    });
    expect([refused.status, refused.json.error.code]).toEqual([401, 'SIGNATURE_INVALID']);
    const signedIn = await callSession(two, 'signInWithWallet', body);
    expect(signedIn.status).toBe(200);
    recordAttack('a forged signature spending the owner’s nonce', 1, 1, 'sign-in');
  });
});
