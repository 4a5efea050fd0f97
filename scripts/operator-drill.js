// `npm run drill`: what an operator does to latchkey-server before trusting it — two instances of
// the built CLI on Debian's PostgreSQL behind one client that spreads a mixed load over both
// (health, wallet sign-ins, email codes, OpenID sign-ins, sponsored transfers), then: kill -9 one
// instance under load and start it again, restart the database fast, stop it for 20 s, send a
// huge chunked body and a slow one, replay an OpenID token on the other instance, unlink a
// credential on one instance and refresh its session on the other, and SIGTERM both. Each phase
// prints its answers by route and status, and each instance's stderr line count. Not part of
// `npm test` (about two minutes); run it after changing @latchkey/server (`npm run build` first).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { oauthNonce } from '@latchkey/core/product-api/client';
import { createSignInMessageText } from '@latchkey/core/sign-in';
import { SANDBOX_EPHEMERAL_PORTS, startSandbox } from '@latchkey/sandbox';
import { ed25519 } from '@noble/curves/ed25519.js';
import { p256 } from '@noble/curves/nist.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import {
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  generateKeyPairSigner,
  getAddressDecoder,
  lamports,
} from '@solana/kit';
import pg from 'pg';
import { sponsorInTwoSteps, unsignedTransfer } from '../bench/sponsored-transfer.js';
import { freePort } from './free-port.js';
import { startTestPostgres } from './test-postgres.js';

