import { p256 } from '@noble/curves/nist.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type EmbeddedServerStack,
  startEmbeddedServer,
} from '../testing/embedded-server.fixture.js';
import { recordAttack } from '../testing/record-attack.fixture.js';

// Attacks on the owner of an email, against the sandbox's custody server and the default limits:
// someone at other addresses asks for codes and recovery emails for the victim's email and tries
// wrong codes, to lock the owner out. The owner, at their own address, still gets a code and their
// code still works. The overall ceiling still bounds how many codes exist to guess at.

let stack: EmbeddedServerStack;
let tick = 0;
const victim = 'victim@example.com';
const owner = '192.0.2.10';
const attacker = (i: number) => `203.0.113.${i + 1}`;

beforeAll(async () => {
  // Default limits; a new millisecond per call: the custody server refuses the same signed body twice.
  stack = await startEmbeddedServer({}, () => Date.now() + ++tick);
});
afterAll(() => stack?.stop());

const targetPublicKey = () => bytesToHex(p256.getPublicKey(p256.utils.randomSecretKey(), false));
const lastCodeFor = (email: string) =>
  stack.custody.admin
    .outbox()
    .filter((message) => message.to === email && message.otpCode)
    .at(-1)?.otpCode as string;
const wrongFor = (code: string) => (code === 'AAAAAAAAA' ? 'BBBBBBBBB' : 'AAAAAAAAA');

/** The owner, from their own address: asks for a code, types it in, is signed in. */
async function ownerLogsIn() {
  const started = await stack.post('/embedded/email-login', { email: victim }, owner);
  expect(started.status).toBe(200);
  const verified = await stack.post(
    '/embedded/email-login/verify',
    { ...started.body, code: lastCodeFor(victim), targetPublicKey: targetPublicKey() },
    owner,
  );
  expect(verified.status).toBe(200);
  return verified.body;
}

