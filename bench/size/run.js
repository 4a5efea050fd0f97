// `npm run bench:size`: bundles each host entry (bench/size/entries/<library>/<entry>) for
// Latchkey and the libraries a host would pick instead, prints them side by side, writes
// bench/results/size.json, and fails when a Latchkey entry passes its budget (bench/budgets.js).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { localeChunkBudget, sizeBudgets, walletConnectChunkBudget } from '../budgets.js';
import { kilobytes, printTable, ratio, writeResults } from '../print-table.js';
import { measureBundle } from './measure-bundle.js';
import { measureBundleWithVite } from './measure-bundle-vite.js';
import { measureWalletConnect } from './walletconnect-size.js';

const LIBRARIES = ['latchkey', 'wallet-adapter', 'dynamic', 'privy', 'solana-connector'];
const ENTRIES = ['connect', 'embedded', 'transfer'];
const only = process.argv.includes('--latchkey-only') ? ['latchkey'] : LIBRARIES;

function entryFile(library, entry) {
  for (const extension of ['.tsx', '.ts']) {
    const url = new URL(`./entries/${library}/${entry}${extension}`, import.meta.url);
    if (existsSync(url)) return fileURLToPath(url);
  }
  return undefined;
}

const results = {};
for (const library of only) {
  results[library] = {};
  for (const entry of ENTRIES) {
    const file = entryFile(library, entry);
    if (!file) continue;
    const { gzipBytes, upfrontGzipBytes, minBytes } = await measureBundle(file);
    results[library][entry] = { gzipBytes, upfrontGzipBytes, minBytes };
    if (library === 'latchkey') {
      // Ours through Vite too: what most hosts ship (the others only through esbuild: time).
      const vite = await measureBundleWithVite(file);
      Object.assign(results[library][entry], {
        viteGzipBytes: vite.gzipBytes,
        viteUpfrontGzipBytes: vite.upfrontGzipBytes,
        ...(vite.dialogGzipBytes === undefined
          ? {}
          : { viteDialogGzipBytes: vite.dialogGzipBytes }),
        ...(Object.keys(vite.localeGzipBytes).length
          ? { viteLocaleGzipBytes: vite.localeGzipBytes }
          : {}),
      });
    }
  }
}

// Up front is what a page loads before it can draw; "dialog open" adds the connect dialog's chunks
// (its views, the logos, the QR encoder); "all" adds everything else a page can load by import():
// the account menu, sessions, sending and confirming, deep-link crypto, a Ledger's sign-in.
// Columns are esbuild's unless they say Vite.
const rows = [
  [
    'entry (gzip)',
    'Latchkey up front',
    'Latchkey all',
    'Vite: up front',
    'Vite: dialog open',
    'Vite: all',
    ...only.slice(1).flatMap((library) => [`${library} up front`, 'ratio']),
  ],
];
for (const entry of ENTRIES) {
  const ours = results.latchkey[entry];
  rows.push([
    entry,
    kilobytes(ours?.upfrontGzipBytes),
    kilobytes(ours?.gzipBytes),
    kilobytes(ours?.viteUpfrontGzipBytes),
    kilobytes(ours?.viteDialogGzipBytes),
    kilobytes(ours?.viteGzipBytes),
    ...only.slice(1).flatMap((library) => {
      const theirs = results[library][entry];
      return [
        kilobytes(theirs?.upfrontGzipBytes),
        ratio(theirs?.upfrontGzipBytes, ours?.upfrontGzipBytes),
      ];
    }),
  ]);
}
printTable(rows);
// Each language's catalogue: the one chunk a page in that language loads (after mount); English
// is in the views.
const locales = results.latchkey.connect?.viteLocaleGzipBytes ?? {};
printTable([
  ['catalogue (Vite, gzip)', ...Object.keys(locales)],
  ['chunk', ...Object.values(locales).map((bytes) => kilobytes(bytes))],
]);
if (only.length === LIBRARIES.length) await writeResults('size', results);
const walletConnect = await measureWalletConnect({ write: only.length === LIBRARIES.length });

let over = false;
for (const [entry, budget] of Object.entries(sizeBudgets)) {
  const measured = results.latchkey[entry];
  for (const [field, limit] of Object.entries(budget)) {
    const within = measured[field] <= limit;
    if (!within) over = true;
    console.log(
      `budget ${entry} ${field}: ${measured[field]} B of ${limit} B ${within ? 'ok' : 'EXCEEDED'}`,
    );
  }
}
for (const [locale, bytes] of Object.entries(locales)) {
  const within = bytes <= localeChunkBudget;
  if (!within) over = true;
  console.log(
    `budget locale ${locale}: ${bytes} B of ${localeChunkBudget} B ${within ? 'ok' : 'EXCEEDED'}`,
  );
}
// WalletConnect's chunk: what picking it loads (its client is most of it).
const walletConnectWithin = walletConnect.latchkey.chunkGzipBytes <= walletConnectChunkBudget;
if (!walletConnectWithin) over = true;
console.log(
  `budget walletConnect chunkGzipBytes: ${walletConnect.latchkey.chunkGzipBytes} B of ${walletConnectChunkBudget} B ${walletConnectWithin ? 'ok' : 'EXCEEDED'}`,
);
if (over) {
  console.error('A Latchkey size budget was exceeded (bench/budgets.js)');
  process.exit(1);
}
