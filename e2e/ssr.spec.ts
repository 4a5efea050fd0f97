import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

// The server-rendering example (apps/ssr-example) as a host ships it: built with Vite (React's
// development build, which reports every hydration mismatch), served by its Node server, opened
// in Chromium. The provider and the connect button render on the server and hydrate silently.

const exampleDir = fileURLToPath(new URL('../apps/ssr-example/', import.meta.url));
let server: { url: string; close: () => Promise<void> };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: exampleDir, stdio: 'pipe' });
  const { startExampleServer } = (await import(
    new URL('../apps/ssr-example/serve.js', import.meta.url).href
  )) as { startExampleServer: (port: number) => Promise<typeof server> };
  server = await startExampleServer(0);
});
test.afterAll(async () => server?.close());

test('renders the provider and button on the server and hydrates them without a warning', async ({
  page,
}) => {
  const html = await (await fetch(server.url)).text();
  expect(html).toContain('data-status="disconnected"');
  expect(html).toMatch(/<button[^>]*>Connect wallet<\/button>/);
  expect(html).toContain('<span data-testid="network">Solana</span>');
  // The closed dialog costs the page nothing: its contents render once it opens.
  expect(html).not.toContain('Popular wallets');

  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  await page.goto(server.url);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  // Hydrated, not just painted: the button opens the dialog.
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await expect(page.getByRole('dialog', { name: 'Connect a wallet' })).toBeVisible();
  expect(messages).toEqual([]);
});
