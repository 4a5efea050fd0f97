// Latchkey's budgets, in one place. `npm test` fails when a measurement passes one.
//
// Size: gzip bytes per host entry (bench/size/entries/latchkey), bundled by esbuild (up front and
// in all) and by Vite (in all), set from what was measured with at most 5% headroom (measured
// 2026-11-24: connect 23719 up front / 66969 in all / Vite 55826; embedded 36874 / 81382 / Vite
// 70213; transfer 38892 / Vite 29167, with priority fees). The ceilings: up front no bigger than before (23.8 KB and
// 37.4 KB), connect in all 60 KB and embedded 75 KB — met through Vite; esbuild keeps kit's
// error-message table (about 9 KB gzip), which no code of ours can drop.
export const sizeBudgets = {
  connect: { upfrontGzipBytes: 23_800, gzipBytes: 69_400, viteGzipBytes: 56_900 },
  embedded: { upfrontGzipBytes: 37_400, gzipBytes: 84_800, viteGzipBytes: 73_300 },
  transfer: { upfrontGzipBytes: 40_800, gzipBytes: 40_800, viteGzipBytes: 30_600 },
};

// Round trips each flow may make, from build to confirmed. Unsubscribes sent after the result
// is known are not waited on and are not counted.
export const rpcBudgets = {
  solTransfer: 3, // getLatestBlockhash, sendTransaction, signatureSubscribe
  tokenTransfer: 4, // + getMultipleAccounts (mint and both token accounts at once)
  tokenTransferNewRecipient: 4, // the recipient's account is created in the same transaction
  feeQuote: 1, // getFeeForMessage, asked for separately by a UI
};
