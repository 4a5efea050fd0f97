import { type RunningCustodyServer, startCustodyServer } from '@latchkey/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.js';
import { migrate } from '../database/migrations.js';
import { createPgliteDatabase } from '../database/pglite-database.js';
import { type EmailLoginContext, UNSENT_CHALLENGE_SECONDS } from './email-login.js';
import {
  type CrashCustody,
  crashTestContext,
  emailLoginOrphans,
  logInWithEmail,
} from './email-login-crash.fixture.js';
import { EMAIL_LOGIN_FAULT_POINTS } from './email-login-faults.js';

// A login cut short at any step boundary (here by a throw, which ends the request as a crash
// would: nothing after it runs, an open transaction rolls back) leaves nothing the next login
// trips over. Before the fix, the code was marked used before its user was recorded and emailed
// before its challenge was written.

let custody: RunningCustodyServer;
let where: CrashCustody;
let database: Database;
let tick = 0;
// A new millisecond per call: the custody server refuses the same signed body twice.
let offsetMs = 0;
const now = () => Date.now() + offsetMs + ++tick;

beforeAll(async () => {
  custody = await startCustodyServer({ host: '127.0.0.1', port: 0 });
  where = {
    url: custody.url,
    organizationId: custody.admin.rootOrganizationId,
    apiPublicKey: custody.admin.rootApiKey.publicKey,
    apiPrivateKey: custody.admin.rootApiKey.privateKey,
  };
  database = await createPgliteDatabase();
  await migrate(database);
});
afterAll(async () => {
  await database?.close();
  await custody?.close();
});

/** The sub-organizations whose root user has proven `email`, as the provider lists them. */
async function verifiedOrganizations(context: EmailLoginContext, email: string) {
  const { organizationIds } = await context.custody.client.getVerifiedSubOrgIds({
    organizationId: context.custody.organizationId,
    filterType: 'EMAIL',
    filterValue: email,
  });
  return organizationIds;
}

describe('email login cut short', () => {
  it('at every step, for a new and a known email, leaves nothing the next login trips over', async () => {
    const crashed = new Error('crash');
    let crashAt: string | undefined;
    const context = crashTestContext(database, where, now, {
      at(point) {
        if (point === crashAt) throw crashed;
      },
    });
    const users = new Map<string, { organizationId: string; userId: string } | undefined>();
    const reached: string[] = [];
    for (const point of EMAIL_LOGIN_FAULT_POINTS) {
      for (const known of [false, true]) {
        const email = `${point.replace(':', '-')}-${known ? 'known' : 'new'}@example.com`;
        crashAt = undefined;
        const user = known ? await logInWithEmail(context, where.url, email) : undefined;
        users.set(email, user && { organizationId: user.organizationId, userId: user.userId });
        crashAt = point;
        // A known email never makes an organization: that login runs to the end.
        const outcome = await logInWithEmail(context, where.url, email).catch((error) => error);
        if (outcome === crashed) reached.push(`${point} ${known ? 'known' : 'new'}`);
      }
    }
    expect(reached).toHaveLength(EMAIL_LOGIN_FAULT_POINTS.length * 2 - 1);
    // Right after the crashes: no code spent without its user; unsent challenges only where the
    // request died between writing the challenge and recording the provider's otp id.
    expect(await emailLoginOrphans(database)).toEqual({
      spentWithoutUser: [],
      unsent: [
        'start-challenge-written-known@example.com',
        'start-challenge-written-new@example.com',
        'start-code-sent-known@example.com',
        'start-code-sent-new@example.com',
      ],
    });

    // Later (past the window a live request may hold an unsent challenge), each email asks for
    // one fresh code and is signed in by it, as the same user if it had one.
    crashAt = undefined;
    offsetMs = (UNSENT_CHALLENGE_SECONDS + 1) * 1000;
    for (const [email, before] of users) {
      const after = await logInWithEmail(context, where.url, email);
      if (before) expect({ email, ...after }).toMatchObject({ email, ...before });
      // One organization per email at the provider, the one the database records.
      expect({ email, organizations: await verifiedOrganizations(context, email) }).toEqual({
        email,
        organizations: [after.organizationId],
      });
    }
    expect(await emailLoginOrphans(database)).toEqual({ spentWithoutUser: [], unsent: [] });
  }, 60_000);

  it('a start the provider refuses leaves no challenge, and the next one signs the email in', async () => {
    const context = crashTestContext(database, where, now);
    const email = 'refused@example.com';
    custody.admin.setBehavior(where.organizationId, { fail: 'activity' });
    const refused = await logInWithEmail(context, where.url, email).catch((error) => error);
    custody.admin.setBehavior(where.organizationId, {});
    expect(refused).toMatchObject({ status: 502, code: 'CUSTODY_ERROR' });
    const { rows } = await database.query('SELECT 1 FROM email_challenges WHERE email = $1', [
      email,
    ]);
    expect(rows).toEqual([]);
    expect(await logInWithEmail(context, where.url, email)).toMatchObject({
      organizationId: expect.any(String),
    });
  }, 20_000);
});
