import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.js';
import { migrate } from '../database/migrations.js';
import { createPgliteDatabase } from '../database/pglite-database.js';
import { createUserWithCredential } from './create-user-with-credential.js';
import { findUserByCredential } from './find-user-by-credential.js';
import { linkCredential } from './link-credential.js';
import { snapshotUsers } from './users-upgrade.fixture.js';

let database: Database;
beforeAll(async () => {
  database = await createPgliteDatabase();
  await migrate(database);
}, 30_000);
afterAll(async () => database?.close());

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'linked',
    (error: { status?: number; code?: string }) => [error.status, error.code],
  );

describe('createUserWithCredential and findUserByCredential', () => {
  it('make a user holding the credential, found by it (an email whatever its case)', async () => {
    const made = await createUserWithCredential(
      database,
      { kind: 'email', email: 'Grace@Example.com' },
      { now: () => Date.UTC(2026, 10, 1) },
    );
    expect(made.credentials).toEqual([
      expect.objectContaining({
        userId: made.userId,
        kind: 'email',
        value: 'grace@example.com',
        chain: null,
        isSessionKeyCompatible: false,
        lastVerifiedAt: new Date(Date.UTC(2026, 10, 1)),
      }),
    ]);
    expect(
      await findUserByCredential(database, { kind: 'email', email: ' grace@example.COM' }),
    ).toEqual(made);
    expect(
      await findUserByCredential(database, { kind: 'email', email: 'nobody@example.com' }),
    ).toBe(undefined);
  });

  it('refuse a credential someone holds: CREDENTIAL_LINKED_ELSEWHERE, and no user made', async () => {
    await createUserWithCredential(database, { kind: 'passkey', credentialId: 'passkey-held' });
    const before = await snapshotUsers(database);
    expect(
      await refusal(
        createUserWithCredential(database, { kind: 'passkey', credentialId: 'passkey-held' }),
      ),
    ).toEqual([409, 'CREDENTIAL_LINKED_ELSEWHERE']);
    expect(await snapshotUsers(database)).toEqual(before);
  });
});

describe('linkCredential', () => {
  it('links a new wallet to the user; proven again by them, it is kept and re-dated', async () => {
    const { userId } = await createUserWithCredential(
      database,
      { kind: 'email', email: 'ada@example.com' },
      { now: () => Date.UTC(2026, 10, 1) },
    );
    const linked = await linkCredential(
      database,
      userId,
      { kind: 'solana-wallet', address: 'AdaWallet1111', walletName: 'Phantom' },
      { now: () => Date.UTC(2026, 10, 2) },
    );
    expect(linked).toEqual(
      expect.objectContaining({
        userId,
        kind: 'solana-wallet',
        chain: 'solana',
        walletName: 'Phantom',
      }),
    );
    const again = await linkCredential(
      database,
      userId,
      { kind: 'solana-wallet', address: 'AdaWallet1111' },
      { now: () => Date.UTC(2026, 10, 3) },
    );
    expect(again).toEqual({ ...linked, lastVerifiedAt: new Date(Date.UTC(2026, 10, 3)) });
    const user = await findUserByCredential(database, {
      kind: 'solana-wallet',
      address: 'AdaWallet1111',
    });
    expect(user?.credentials.map((credential) => credential.kind)).toEqual([
      'email',
      'solana-wallet',
    ]);
  });

  it("refuses another user's credential with CREDENTIAL_LINKED_ELSEWHERE, and changes nothing", async () => {
    const owner = await createUserWithCredential(database, {
      kind: 'solana-wallet',
      address: 'OwnerWallet111',
    });
    const attacker = await createUserWithCredential(database, {
      kind: 'email',
      email: 'mallory@example.com',
    });
    const embedded = await createUserWithCredential(database, {
      kind: 'embedded-wallet',
      subOrganizationId: 'sub-org-owner',
      custodyUserId: 'custody-user-owner',
    });
    const before = await snapshotUsers(database);
    const attempts = [
      { kind: 'solana-wallet', address: 'OwnerWallet111' },
      { kind: 'embedded-wallet', subOrganizationId: 'sub-org-owner', custodyUserId: 'mine' },
      { kind: 'email', email: 'GRACE@example.com' },
      { kind: 'passkey', credentialId: 'passkey-held' },
    ] as const;
    for (const credential of attempts) {
      expect(await refusal(linkCredential(database, attacker.userId, credential))).toEqual([
        409,
        'CREDENTIAL_LINKED_ELSEWHERE',
      ]);
    }
    expect(await snapshotUsers(database)).toEqual(before);
    expect(
      await findUserByCredential(database, { kind: 'solana-wallet', address: 'OwnerWallet111' }),
    ).toEqual(owner);
    expect(embedded.credentials[0]?.turnkeyUserId).toBe('custody-user-owner');
  });

  it('refuses a user that does not exist (or an id that is no UUID) with NOT_FOUND', async () => {
    const wallet = { kind: 'solana-wallet', address: 'Orphan111' } as const;
    expect(await refusal(linkCredential(database, crypto.randomUUID(), wallet))).toEqual([
      404,
      'NOT_FOUND',
    ]);
    expect(await refusal(linkCredential(database, "' OR 1=1 --", wallet))).toEqual([
      404,
      'NOT_FOUND',
    ]);
    expect(await findUserByCredential(database, wallet)).toBe(undefined);
  });
});