const cli = fileURLToPath(new URL('../packages/server/dist/esm/cli.js', import.meta.url));
const ORIGIN = 'https://app.drill.example';
const TOKEN = 'pk_drill';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const say = (line) => console.log(`drill: ${line}`);
const randomIp = () =>
  `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

const postgres = await startTestPostgres();
const admin = new pg.Client({ connectionString: postgres.url });
await admin.connect();
await admin.query('CREATE DATABASE drill');
await admin.end();
const sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 400 });
const rpc = createSolanaRpc(sandbox.urls.rpc);
const feePayerSeed = crypto.getRandomValues(new Uint8Array(32));
const feePayer = await createKeyPairSignerFromPrivateKeyBytes(feePayerSeed);
const senders = await Promise.all(Array.from({ length: 8 }, () => generateKeyPairSigner()));
const recipient = (await generateKeyPairSigner()).address;
for (const address of [feePayer.address, ...senders.map((s) => s.address)]) {
  await rpc.requestAirdrop(address, lamports(10_000_000_000n)).send();
}

const custodyAdmin = sandbox.custody.admin;
const environment = {
  PATH: process.env.PATH ?? '',
  DATABASE_URL: postgres.url.replace(/\/postgres$/, '/drill'),
  LATCHKEY_ENVIRONMENTS: `drill:${TOKEN}`,
  LATCHKEY_ALLOWED_ORIGINS: ORIGIN,
  LATCHKEY_ORGANIZATION_ID: custodyAdmin.rootOrganizationId,
  LATCHKEY_API_PUBLIC_KEY: custodyAdmin.rootApiKey.publicKey,
  LATCHKEY_API_PRIVATE_KEY: custodyAdmin.rootApiKey.privateKey,
  LATCHKEY_CUSTODY_URL: sandbox.urls.custody,
  LATCHKEY_FEE_PAYER_KEY: JSON.stringify([...feePayerSeed, ...ed25519.getPublicKey(feePayerSeed)]),
  LATCHKEY_RPC_URL: sandbox.urls.rpc,
  LATCHKEY_SPONSOR_PER_SENDER: '1000000/1000000000000',
  LATCHKEY_SPONSOR_PER_IP: '1000000/1000000000000',
  LATCHKEY_SPONSOR_PER_ENVIRONMENT: '1000000/1000000000000',
  LATCHKEY_OAUTH_PROVIDERS: JSON.stringify({
    google: {
      issuer: sandbox.openId.issuers.google,
      ...sandbox.openId.clients.google,
      trustVerifiedEmail: true,
    },
  }),
  // The client below names each request's address (a proxy's X-Forwarded-For), so per-address
  // limits spread as they would over many users.
  LATCHKEY_TRUST_PROXY: '1',
  LATCHKEY_SESSION_ISSUER: 'http://127.0.0.1',
  LATCHKEY_SHUTDOWN_TIMEOUT_MS: '10000',
};

/** One instance of the CLI: its process, its base URL, its stderr line count. */
async function startInstance(port) {
  const child = spawn(process.execPath, [cli], {
    env: { ...environment, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const instance = { child, port, base: `http://127.0.0.1:${port}/api/v0`, stderr: 0, out: '' };
  child.stdout.on('data', (chunk) => {
    instance.out += chunk.toString();
    if (instance.out.length > 100_000) instance.out = instance.out.slice(-50_000);
  });
  child.stderr.on('data', (chunk) => {
    instance.stderr += chunk.toString().split('\n').filter(Boolean).length;
  });
  const deadline = Date.now() + 60_000;
  while (!instance.out.includes('latchkey-server on')) {
    if (child.exitCode !== null) throw new Error(`instance exited ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('instance did not start');
    await sleep(100);
  }
  return instance;
}

const ports = [await freePort(), await freePort()];
const instances = await Promise.all(ports.map((port) => startInstance(port)));
say(`two instances on PostgreSQL migrated together and listen on ${ports.join(', ')}`);

// ---- The load: each request names its route kind; statuses are counted per phase. ----
let counts = new Map();
const count = (kind, status) => {
  const key = `${kind} ${status}`;
  counts.set(key, (counts.get(key) ?? 0) + 1);
};
async function call(instance, path, body, ip, extra = {}) {
  const response = await fetch(`${instance.base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${TOKEN}`,
      Origin: ORIGIN,
      'X-Forwarded-For': ip,
      ...extra,
    },
    body: body === undefined ? undefined : JSON.stringify({ environmentId: 'drill', ...body }),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, json };
}

function wallet() {
  const secret = ed25519.utils.randomSecretKey();
  const address = getAddressDecoder().decode(ed25519.getPublicKey(secret));
  return {
    address,
    signIn(input) {
      const bytes = new TextEncoder().encode(createSignInMessageText({ ...input, address }));
      const b64 = (value) => btoa(String.fromCharCode(...value));
      return { address, signedMessage: b64(bytes), signature: b64(ed25519.sign(bytes, secret)) };
    },
  };
}

async function walletSignIn(instance, ip, signer = wallet(), accessToken) {
  const challenge = await call(instance, '/auth/challenge', { chainId: 'solana:devnet' }, ip);
  if (challenge.status !== 200) return challenge;
  const route = accessToken ? '/auth/link/wallet' : '/auth/wallet';
  return call(
    instance,
    route,
    signer.signIn(challenge.json.input),
    ip,
    accessToken ? { 'X-Latchkey-Session': accessToken } : {},
  );
}

let senderTurn = 0;
async function sponsor(instance, ip) {
  const sender = senders[senderTurn++ % senders.length];
  const { value: latest } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send();
  const amount = 1_000_000n + BigInt(senderTurn);
  // A refused step ends the sponsorship with its answer.
  let refused;
  const post = async (path, body) => {
    const answer = await call(instance, `/solana/${path}`, body, ip);
    if (answer.status !== 200) {
      refused = answer;
      throw new Error(`${path}: ${answer.status}`);
    }
    return answer.json;
  };
  try {
    await sponsorInTwoSteps(post, {
      sender,
      transaction: unsignedTransfer({ sender, recipient, amount, latest }),
    });
    return { status: 200 };
  } catch (error) {
    if (refused) return refused;
    throw error;
  }
}

function oauthBody() {
  const publicKey = bytesToHex(p256.getPublicKey(p256.utils.randomSecretKey(), true));
  const idToken = sandbox.openId.signIdToken('google', {
    sub: `drill-${crypto.randomUUID()}`,
    nonce: oauthNonce(publicKey),
  });
  return { provider: 'google', publicKey, idToken };
}

const KINDS = {
  health: (instance) => call(instance, '/health'),
  'wallet sign-in': (instance, ip) => walletSignIn(instance, ip),
  'email code': (instance, ip) =>
    call(
      instance,
      '/embedded/email-login',
      { email: `drill-${crypto.randomUUID()}@example.com` },
      ip,
    ),
  'OpenID sign-in': (instance, ip) => call(instance, '/embedded/oauth-login', oauthBody(), ip),
  sponsorship: (instance, ip) => sponsor(instance, ip),
};

let loading = false;
async function worker(kind, index) {
  let turn = index;
  while (loading) {
    const instance = instances[turn++ % instances.length];
    try {
      const { status, json } = await KINDS[kind](instance, randomIp());
      count(kind, status >= 400 && json?.error?.code ? `${status} ${json.error.code}` : status);
    } catch {
      // Refused connection (a dead instance), a reset or a timeout: no answer.
      count(kind, 'no answer');
    }
    await sleep(20);
  }
}
async function phase(name, durationMs, during = async () => {}) {
  counts = new Map();
  const stderrBefore = instances.map((instance) => instance.stderr);
  loading = true;
  const workers = Object.keys(KINDS).flatMap((kind) => [0, 1].map((i) => worker(kind, i)));
  await during();
  await sleep(durationMs);
  loading = false;
  await Promise.all(workers);
  const rows = [...counts.entries()].sort(([a], [b]) => a.localeCompare(b));
  say(`${name}:`);
  for (const [key, value] of rows) console.log(`    ${key}: ${value}`);
  console.log(
    `    stderr lines: ${instances.map((instance, i) => instance.stderr - stderrBefore[i]).join(', ')}`,
  );
}

try {
  await phase('steady load, 10 s', 10_000);

  await phase('kill -9 of instance 0 under load, restarted after 8 s', 4_000, async () => {
    instances[0].child.kill('SIGKILL');
    await once(instances[0].child, 'exit');
    await sleep(8_000);
    const restarted = Date.now();
    instances[0] = await startInstance(ports[0]);
    say(`instance 0 answered again ${Date.now() - restarted} ms after its restart began`);
  });

  await phase('a fast database restart under load', 6_000, async () => {
    await sleep(2_000);
    await postgres.halt();
    await postgres.resume();
  });

  let back;
  await phase('the database stopped for 20 s under load', 4_000, async () => {
    await sleep(1_000);
    await postgres.halt();
    await sleep(20_000);
    await postgres.resume();
    const resumed = Date.now();
    for (;;) {
      const { status } = await walletSignIn(instances[1], randomIp()).catch(() => ({ status: 0 }));
      if (status === 200) break;
      await sleep(100);
    }
    back = Date.now() - resumed;
  });
  say(`service back ${back} ms after the database`);

  // A huge chunked body (512 MiB offered) and a slow one, on instance 1.
  const rssBefore = rssOf(instances[1].child.pid);
  const huge = await new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: ports[1],
        path: '/api/v0/embedded/email-login',
        method: 'POST',
        headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
      },
      (response) => {
        response.resume();
        resolve({ status: response.statusCode, sent });
        req.destroy();
      },
    );
    req.on('error', () => resolve({ status: 'reset', sent }));
    const chunk = Buffer.alloc(1 << 20, 0x20);
    let sent = 0;
    const write = () => {
      while (sent < 512 << 20) {
        sent += chunk.length;
        if (!req.write(chunk)) return req.once('drain', write);
      }
      req.end();
    };
    write();
  });
  say(
    `huge chunked body: ${huge.status} after ${(huge.sent / (1 << 20)).toFixed(0)} MiB sent; instance 1 RSS ${rssBefore} → ${rssOf(instances[1].child.pid)}`,
  );
  const slowStarted = Date.now();
  const slow = await new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: ports[1],
        path: '/api/v0/embedded/email-login',
        method: 'POST',
        headers: {
          Authorization: `Bearer ${TOKEN}`,
          'Content-Type': 'application/json',
          'Content-Length': '1000',
        },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode);
        clearInterval(timer);
        req.destroy();
      },
    );
    req.on('error', () => resolve('reset'));
    const timer = setInterval(() => req.write(' '), 1000);
  });
  say(`slow body (a byte a second): ${slow} after ${Date.now() - slowStarted} ms`);

  // One OpenID token, replayed on instance 1 and respelled: one sign-in, the rest refused.
  const body = oauthBody();
  const replays = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      call(instances[i % 2], '/embedded/oauth-login', body, randomIp()),
    ),
  );
  const respelled = [...'AQgw'].map((last) => `${body.idToken.slice(0, -1)}${last}`);
  const respells = await Promise.all(
    respelled
      .filter((token) => token !== body.idToken)
      .map((idToken) =>
        call(instances[1], '/embedded/oauth-login', { ...body, idToken }, randomIp()),
      ),
  );
  const tally = (answers) =>
    Object.entries(
      answers.reduce((all, { status, json }) => {
        const key = `${status}${json?.error?.code ? ` ${json.error.code}` : ''}`;
        all[key] = (all[key] ?? 0) + 1;
        return all;
      }, {}),
    )
      .map(([key, value]) => `${value}× ${key}`)
      .join(', ');
  say(
    `one OpenID token 30 times over both instances: ${tally(replays)}; respelled: ${tally(respells)}`,
  );

  // The schema's new rule across instances: a wallet unlinked on one ends its session on the other.
  const owner = wallet();
  const stolen = wallet();
  const ip = randomIp();
  const ownerSession = (await walletSignIn(instances[0], ip, owner)).json;
  await walletSignIn(instances[0], ip, stolen, ownerSession.accessToken);
  const thief = (await walletSignIn(instances[1], randomIp(), stolen)).json;
  const unlinked = await call(
    instances[0],
    '/auth/unlink',
    { credentialId: thief.user.lastVerifiedCredentialId },
    ip,
    { 'X-Latchkey-Session': ownerSession.accessToken },
  );
  const refreshed = await call(
    instances[1],
    '/auth/refresh',
    { refreshToken: thief.refreshToken },
    randomIp(),
  );
  say(
    `unlink on instance 0: ${unlinked.status}; the thief's refresh on instance 1: ${refreshed.status} ${refreshed.json?.error?.code}`,
  );

  const exits = await Promise.all(
    instances.map(async (instance) => {
      instance.child.kill('SIGTERM');
      const [code] = await once(instance.child, 'exit');
      return code;
    }),
  );
  say(
    `SIGTERM: both exited ${exits.join(' and ')}; last lines: ${instances.map((i) => i.out.trim().split('\n').at(-1)).join(' | ')}`,
  );
} finally {
  for (const instance of instances)
    if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
  await sandbox.stop();
  await postgres.stop();
}

/** A process's resident memory, as /proc says. */
function rssOf(pid) {
  try {
    const kilobytes = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kilobytes ? `${Math.round(Number(kilobytes) / 1024)} MiB` : '?';
  } catch {
    return '?';
  }
}
