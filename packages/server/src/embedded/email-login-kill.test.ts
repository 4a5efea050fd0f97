import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RunningCustodyServer, startCustodyServer } from '@latchkey/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../../../../scripts/test-postgres.js';
import type { Database } from '../database/database.js';
import { migrate } from '../database/migrations.js';
import { createPostgresDatabase } from '../database/postgres-database.js';
import { bundleForChild } from '../testing/bundle-for-child.fixture.js';
import { UNSENT_CHALLENGE_SECONDS } from './email-login.js';
import {
  type CrashCustody,
  crashTestContext,
  emailLoginOrphans,
  logInWithEmail,
} from './email-login-crash.fixture.js';
import type { CrashChildPlan } from './email-login-crash-child.fixture.js';
import { EMAIL_LOGIN_FAULT_POINTS } from './email-login-faults.js';

// Email login killed with SIGKILL — at each step boundary, and at random moments — in processes
// sharing Debian's PostgreSQL and the sandbox's custody server, as instances of the server would.
// Afterwards: no code spent without its user, and every email signs in with one fresh code, as
// one user with one organization at the provider. The child is this package's source bundled by
// esbuild (packages external), since Node 20 runs no TypeScript.

const here = dirname(fileURLToPath(import.meta.url));
const RANDOM_KILLS = 4;

let postgres: TestPostgres;
let database: Database;
let custody: RunningCustodyServer;
let where: CrashCustody;
let bundle: Awaited<ReturnType<typeof bundleForChild>> | undefined;
let child: string;

beforeAll(async () => {
  postgres = await startTestPostgres();
  database = createPostgresDatabase({ connectionString: postgres.url });
  await migrate(database);
  custody = await startCustodyServer({ host: '127.0.0.1', port: 0 });
  where = {
    url: custody.url,
    organizationId: custody.admin.rootOrganizationId,
    apiPublicKey: custody.admin.rootApiKey.publicKey,
    apiPrivateKey: custody.admin.rootApiKey.privateKey,
  };
  bundle = await bundleForChild(
    join(here, 'email-login-crash-child.fixture.ts'),
    'email-login-kill',
  );
  child = bundle.file;
}, 60_000);
afterAll(async () => {
  await database?.close();
  await custody?.close();
  await postgres?.stop();
  bundle?.remove();
});

/** Runs one child to its end; `killAfterMs` kills it that long after it is ready. */
function runChild(plan: CrashChildPlan, killAfterMs?: number) {
  return new Promise<{ signal: NodeJS.Signals | null; code: number | null; output: string }>(
    (resolve, reject) => {
      const process = spawn('node', [child, JSON.stringify(plan)], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      let timed = false;
      process.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (killAfterMs !== undefined && !timed && output.startsWith('ready\n')) {
          timed = true;
          setTimeout(() => process.kill('SIGKILL'), killAfterMs);
        }
      });
      process.stderr.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      process.once('error', reject);
      process.once('exit', (code, signal) => resolve({ code, signal, output }));
    },
  );
}

describe('email login killed with SIGKILL', () => {
  it('at each step and at random moments: no code spent without its user; afterwards every email signs in with one fresh code', async () => {
    const emails = new Set<string>(['steady@example.com']);
    let tick = 0;
    await logInWithEmail(
      crashTestContext(database, where, () => Date.now() + ++tick),
      where.url,
      'steady@example.com',
    );
    const outcomes: string[] = [];
    // Each point on an email new to the process and on one it signed in before (which makes no
    // organization, so that one point is passed without a kill).
    for (const [index, point] of EMAIL_LOGIN_FAULT_POINTS.entries()) {
      for (const known of [false, true]) {
        const email = known ? 'steady@example.com' : `point-${index}@example.com`;
        emails.add(email);
        const run = await runChild({
          databaseUrl: postgres.url,
          custody: where,
          emails: [email],
          crashAt: point,
        });
        outcomes.push(`${point} ${known ? 'known' : 'new'}: ${run.signal ?? `exit ${run.code}`}`);
        if (run.signal !== 'SIGKILL') expect(run.code, run.output).toBe(0);
      }
    }
    expect(outcomes.filter((outcome) => !outcome.endsWith('SIGKILL'))).toEqual([
      'verify:organization-made known: exit 0',
    ]);
    for (let index = 0; index < RANDOM_KILLS; index += 1) {
      const fresh = `random-${index}@example.com`;
      emails.add(fresh);
      const delay = Math.floor(Math.random() * 600);
      const run = await runChild(
        { databaseUrl: postgres.url, custody: where, emails: [fresh, 'steady@example.com'] },
        delay,
      );
      outcomes.push(
        `after ${delay} ms: ${run.signal} (${run.output.split('\n').length - 2} signed in)`,
      );
      expect(run.signal, run.output).toBe('SIGKILL');
    }

    // Right after the kills: no code spent without its user, whatever else a kill left.
    const left = await emailLoginOrphans(database);
    expect({ outcomes, spentWithoutUser: left.spentWithoutUser }).toEqual({
      outcomes,
      spentWithoutUser: [],
    });

    // Past the window a live request may hold an unsent challenge: one fresh code per email.
    const later = Date.now() + (UNSENT_CHALLENGE_SECONDS + 1) * 1000;
    const context = crashTestContext(database, where, () => later + ++tick);
    for (const email of emails) {
      const user = await logInWithEmail(context, where.url, email);
      const { organizationIds } = await context.custody.client.getVerifiedSubOrgIds({
        organizationId: where.organizationId,
        filterType: 'EMAIL',
        filterValue: email,
      });
      expect({ email, organizationIds }).toEqual({
        email,
        organizationIds: [user.organizationId],
      });
    }
    expect(await emailLoginOrphans(database)).toEqual({ spentWithoutUser: [], unsent: [] });
  }, 90_000);
});
