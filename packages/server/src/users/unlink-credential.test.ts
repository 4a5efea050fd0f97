import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.js';
import { migrate } from '../database/migrations.js';
import { createPgliteDatabase } from '../database/pglite-database.js';
import { createUserWithCredential } from './create-user-with-credential.js';
import { linkCredential } from './link-credential.js';
import { unlinkCredential } from './unlink-credential.js';
import { snapshotUsers } from './users-upgrade.fixture.js';

let database: Database;
beforeAll(async () => {
  database = await createPgliteDatabase();
  await migrate(database);
}, 30_000);
afterAll(async () => database?.close());

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'unlinked',
    (error: { status?: number; code?: string }) => [error.status, error.code],
  );

describe('unlinkCredential', () => {
  it('removes one of two credentials, then refuses the last, changing nothing', async () => {
    const made = await createUserWithCredential(database, {
      kind: 'email',
      email: 'ada@example.com',
    });
    const wallet = await linkCredential(database, made.userId, {
      kind: 'solana-wallet',
      address: 'AdaWallet1111',
    });
    expect(
      await unlinkCredential(database, made.userId, made.credentials[0]?.id as string),
    ).toEqual({ credentials: [wallet], endedSessions: 0, removed: made.credentials[0] });
    const before = await snapshotUsers(database);
    expect(await refusal(unlinkCredential(database, made.userId, wallet.id))).toEqual([
      409,
      'LAST_CREDENTIAL',
    ]);
    expect(await snapshotUsers(database)).toEqual(before);
  });

  it("refuses another user's credential as one it does not know: NOT_FOUND, nothing changed", async () => {
    const owner = await createUserWithCredential(database, {
      kind: 'email',
      email: 'o@example.com',
    });
    await linkCredential(database, owner.userId, {
      kind: 'passkey',
      credentialId: 'owner-passkey',
    });
    const attacker = await createUserWithCredential(database, {
      kind: 'email',
      email: 'm@example.com',
    });
    await linkCredential(database, attacker.userId, { kind: 'passkey', credentialId: 'm-passkey' });
    const before = await snapshotUsers(database);
    const target = owner.credentials[0]?.id as string;
    expect(await refusal(unlinkCredential(database, attacker.userId, target))).toEqual([
      404,
      'NOT_FOUND',
    ]);
    expect(await refusal(unlinkCredential(database, attacker.userId, 'not-a-uuid'))).toEqual([
      404,
      'NOT_FOUND',
    ]);
    expect(await snapshotUsers(database)).toEqual(before);
  });
});
