// `npm run bench:install`: what installing each library adds to a React app's node_modules —
// `@latchkey/react` with its dependencies (core included), from the packed tarballs, beside
// wallet-adapter's React packages with their required peer @solana/web3.js, at the versions the
// docs' migration guide pins — counted the same way (bench/install/measure-install.js: React
// itself left out). Writes bench/results/install.json and fails when Latchkey passes its budget
// (bench/budgets.js). Runs on the built packages (`npm run build` first).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packPackages } from '../../scripts/pack-packages.js';
import { installBudgets } from '../budgets.js';
import { printTable, ratio, writeResults } from '../print-table.js';
import { measureInstall } from './measure-install.js';

const pins = JSON.parse(readFileSync(new URL('../../docs/package.json', import.meta.url), 'utf8'));
const pinned = (name) => {
  const version = pins.dependencies?.[name] ?? pins.devDependencies?.[name];
  if (!version) throw new Error(`docs/package.json pins no ${name}`);
  return version;
};
const web3 = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
  .devDependencies['@solana/web3.js'];

const tarballs = mkdtempSync(join(tmpdir(), 'latchkey-install-pack-'));
let latchkey;
try {
  const [core, react] = packPackages(tarballs, ['core', 'react']);
  latchkey = measureInstall({
    '@latchkey/core': `file:${core?.tarball}`,
    '@latchkey/react': `file:${react?.tarball}`,
  });
} finally {
  rmSync(tarballs, { recursive: true, force: true });
}
const walletAdapterPackages = [
  '@solana/wallet-adapter-base',
  '@solana/wallet-adapter-react',
  '@solana/wallet-adapter-react-ui',
];
const walletAdapter = measureInstall({
  ...Object.fromEntries(walletAdapterPackages.map((name) => [name, pinned(name)])),
  '@solana/web3.js': web3,
});

const results = {
  latchkey: { installed: ['@latchkey/core', '@latchkey/react'], ...latchkey },
  'wallet-adapter': {
    installed: [...walletAdapterPackages, '@solana/web3.js'],
    ...walletAdapter,
  },
};
const megabytes = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
printTable([
  ['installed (React left out)', 'size', 'files', 'packages', 'of which peers brought'],
  ...Object.entries(results).map(([library, measured]) => [
    library,
    megabytes(measured.bytes),
    measured.files.toLocaleString('en'),
    String(measured.packages),
    `${megabytes(measured.peers.bytes)}, ${measured.peers.files.toLocaleString('en')} files`,
  ]),
  [
    'wallet-adapter / latchkey',
    ratio(walletAdapter.bytes, latchkey.bytes),
    ratio(walletAdapter.files, latchkey.files),
    ratio(walletAdapter.packages, latchkey.packages),
    '',
  ],
]);
await writeResults('install', results);

let over = false;
for (const [field, limit] of Object.entries(installBudgets.latchkeyReact)) {
  const within = latchkey[field] <= limit;
  if (!within) over = true;
  console.log(
    `budget @latchkey/react ${field}: ${latchkey[field]} of ${limit} ${within ? 'ok' : 'EXCEEDED'}`,
  );
}
if (over) {
  console.error('A Latchkey install budget was exceeded (bench/budgets.js)');
  process.exit(1);
}
