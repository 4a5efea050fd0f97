// Latchkey's budgets, in one place. `npm test` fails when a measurement passes one.
//
// Size: gzip bytes per host entry (bench/size/entries/latchkey), bundled by esbuild (up front and
// in all) and by Vite (in all). Up front, connect is held to issue 17's ceiling of 24 KB (measured
// 23944 B on 2026-11-25: the dialog, the account menu and the toasts load as chunks of their own;
// the stylesheet carries the whole UI). Embedded grew by the same stylesheet (39240 B). "All" counts
// every chunk a page can load — now also the real wallet logos (2.2 KB), the QR encoder (6.1 KB),
// the account menu and the dialog's views — with at most 5% headroom over what was measured
// (connect 89315 / Vite 77911, embedded 104612 / Vite 92992); esbuild keeps kit's error-message
// table (about 9 KB gzip), which no code of ours can drop. Embedded's up-front and Vite budgets
// grew by 400 and 800 B with issue 26 (measured 41409 / 98201 B): the embedded wallet as one state
// object and a file per flow, and the product API as a contract with typed calls, cost about
// 0.5% in property names a minifier keeps; lazy-loading flows was measured and cost more.
export const sizeBudgets = {
  connect: { upfrontGzipBytes: 24_576, gzipBytes: 93_800, viteGzipBytes: 81_800 },
  embedded: { upfrontGzipBytes: 41_600, gzipBytes: 109_800, viteGzipBytes: 98_400 },
  transfer: { upfrontGzipBytes: 40_400, gzipBytes: 40_400, viteGzipBytes: 30_300 },
};

// Round trips each flow may make, from build to confirmed. Unsubscribes sent after the result
// is known are not waited on and are not counted.
export const rpcBudgets = {
  solTransfer: 3, // getLatestBlockhash, sendTransaction, signatureSubscribe
  tokenTransfer: 4, // + getMultipleAccounts (mint and both token accounts at once)
  tokenTransferNewRecipient: 4, // the recipient's account is created in the same transaction
  feeQuote: 1, // getFeeForMessage, asked for separately by a UI
};
