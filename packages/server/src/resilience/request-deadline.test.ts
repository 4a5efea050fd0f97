import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.js';
import { createPgliteDatabase } from '../database/pglite-database.js';
import { ServerError } from '../server-error.js';
import { type RequestScopeVariables, requestDeadline } from './request-deadline.js';

type Env = { Variables: RequestScopeVariables; Bindings: { signal?: AbortSignal } };

let database: Database;
beforeAll(async () => {
  database = await createPgliteDatabase();
  await database.query('CREATE TABLE spent (id int PRIMARY KEY)');
}, 20_000);
afterAll(() => database?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const spent = async (id: number) =>
  (await database.query('SELECT 1 FROM spent WHERE id = $1', [id])).rows.length;

/** A server with the deadline in front of routes that write after a pause. */
function appWith(deadlineMs: number, over: Database = database) {
  const app = new Hono<Env>();
  app.use(
    '*',
    requestDeadline<Env>({ database: over, deadlineMs, clientSignal: (c) => c.env?.signal }),
  );
  app.onError((error, c) =>
    error instanceof ServerError
      ? c.json({ error: { code: error.code } }, error.status as 503)
      : c.json({ error: { code: 'INTERNAL' } }, 500),
  );
  app.post('/spend/:id/after/:ms', async (c) => {
    await sleep(Number(c.req.param('ms')));
    await c.var.database.transaction((tx) =>
      tx.query('INSERT INTO spent VALUES ($1)', [Number(c.req.param('id'))]),
    );
    return c.json({ spent: true });
  });
  return app;
}

async function timed(response: Promise<Response>) {
  const startedAt = performance.now();
  const answer = await response;
  const body = (await answer.json()) as { error?: { code: string } };
  return {
    status: answer.status,
    code: body.error?.code,
    ms: performance.now() - startedAt,
    answer,
  };
}

describe('requestDeadline', () => {
  it('answers 503 DEADLINE_EXCEEDED at the deadline, and the late handler commits nothing', async () => {
    const app = appWith(300);
    const { status, code, ms, answer } = await timed(
      Promise.resolve(app.request('/spend/1/after/800', { method: 'POST' })),
    );
    expect([status, code]).toEqual([503, 'DEADLINE_EXCEEDED']);
    expect(answer.headers.get('Retry-After')).toBe('1');
    expect(ms).toBeGreaterThanOrEqual(290);
    expect(ms).toBeLessThan(700);
    await sleep(700);
    expect(await spent(1)).toBe(0);
  });

  it('answers a request within its deadline as usual', async () => {
    const app = appWith(2000);
    const { status } = await timed(
      Promise.resolve(app.request('/spend/2/after/10', { method: 'POST' })),
    );
    expect(status).toBe(200);
    expect(await spent(2)).toBe(1);
  });

  it('waits for a commit already on its way at the deadline, and answers it', async () => {
    // The real database, with 400 ms between the work and the commit's end.
    const slowCommit: Database = {
      ...database,
      kind: database.kind,
      query: (sql, parameters) => database.query(sql, parameters),
      transaction: (work) =>
        database.transaction(async (tx) => {
          const value = await work(tx);
          await sleep(400);
          return value;
        }),
    };
    const app = appWith(300, slowCommit);
    const { status, ms } = await timed(
      Promise.resolve(app.request('/spend/3/after/100', { method: 'POST' })),
    );
    expect(status).toBe(200);
    expect(ms).toBeGreaterThanOrEqual(450);
    expect(await spent(3)).toBe(1);
  });

  it('a client gone before the commit: the handler stops with 499 CLIENT_CLOSED_REQUEST and commits nothing', async () => {
    const app = appWith(5000);
    const client = new AbortController();
    const asked = app.request('/spend/4/after/300', { method: 'POST' }, { signal: client.signal });
    await sleep(50);
    client.abort();
    const { status, code } = await timed(Promise.resolve(asked));
    expect([status, code]).toEqual([499, 'CLIENT_CLOSED_REQUEST']);
    expect(await spent(4)).toBe(0);
  });
});
