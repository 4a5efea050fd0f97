// Latchkey's budgets, in one place. `npm test` fails when a measurement passes one.
//
// Size: gzip bytes per host entry (bench/size/entries/latchkey), bundled by esbuild (up front and
// in all) and by Vite (in all), set from what was measured with at most 5% headroom (measured
// 2026-11-24: connect 22970 up front / 67778 in all / Vite 56767; embedded 36210 / 82544 / Vite
// 71766; transfer 38892 / Vite 29167, with priority fees). The ceilings: up front no
// bigger than before (23586 and 36726 B), connect in all 60 KB and embedded 75 KB — met through
// Vite; esbuild keeps kit's error-message table (about 9 KB gzip), which no code of ours can drop.
export const sizeBudgets = {
  connect: { upfrontGzipBytes: 23_586, gzipBytes: 70_500, viteGzipBytes: 59_000 },
  embedded: { upfrontGzipBytes: 36_726, gzipBytes: 85_800, viteGzipBytes: 74_600 },
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
