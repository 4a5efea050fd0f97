import { type ChildProcess, spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../../../../scripts/test-postgres.js';
import { bundleForChild } from '../testing/bundle-for-child.fixture.js';

// `latchkey-server` itself, on Debian's PostgreSQL, sent SIGTERM under load: 30 requests mid-body
// and 8 clients asking /ready (a database query each) over and over. Every request the server
// received is answered — the ones in flight included, the database still open for them — new
// connections are refused, and the process exits 0 after the last answer. The CLI is this
// package's source bundled by esbuild (packages external), since Node 20 runs no TypeScript.

const here = dirname(fileURLToPath(import.meta.url));
let postgres: TestPostgres;
let bundle: Awaited<ReturnType<typeof bundleForChild>> | undefined;
let cli: string;

beforeAll(async () => {
  postgres = await startTestPostgres();
  bundle = await bundleForChild(join(here, '..', 'cli.ts'), 'cli-shutdown');
  cli = bundle.file;
}, 60_000);
afterAll(async () => {
  await postgres?.stop();
  bundle?.remove();
});

interface Answer {
  status: number | undefined;
  error: string | undefined;
}

function send(port: number, path: string, body?: { text: string; gapMs: number }) {
  return new Promise<Answer>((resolve) => {
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      method: body ? 'POST' : 'GET',
      path,
      agent: false,
      headers: body
        ? {
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(body.text),
            Authorization: 'Bearer pk_acme',
          }
        : {},
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode, error: undefined }));
      response.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ status: undefined, error: error.code ?? error.message }),
      );
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ status: undefined, error: error.code ?? error.message }),
    );
    if (!body) {
      request.end();
      return;
    }
    request.write(body.text.slice(0, 10));
    setTimeout(() => request.end(body.text.slice(10)), body.gapMs);
  });
}

describe('latchkey-server on SIGTERM', { timeout: 90_000 }, () => {
  it('answers every request it received, refuses new connections, and exits 0 after the last answer', async () => {
    const child: ChildProcess = spawn('node', [cli], {
      env: {
        PATH: process.env.PATH,
        LATCHKEY_ENVIRONMENTS: 'acme:pk_acme',
        DATABASE_URL: postgres.url,
        PORT: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (data: Buffer) => {
      stdout += data.toString();
    });
    child.stderr?.on('data', (data: Buffer) => {
      stderr += data.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const port = await new Promise<number>((resolve, reject) => {
      const look = () => {
        const found = /latchkey-server on http:\/\/127\.0\.0\.1:(\d+)/.exec(stdout);
        if (found) resolve(Number(found[1]));
      };
      child.stdout?.on('data', look);
      child.once('exit', () => reject(new Error(`latchkey-server exited: ${stderr}`)));
    });

    const text = JSON.stringify({ environmentId: 'acme', email: 'someone@example.com' });
    // Bodies finishing 300 ms to 1.5 s after the signal.
    const inFlight = Array.from({ length: 30 }, (_, index) =>
      send(port, '/api/v0/embedded/email-login', { text, gapMs: 500 + index * 40 }),
    );
    let stopped = false;
    const loops = Array.from({ length: 8 }, async () => {
      const answers: Answer[] = [];
      for (;;) {
        const answer = await send(port, '/api/v0/ready');
        answers.push(answer);
        if (stopped && answer.error) return answers;
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalled = performance.now();
    child.kill('SIGTERM');
    stopped = true;
    const code = await exited;
    const exitedAfterMs = performance.now() - signalled;
    const posts = await Promise.all(inFlight);
    const probes = (await Promise.all(loops)).flat();

    const lines = stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { route: string; status: number });
    const answeredProbes = probes.filter((answer) => answer.status !== undefined);
    const failedProbes = probes.filter((answer) => answer.status === undefined);
    console.log(
      `SIGTERM under load: ${posts.filter((post) => post.status).length} of ${posts.length} requests in flight answered; /ready ${answeredProbes.length} answered (${answeredProbes.filter((a) => a.status === 200).length} ready), then ${failedProbes.map((a) => a.error).join(', ')}; exit ${code} ${exitedAfterMs.toFixed(0)} ms after the signal`,
    );
    expect(code).toBe(0);
    expect(posts.map((post) => post.status)).toEqual(posts.map(() => 501));
    // The database stayed open for every request answered: /ready never saw it closed.
    expect(answeredProbes.every((answer) => answer.status === 200)).toBe(true);
    // Each loop ends once the port is closed: refused, or reset while still in the kernel's
    // accept queue, before the server read it (the count below shows none it read went unanswered).
    expect(failedProbes).toHaveLength(8);
    for (const answer of failedProbes)
      expect(['ECONNREFUSED', 'ECONNRESET']).toContain(answer.error);
    // Every request the server received and logged reached its client.
    expect(lines.filter((line) => line.route === '/api/v0/ready')).toHaveLength(
      answeredProbes.length,
    );
    expect(lines.filter((line) => line.route === '/api/v0/embedded/email-login')).toHaveLength(30);
    // It waited for the slowest body (1.7 s after the requests began) before exiting.
    expect(exitedAfterMs).toBeGreaterThan(1000);
    expect(stdout).toContain('SIGTERM, finishing');
    expect(stderr).not.toContain('Cannot use a pool');
  });
});
