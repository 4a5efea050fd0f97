// The WalletConnect line of `npm run bench:size`: what a page pays for WalletConnect with
// Latchkey (up front: the shell; when picked: the chunk with WalletConnect's client), beside
// Reown's AppKit with its Solana adapter and wallet-adapter's WalletConnect adapter (everything
// each can load, since each loads WalletConnect's client one way or another). Writes
// bench/results/walletconnect-size.json.
import { fileURLToPath } from 'node:url';
import { kilobytes, printTable, ratio, writeResults } from '../print-table.js';
import { measureBundle } from './measure-bundle.js';

const file = (path) => fileURLToPath(new URL(path, import.meta.url));
// As Vite and webpack resolve (`module` too): some of WalletConnect's dependencies keep their ES
// build under it, and esbuild would otherwise take their CommonJS, which it cannot tree-shake.
const AS_HOSTS_RESOLVE = { conditions: ['latchkey-source', 'module'] };
const isWalletConnect = (input) =>
  input.includes('packages/core/src/walletconnect/') || input.includes('@walletconnect/');

/** Latchkey's WalletConnect: its share of the page up front, and the chunks it adds when picked. */
async function latchkeyWalletConnect() {
  const { chunks } = await measureBundle(
    file('./walletconnect-entry.fixture.tsx'),
    AS_HOSTS_RESOLVE,
  );
  const lazy = chunks.filter((chunk) => !chunk.upFront && chunk.inputs.some(isWalletConnect));
  return {
    chunkGzipBytes: lazy.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
    chunks: lazy.length,
  };
}

export async function measureWalletConnect({ write }) {
  const latchkey = await latchkeyWalletConnect();
  const measured = {};
  for (const [library, entry] of [
    ['appkit', './entries/appkit/walletconnect.ts'],
    ['wallet-adapter', './entries/wallet-adapter/walletconnect.ts'],
  ]) {
    const { gzipBytes, upfrontGzipBytes } = await measureBundle(file(entry), AS_HOSTS_RESOLVE);
    measured[library] = { gzipBytes, upfrontGzipBytes };
  }
  const results = { latchkey, ...measured };
  printTable([
    [
      'WalletConnect (gzip)',
      'Latchkey chunk',
      'AppKit up front',
      'AppKit all',
      'ratio',
      'wallet-adapter all',
      'ratio',
    ],
    [
      'connector + client',
      kilobytes(latchkey.chunkGzipBytes),
      kilobytes(measured.appkit.upfrontGzipBytes),
      kilobytes(measured.appkit.gzipBytes),
      ratio(measured.appkit.gzipBytes, latchkey.chunkGzipBytes),
      kilobytes(measured['wallet-adapter'].gzipBytes),
      ratio(measured['wallet-adapter'].gzipBytes, latchkey.chunkGzipBytes),
    ],
  ]);
  if (write) await writeResults('walletconnect-size', results);
  return results;
}
