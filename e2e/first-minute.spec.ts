import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { disconnectFromAccountMenu } from './account-menu.js';
import { addPasskeyAuthenticator } from './embedded-helpers.js';

// A new user's first minute, as the README tells it: `npm start`, open the URL it prints, sign
// up with a passkey, then log in by email with the code the sandbox shows (its console and its
// inbox page, linked from the demo). `npm start` is run for real here, on its own ports.

const root = fileURLToPath(new URL('..', import.meta.url));

/** `npm start` with its output collected; stopped with its whole process group. */
function npmStart() {
  // As a new user's shell has it: none of the URLs this test run's own stack put in the env.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(VITE_)?LATCHKEY_/.test(name)),
  );
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    env: { ...env, FORCE_COLOR: '0', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return { child, output: () => output };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = once(child, 'exit');
  process.kill(-child.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
}

test('npm start: passkey sign-up and email login finish by hand on the printed URL', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const started = npmStart();
  try {
    // The URL it prints, and the moment both the sandbox and the demo answer.
    await expect
      .poll(() => /Demo\s+(http:\/\/\S+)/.exec(started.output())?.[1], { timeout: 120_000 })
      .toBeTruthy();
    const demoUrl = /Demo\s+(http:\/\/\S+)/.exec(started.output())?.[1] as string;
    expect(new URL(demoUrl).hostname).toBe('localhost');
    await expect
      .poll(() => started.output().includes('Latchkey sandbox is running'), { timeout: 120_000 })
      .toBe(true);
    await expect
      .poll(async () => (await fetch(demoUrl).catch(() => undefined))?.status ?? 0, {
        timeout: 120_000,
      })
      .toBe(200);

    // Sign up with a passkey (a virtual authenticator plays the user's).
    await addPasskeyAuthenticator(page);
    await page.goto(demoUrl);
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
    const embedded = dialog.getByRole('region', { name: 'Embedded wallet' });
    const suffix = Date.now().toString(36);
    await embedded.getByLabel('Email').fill(`first-${suffix}@example.com`);
    await embedded.getByRole('button', { name: 'Continue with a passkey' }).click();
    await embedded.getByRole('button', { name: 'Create a passkey wallet' }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(page.getByTestId('status')).toHaveText('connected');
    const first = (await page.getByTestId('wallet-address').textContent()) as string;
    await disconnectFromAccountMenu(page, first);
    await expect(page.getByTestId('status')).toHaveText('disconnected');

    // Log in by email: the code is printed by the sandbox and waits in its inbox, which the demo
    // links (opened in a tab of its own before the dialog, which makes the page behind inert).
    const inboxLink = page.getByRole('link', { name: 'Sandbox inbox' });
    await expect(inboxLink).toHaveAttribute('target', '_blank');
    const inboxUrl = (await inboxLink.getAttribute('href')) as string;
    const email = `mail-${suffix}@example.com`;
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await embedded.getByLabel('Email').fill(email);
    await embedded.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(embedded).toContainText(`We sent a code to ${email}.`);
    const printed = new RegExp(`Email to ${email.replace('.', '\\.')} \\(sign-in code\\): (\\S+)`);
    await expect.poll(() => printed.exec(started.output())?.[1], { timeout: 20_000 }).toBeTruthy();
    const code = printed.exec(started.output())?.[1] as string;

    const inbox = await context.newPage();
    await inbox.goto(inboxUrl);
    await expect(inbox.getByRole('heading', { name: 'Sandbox inbox' })).toBeVisible();
    const newest = inbox.getByRole('listitem').first();
    await expect(newest).toContainText(email);
    await expect(newest.getByLabel('Code')).toHaveText(code);
    await inbox.close();

    await embedded.getByLabel('Code').fill(code);
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(page.getByTestId('status')).toHaveText('connected');
    await expect(page.getByTestId('wallet-address')).not.toHaveText(first);
  } finally {
    await stop(started.child);
  }
});
