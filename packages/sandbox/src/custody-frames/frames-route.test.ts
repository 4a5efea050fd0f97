import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type RunningCustodyServer,
  startCustodyServer,
} from '../custody-server/start-custody-server.js';

// What the server sends; the frames' behaviour runs in Chromium in the embedded-wallet specs.

let server: RunningCustodyServer;
beforeAll(async () => {
  server = await startCustodyServer({ host: '127.0.0.1', port: 0 });
});
afterAll(() => server.close());

describe('custody frames', () => {
  it('serves the auth frame page with its allowed parents, own-script CSP and embedders', async () => {
    const page = await fetch(`${server.url}/frames/auth`);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain('frame-ancestors http://localhost:*');
    const html = await page.text();
    expect(html).toContain('<meta name="latchkey-parent-origins"');
    expect(html).toContain('<script type="module" src="/frames/auth.js"></script>');
  });

  it('bundles the frame script, which speaks the provider protocol', async () => {
    const script = await fetch(`${server.url}/frames/auth.js`);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    const source = await script.text();
    for (const word of [
      'TURNKEY_INIT_MESSAGE_CHANNEL',
      'PUBLIC_KEY_READY',
      'INJECT_CREDENTIAL_BUNDLE',
      'STAMP_REQUEST',
    ]) {
      expect(source).toContain(word);
    }
    expect((await fetch(`${server.url}/frames/unknown`)).status).toBe(404);
    const exportPage = await (await fetch(`${server.url}/frames/export`)).text();
    expect(exportPage).toContain(
      `<meta name="latchkey-enclave-key" content="${server.enclavePublicKey}">`,
    );
    expect(await (await fetch(`${server.url}/frames/export.js`)).text()).toContain(
      'INJECT_KEY_EXPORT_BUNDLE',
    );
  });
});
