import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LatchkeyServer } from '../create-latchkey-server.js';
import type { Database } from '../database/database.js';
import { createPgliteDatabase } from '../database/pglite-database.js';
import { recordAttack } from '../testing/record-attack.fixture.js';
import { callSession, startSessionServer } from './session-server.fixture.js';

// Challenges are limited per client address, counted in the statement that keeps the nonce: a
// flood from one address is refused past the limit without a nonce kept, while other addresses,
// and the same one in the next window, still sign in.

let database: Database;
let server: LatchkeyServer;
let zeroLimit: LatchkeyServer;
let clock = Date.UTC(2026, 11, 4, 12, 0, 10);
beforeAll(async () => {
  database = await createPgliteDatabase();
  server = await startSessionServer({
    database,
    sessions: {
      issuer: 'http://latchkey.test',
      challengesPerClientAddress: { max: 3, windowSeconds: 60 },
    },
    now: () => clock,
  });
  zeroLimit = await startSessionServer({
    sessions: {
      issuer: 'http://latchkey.test',
      challengesPerClientAddress: { max: 0, windowSeconds: 60 },
    },
  });
});
afterAll(async () => {
  await server?.close();
  await zeroLimit?.close();
});

const ask = (clientIp: string, chainId = 'solana:devnet', on = server) =>
  callSession(on, 'createSignInChallenge', { chainId }, { clientIp });
const keptNonces = async () =>
  Number(
    (await database.query<{ n: string }>('SELECT count(*) AS n FROM sign_in_challenges')).rows[0]
      ?.n,
  );

describe('sign-in challenges per client address', () => {
  it('issues max a window, then refuses with 429 and keeps no nonce for the refused', async () => {
    const issued = [];
    for (let i = 0; i < 3; i += 1) issued.push((await ask('198.51.100.1')).status);
    expect(issued).toEqual([200, 200, 200]);
    const kept = await keptNonces();
    const flood = await Promise.all(Array.from({ length: 12 }, () => ask('198.51.100.1')));
    for (const { status, json } of flood) {
      expect(status).toBe(429);
      expect(json.error).toMatchObject({
        code: 'RATE_LIMITED',
        message: 'Too many sign-in attempts: try again in a minute',
      });
    }
    expect(await keptNonces()).toBe(kept);
    recordAttack('sign-in challenges past the client address limit', flood.length, 12, 'sign-in');

    // Another address is not locked out by the flood; the flooder is let in the next window.
    expect((await ask('198.51.100.2')).status).toBe(200);
    clock += 60_000;
    expect((await ask('198.51.100.1')).status).toBe(200);
  });

  it('lets exactly max through when the asks race', async () => {
    const raced = await Promise.all(Array.from({ length: 10 }, () => ask('198.51.100.3')));
    expect(raced.filter(({ status }) => status === 200)).toHaveLength(3);
    expect(raced.filter(({ status }) => status === 429)).toHaveLength(7);
  });

  it('does not count an ask refused as invalid: its sender keeps the whole limit', async () => {
    for (let i = 0; i < 5; i += 1) {
      const { status, json } = await ask('198.51.100.4', 'solana:elsewhere');
      expect([status, json.error?.code]).toEqual([400, 'INVALID_REQUEST']);
    }
    const issued = [];
    for (let i = 0; i < 4; i += 1) issued.push((await ask('198.51.100.4')).status);
    expect(issued).toEqual([200, 200, 200, 429]);
  });

  it('issues nothing under a limit of 0', async () => {
    const { status, json } = await ask('198.51.100.5', 'solana:devnet', zeroLimit);
    expect([status, json.error?.code]).toEqual([429, 'RATE_LIMITED']);
  });
});
