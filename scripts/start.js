// `npm start`: builds the packages, starts the local stack and the demo, prints where they
// are, and stops both on Ctrl-C or SIGTERM.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const rpcUrl = process.env.VITE_LATCHKEY_RPC_URL ?? 'http://127.0.0.1:8899';
const rpcPort = new URL(rpcUrl).port || '8899';

const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// The custody server keeps its organizations and wallets here, and the product server its
// database, so a restart loses no wallet and no record.
mkdirSync(`${root}/.latchkey`, { recursive: true });
const sandboxArguments = [
  '--rpc-port',
  rpcPort,
  '--custody-state',
  '.latchkey/custody.json',
  '--server-data',
  '.latchkey/server-db',
];

const children = [
  spawn(process.execPath, ['packages/sandbox/dist/esm/cli.js', ...sandboxArguments], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(process.execPath, ['../../node_modules/vite/bin/vite.js', '--clearScreen', 'false'], {
    cwd: `${root}/apps/demo`,
    stdio: 'inherit',
    env: { ...process.env, VITE_LATCHKEY_RPC_URL: rpcUrl },
  }),
];

console.log(
  `\nLatchkey is starting:\n  Demo        http://localhost:5173 (passkeys need the name localhost)\n  Solana RPC  ${rpcUrl}\n  Health      ${rpcUrl}/health\n  Custody     http://127.0.0.1:8810\n  Inbox       http://127.0.0.1:8810/inbox (email codes)\n  Product     http://127.0.0.1:8820/api/v0 (@latchkey/server)\n  OpenID      http://127.0.0.1:8840 (Sandbox Google /google, Sandbox Apple /apple: social sign-in)\n  MWA wallet  http://127.0.0.1:8850 (Mobile Wallet Adapter; reflector 127.0.0.1:8850)\n  WalletConnect relay ws://127.0.0.1:8860; its wallet http://127.0.0.1:8860/wc (paste the dialog's link)\nPress Ctrl-C to stop.\n`,
);

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const pending = children.filter((child) => child.exitCode === null);
  if (pending.length === 0) process.exit(code);
  let left = pending.length;
  for (const child of pending) {
    child.once('exit', () => {
      left -= 1;
      if (left === 0) process.exit(code);
    });
  }
  setTimeout(() => process.exit(code), 5000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) {
  child.once('exit', (code, signal) => {
    if (!stopping) {
      console.error(`A Latchkey service exited (${signal ?? code}); stopping the rest.`);
      stop(code || 1);
    }
  });
}
