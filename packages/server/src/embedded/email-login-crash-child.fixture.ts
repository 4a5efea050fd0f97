// For email-login-kill.test.ts: a process that logs emails in against a shared PostgreSQL and the
// sandbox's custody server, and kills itself (SIGKILL: no handler, no cleanup, no rollback sent)
// at the first visit of the fault point it is given. Without one it runs until its parent kills
// it. Arguments: one JSON object, {@link CrashChildPlan}.
import { createPostgresDatabase } from '../database/postgres-database.js';
import {
  type CrashCustody,
  crashTestContext,
  logInWithEmail,
} from './email-login-crash.fixture.js';

/** What one child process does. */
export interface CrashChildPlan {
  databaseUrl: string;
  custody: CrashCustody;
  /** Logged in one after another, round and round. */
  emails: string[];
  /** Where to die; none: log in until killed from outside. */
  crashAt?: string;
}

const plan = JSON.parse(process.argv[2] ?? '{}') as CrashChildPlan;
const database = createPostgresDatabase({ connectionString: plan.databaseUrl });
let tick = 0;
const context = crashTestContext(database, plan.custody, () => Date.now() + ++tick, {
  at(point) {
    if (point === plan.crashAt) process.kill(process.pid, 'SIGKILL');
  },
});
process.stdout.write('ready\n');
for (let round = 0; ; round += 1) {
  const email = plan.emails[round % plan.emails.length] as string;
  await logInWithEmail(context, plan.custody.url, email);
  process.stdout.write(`signed in ${email}\n`);
  // A fault point never reached (a known email makes no organization): done after one round.
  if (plan.crashAt && round + 1 >= plan.emails.length) break;
}
await database.close();
