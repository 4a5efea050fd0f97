// `npm run bench:latency`: client CPU per embedded signature and stamps per second (Node),
// page load → wallet list painted (Chromium), send → confirmed against the sandbox's RPC.
// Prints Latchkey beside each peer and writes bench/results/latency.json. Timings are reported,
// never budgeted. Runs on the built packages.
import { SANDBOX_EPHEMERAL_PORTS, startSandbox } from '@latchkey/sandbox';
import { printTable, ratio, writeResults } from '../print-table.js';
import { measureConfirmation } from './confirmation.js';
import { measureEmbeddedSigning } from './embedded-signing.js';
import { measureWalletListPaint } from './wallet-list-paint.js';

const ms = (value) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

const sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 50 });
let signing;
let confirmation;
try {
  signing = await measureEmbeddedSigning(sandbox);
  confirmation = await measureConfirmation(sandbox);
} finally {
  await sandbox.stop();
}
const paint = await measureWalletListPaint();

printTable([
  ['measure', 'Latchkey', 'peer', 'peer', 'ratio'],
  [
    'embedded signature, client CPU (median of 200)',
    ms(signing.signatureMs.latchkey),
    '@turnkey/http + api-key-stamper',
    ms(signing.signatureMs.turnkey),
    ratio(signing.signatureMs.turnkey, signing.signatureMs.latchkey),
  ],
  [
    'stamps per second',
    String(Math.round(signing.stampsPerSecond.latchkey)),
    '@turnkey/api-key-stamper',
    String(Math.round(signing.stampsPerSecond.turnkey)),
    ratio(signing.stampsPerSecond.latchkey, signing.stampsPerSecond.turnkey),
  ],
  [
    'page load → wallet list painted (median of 10)',
    ms(paint.latchkey),
    'wallet-adapter-react-ui',
    ms(paint['wallet-adapter']),
    ratio(paint['wallet-adapter'], paint.latchkey),
  ],
  [
    'send → confirmed (median of 10)',
    ms(confirmation.latchkey.sendToConfirmedMs),
    'web3.js v1',
    ms(confirmation.web3js.sendToConfirmedMs),
    ratio(confirmation.web3js.sendToConfirmedMs, confirmation.latchkey.sendToConfirmedMs),
  ],
  [
    '  of which after the RPC confirmed it',
    ms(confirmation.latchkey.afterRpcConfirmedMs),
    'web3.js v1',
    ms(confirmation.web3js.afterRpcConfirmedMs),
    '',
  ],
]);
console.log(
  '(ratio: how many times slower the peer is; for stamps per second, how many times more Latchkey stamps)',
);
await writeResults('latency', { signing, paint, confirmation });
process.exit(0);
