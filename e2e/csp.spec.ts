import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { openAccountMenu } from './account-menu.js';
import {
  addPasskeyAuthenticator,
  approveInLatchkey,
  signUpWithPasskey,
} from './embedded-helpers.js';

// The demo as a host ships it (a production build), served under a strict Content-Security-Policy:
// scripts from the page's own origin only (no 'unsafe-eval', no inline scripts), connections only
// to the sandbox's services, frames only from the custody host. Every flow still works and the
// browser reports no violation.

const demoDir = fileURLToPath(new URL('../apps/demo/', import.meta.url));
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};
let outDir: string;
let server: Server;
let url: string;

const origin = (value: string | undefined) => (value ? new URL(value).origin : '');
const socketOrigin = (value: string | undefined) =>
  value ? new URL(value).origin.replace(/^http/, 'ws') : '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  outDir = mkdtempSync(join(tmpdir(), 'latchkey-csp-'));
  execFileSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: demoDir,
      stdio: 'pipe',
    },
  );
  const env = process.env;
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    `connect-src 'self' ${[
      env.VITE_LATCHKEY_RPC_URL,
      env.VITE_LATCHKEY_PRODUCT_API_URL,
      env.VITE_LATCHKEY_CUSTODY_URL,
      env.VITE_LATCHKEY_EVM_URL,
    ]
      .map(origin)
      .join(' ')} ${socketOrigin(env.VITE_LATCHKEY_WS_URL)}`,
    `frame-src ${origin(env.VITE_LATCHKEY_CUSTODY_URL)}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
  server = createServer((request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://demo').pathname);
    let body: Buffer;
    try {
      body = readFileSync(join(outDir, path === '/' ? 'index.html' : path));
    } catch {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'Content-Type':
        TYPES[extname(path)] ?? (path === '/' ? 'text/html' : 'application/octet-stream'),
      'Content-Security-Policy': policy,
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://localhost:${(server.address() as AddressInfo).port}/`;
});
test.afterAll(() => {
  server?.close();
  rmSync(outDir, { recursive: true, force: true });
});

test('every flow works under a strict Content-Security-Policy, with no violation', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const violations: string[] = [];
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  await addPasskeyAuthenticator(page);
  await page.goto(url);

  // An embedded wallet: passkey sign-up through the custody server.
  const address = await signUpWithPasskey(page, 'csp@example.com');

  // Sign, fund, send: RPC over HTTP and the subscription socket.
  await page.getByRole('button', { name: 'Sign message' }).click();
  await approveInLatchkey(page);
  await expect(page.getByTestId('message-verified')).toHaveText('verified', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Airdrop 1 SOL' }).click();
  await expect(page.getByTestId('wallet-balance')).toHaveText('1 SOL', { timeout: 20_000 });
  const recipient = (await page.getByTestId('burner-address').textContent()) as string;
  await page.getByLabel('To', { exact: true }).fill(recipient);
  await page.getByLabel('Amount (SOL)').first().fill('0.01');
  await page.getByRole('button', { name: 'Send with wallet' }).click();
  await approveInLatchkey(page);
  await expect(page.getByTestId('wallet-send-stage')).toHaveText('confirmed', { timeout: 20_000 });

  // The export frame loads from the custody host and shows the key.
  const account = await openAccountMenu(page, address);
  await account.getByRole('button', { name: 'Export private key' }).click();
  await expect(account.locator('iframe')).toBeVisible({ timeout: 20_000 });

  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});
