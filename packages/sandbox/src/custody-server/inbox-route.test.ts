import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningHttpServer, startHttpServer } from '../http/start-http-server.js';
import type { OutboxMessage } from './custody-state.js';
import { createInboxRoute, describeEmail } from './inbox-route.js';

const outbox: OutboxMessage[] = [
  { to: 'ada@example.com', kind: 'OTP', organizationId: 'org', otpCode: '123456', sentAt: 1 },
  {
    to: '<script>alert(1)</script>@example.com',
    kind: 'RECOVERY',
    organizationId: 'org',
    magicLink: 'http://localhost:5173/?bundle="x"',
    sentAt: 2,
  },
  {
    to: 'lin@example.com',
    kind: 'RECOVERY',
    organizationId: 'org',
    credentialBundle: '4Zx9recoveryBundle',
    sentAt: 3,
  },
];

let server: RunningHttpServer;
beforeAll(async () => {
  server = await startHttpServer({
    host: '127.0.0.1',
    port: 0,
    routes: [createInboxRoute(() => outbox)],
  });
});
afterAll(() => server?.close());

describe('the sandbox inbox', () => {
  it('prints one line per email with what the user needs', () => {
    expect(describeEmail(outbox[0] as OutboxMessage)).toBe(
      'Email to ada@example.com (sign-in code): 123456',
    );
    expect(describeEmail(outbox[1] as OutboxMessage)).toMatch(/\(recovery code\): http:\/\//);
    expect(describeEmail(outbox[2] as OutboxMessage)).toBe(
      'Email to lin@example.com (recovery code): 4Zx9recoveryBundle',
    );
  });

  it('lists them newest first, as escaped HTML under a strict CSP, and as JSON', async () => {
    const page = await fetch(`${server.url}/inbox`);
    expect(page.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    const html = await page.text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;@example.com');
    expect(html.indexOf('recovery code')).toBeLessThan(html.indexOf('123456'));
    // The recovery code the user pastes is the credential bundle, labelled as such.
    expect(html).toContain(
      '<p class="label">Recovery code</p><p class="bundle" aria-label="Recovery code">4Zx9recoveryBundle</p>',
    );
    const json = (await (await fetch(`${server.url}/inbox.json`)).json()) as {
      to: string;
      recoveryCode?: string;
    }[];
    expect(json.map((message) => message.to)).toEqual([
      'lin@example.com',
      '<script>alert(1)</script>@example.com',
      'ada@example.com',
    ]);
    expect(json[0]?.recoveryCode).toBe('4Zx9recoveryBundle');
    expect((await fetch(`${server.url}/elsewhere`)).status).toBe(404);
  });
});