describe('email lockout attacks', () => {
  it("codes flooded and wrong tries from other addresses leave the owner's login working", async () => {
    const user = await ownerLogsIn();
    let tried = 0;
    const statuses: number[] = [];
    const challenges: Record<string, unknown>[] = [];
    // Ten addresses, each asking until refused: the old per-email limit (5) fell to the first.
    for (let i = 0; i < 10; i += 1) {
      for (let n = 0; n < 6; n += 1) {
        const sent = await stack.post('/embedded/email-login', { email: victim }, attacker(i));
        tried += 1;
        statuses.push(sent.status);
        if (sent.status === 200) challenges.push(sent.body);
      }
    }
    // Every code the attacker got, tried wrong until it is spent (the old limit: ten wrong tries
    // for the email, then even the owner's right code got 429), plus guesses at codes it never
    // asked for (the owner's is unknown to it).
    for (const [i, challenge] of challenges.entries()) {
      for (let n = 0; n < 4; n += 1) {
        const guess = await stack.post(
          '/embedded/email-login/verify',
          { ...challenge, code: 'AAAAAAAAA', targetPublicKey: targetPublicKey() },
          attacker(i % 10),
        );
        tried += 1;
        // Refused, however: a wrong code (400) or a limit (429).
        expect([400, 429]).toContain(guess.status);
      }
    }
    for (let n = 0; n < 5; n += 1) {
      const guess = await stack.post(
        '/embedded/email-login/verify',
        {
          otpId: crypto.randomUUID(),
          organizationId: challenges[0]?.organizationId,
          code: 'AAAAAAAAA',
          targetPublicKey: targetPublicKey(),
        },
        attacker(n),
      );
      tried += 1;
      expect(guess.body.error.code).toBe('CODE_INVALID_OR_EXPIRED');
    }

    // The owner, at their own address, still gets a code; a wrong first try does not stop the
    // right second; and it is the same user as before.
    const started = await stack.post('/embedded/email-login', { email: victim }, owner);
    expect(started.status).toBe(200);
    const code = lastCodeFor(victim);
    const typo = await stack.post(
      '/embedded/email-login/verify',
      { ...started.body, code: wrongFor(code), targetPublicKey: targetPublicKey() },
      owner,
    );
    expect(typo.status).toBe(400);
    const verified = await stack.post(
      '/embedded/email-login/verify',
      { ...started.body, code, targetPublicKey: targetPublicKey() },
      owner,
    );
    expect(verified.status).toBe(200);
    expect([verified.body.organizationId, verified.body.userId]).toEqual([
      user.organizationId,
      user.userId,
    ]);
    // Five codes each address got, from its own count for the email, not the email's.
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    recordAttack('email login lockout from other addresses', tried, tried);
  }, 60_000);

  it("a stranger's wrong tries for the email do not block the owner's own code", async () => {
    const email = 'tries@example.com';
    let tried = 0;
    // Four codes from one address, each tried wrong until spent: 12 wrong tries for the email,
    // past the old per-email limit (10), which then refused even the owner's right code.
    for (let n = 0; n < 4; n += 1) {
      const sent = await stack.post('/embedded/email-login', { email }, attacker(40));
      expect(sent.status).toBe(200);
      for (let t = 0; t < 3; t += 1) {
        const guess = await stack.post(
          '/embedded/email-login/verify',
          { ...sent.body, code: 'AAAAAAAAA', targetPublicKey: targetPublicKey() },
          attacker(40),
        );
        tried += 1;
        expect([400, 429]).toContain(guess.status);
      }
    }
    const started = await stack.post('/embedded/email-login', { email }, owner);
    expect(started.status).toBe(200);
    const verified = await stack.post(
      '/embedded/email-login/verify',
      { ...started.body, code: lastCodeFor(email), targetPublicKey: targetPublicKey() },
      owner,
    );
    expect(verified.status).toBe(200);
    recordAttack('email login lockout by wrong tries', tried, tried);
  }, 60_000);

  it('a flood of recovery emails from other addresses leaves the owner able to recover', async () => {
    let tried = 0;
    for (let i = 0; i < 9; i += 1) {
      for (let n = 0; n < 4; n += 1) {
        await stack.post(
          '/embedded/email-recovery',
          { email: victim, targetPublicKey: targetPublicKey() },
          attacker(20 + i),
        );
        tried += 1;
      }
    }
    await stack.settled();
    const mails = () =>
      stack.custody.admin
        .outbox()
        .filter((message) => message.to === victim && message.kind === 'RECOVERY');
    const before = mails().length;
    const recovery = await stack.post(
      '/embedded/email-recovery',
      { email: victim, targetPublicKey: targetPublicKey() },
      owner,
    );
    expect(recovery.status).toBe(200);
    await stack.settled();
    expect(mails()).toHaveLength(before + 1);
    // Three per address (27 of the attacker's, then the owner's): the old limit was three for
    // the email, whoever asked.
    expect(mails()).toHaveLength(28);
    recordAttack('email recovery lockout from other addresses', tried, tried);
  }, 60_000);

  it('bounds guessing at one email from any number of addresses by the overall ceiling', async () => {
    // 25 addresses × 5 codes asked for one email: at most 100 are sent (the default ceiling),
    // each good for 3 tries — 300 guesses an hour at 32⁹ codes, < 10⁻⁶ a year (embedded-limits.ts).
    const email = 'target@example.com';
    const mails = () => stack.custody.admin.outbox().filter((message) => message.to === email);
    let accepted = 0;
    let tried = 0;
    for (let i = 0; i < 25; i += 1) {
      for (let n = 0; n < 5; n += 1) {
        const answer = await stack.post('/embedded/email-login', { email }, `198.18.${i}.1`);
        tried += 1;
        if (answer.status === 200) accepted += 1;
        else expect(answer.body.error.code).toBe('RATE_LIMITED');
      }
    }
    expect(accepted).toBe(100);
    expect(mails()).toHaveLength(100);
    recordAttack('email code flood past the ceiling', tried - 100, tried - accepted);
  }, 60_000);

  it('sends from 40 /64s of one /56, and from 150 IPv4 addresses, never stop the owner’s own request', async () => {
    const email = 'owner-of-many@example.com';
    const home = '192.0.2.77';
    await logsIn(email, home);
    const sent = () => stack.custody.admin.outbox().filter((message) => message.to === email);
    const codesBefore = sent().length;
    let tried = 0;
    let accepted = 0;
    // One subscriber's /56: 256 /64s, each once a fresh client. Grouped at /48 for the email,
    // they share five codes.
    for (let i = 0; i < 40; i += 1) {
      const address = `2001:db8:aa:1${i.toString(16).padStart(2, '0')}::${i + 1}`;
      for (let n = 0; n < 6; n += 1) {
        const answer = await stack.post('/embedded/email-login', { email }, address);
        tried += 1;
        if (answer.status === 200) accepted += 1;
        else expect(answer.body.error.code).toBe('RATE_LIMITED');
      }
    }
    expect(accepted).toBe(5);
    // 150 IPv4 addresses, one code each: the email's shared ceiling (100 an hour) holds exactly.
    for (let i = 0; i < 150; i += 1) {
      const answer = await stack.post('/embedded/email-login', { email }, `198.19.${i}.9`);
      tried += 1;
      if (answer.status === 200) accepted += 1;
      else expect(answer.body.error.code).toBe('RATE_LIMITED');
    }
    // The owner's first code was one of the hundred.
    expect(accepted).toBe(99);
    expect(sent().length - codesBefore).toBe(99);
    // A stranger's fresh address is held by the ceiling; the owner's, which proved the email, is not.
    const stranger = await stack.post('/embedded/email-login', { email }, '198.51.100.200');
    expect([stranger.status, stranger.body.error?.code]).toEqual([429, 'RATE_LIMITED']);
    tried += 1;
    await logsIn(email, home);
    recordAttack(
      'email login lockout from 40 /64s and 150 IPv4 addresses',
      tried - accepted,
      tried - accepted,
    );

    // Recovery, the same rule: 60 addresses spend its ceiling (30), the owner still recovers.
    let recoveries = 0;
    for (let i = 0; i < 60; i += 1) {
      const answer = await stack.post(
        '/embedded/email-recovery',
        { email, targetPublicKey: targetPublicKey() },
        `198.19.${i}.10`,
      );
      if (answer.status === 200) recoveries += 1;
    }
    expect(recoveries).toBe(30);
    await stack.settled();
    const recoveryMails = () =>
      stack.custody.admin
        .outbox()
        .filter((message) => message.to === email && message.kind === 'RECOVERY');
    const before = recoveryMails().length;
    const own = await stack.post(
      '/embedded/email-recovery',
      { email, targetPublicKey: targetPublicKey() },
      home,
    );
    expect(own.status).toBe(200);
    await stack.settled();
    expect(recoveryMails()).toHaveLength(before + 1);
    recordAttack('email recovery lockout from 60 addresses', 30, 30);
  }, 120_000);
});

/** Someone at `address` asks for a code for `email`, types it in, and is signed in. */
async function logsIn(email: string, address: string) {
  const started = await stack.post('/embedded/email-login', { email }, address);
  expect(started.status).toBe(200);
  const verified = await stack.post(
    '/embedded/email-login/verify',
    { ...started.body, code: lastCodeFor(email), targetPublicKey: targetPublicKey() },
    address,
  );
  expect(verified.status).toBe(200);
  return verified.body;
}
