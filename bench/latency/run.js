// `npm run bench:latency`: client CPU per embedded signature and stamps per second (Node),
// page load → wallet list painted (Chromium), send → confirmed against the sandbox's RPC, and the
// host's call → the embedded wallet's approval view (Chromium, on the sandbox's RPC; no peer).
// Prints Latchkey beside each peer and writes bench/results/latency.json. Timings are reported,
// never budgeted. Runs on the built packages.
import { SANDBOX_EPHEMERAL_PORTS, startSandbox } from '@latchkey/sandbox';
import { printTable, ratio, writeResults } from '../print-table.js';
import { APPROVAL_LOADS, measureApprovalView } from './approval-view.js';
import { measureConfirmation, START_OFFSET_MS } from './confirmation.js';
import { measureEmbeddedSigning } from './embedded-signing.js';
import { measureWalletListPaint } from './wallet-list-paint.js';

const ms = (value) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

const sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 50 });
let signing;
let confirmation;
let approval;
try {
  signing = await measureEmbeddedSigning(sandbox);
  confirmation = await measureConfirmation(sandbox);
  approval = await measureApprovalView(sandbox);
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
    'page load → detected wallet visible (median of 24, interleaved)',
    ms(paint.latchkey),
    'wallet-adapter-react-ui',
    ms(paint['wallet-adapter']),
    ratio(paint['wallet-adapter'], paint.latchkey),
  ],
  [
    `approval view: host's call → view visible, transfer (median of ${APPROVAL_LOADS.transaction}, fresh page each)`,
    ms(approval.callToVisibleMs),
    '(no peer)',
    '',
    '',
  ],
  [
    "  host's call → Approve enabled: simulation answered and drawn",
    ms(approval.callToApproveEnabledMs),
    '(no peer)',
    '',
    '',
  ],
  [
    `  host's call → view visible, message (median of ${APPROVAL_LOADS.message})`,
    ms(approval.messageCallToVisibleMs),
    '(no peer)',
    '',
    '',
  ],
  ...['web3js', 'kit'].flatMap((peer) => {
    const label = peer === 'kit' ? '@solana/kit' : 'web3.js v1';
    const ours = confirmation.latchkey;
    const theirs = confirmation[peer];
    return [
      [
        `send → confirmed, ${START_OFFSET_MS} ms after a slot tick (median of 20)`,
        ms(ours.sendToConfirmedMs),
        label,
        ms(theirs.sendToConfirmedMs),
        ratio(theirs.sendToConfirmedMs, ours.sendToConfirmedMs),
      ],
      [
        '  landing: until the RPC confirmed it',
        ms(ours.landingMs),
        label,
        ms(theirs.landingMs),
        '',
      ],
      [
        '  tail: until the client knew (median / p90)',
        `${ms(ours.tailMs)} / ${ms(ours.tailP90Ms)}`,
        label,
        `${ms(theirs.tailMs)} / ${ms(theirs.tailP90Ms)}`,
        ratio(theirs.tailMs, ours.tailMs),
      ],
    ];
  }),
]);
console.log(
  '(ratio: how many times slower the peer is; for stamps per second, how many times more Latchkey stamps)',
);
await writeResults('latency', { signing, paint, confirmation, approval });
process.exit(0);
