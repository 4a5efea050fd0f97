// Latchkey's budgets, in one place. `npm test` fails when a measurement passes one.
//
// Size: gzip bytes per host entry (bench/size/entries/latchkey), set from what was measured with
// at most 5% headroom (measured 2026-11-23: connect 22701 up front / 114022 in all, embedded
// 35692 / 128928, transfer 36032). The ceilings stay far above: connect 30 KB up front,
// embedded 60 KB up front and 150 KB in all.
export const sizeBudgets = {
  connect: { upfrontGzipBytes: 23_800, gzipBytes: 119_700 },
  embedded: { upfrontGzipBytes: 37_400, gzipBytes: 135_300 },
  transfer: { upfrontGzipBytes: 37_800, gzipBytes: 37_800 },
};

// Round trips each flow may make, from build to confirmed. Unsubscribes sent after the result
// is known are not waited on and are not counted.
export const rpcBudgets = {
  solTransfer: 3, // getLatestBlockhash, sendTransaction, signatureSubscribe
  tokenTransfer: 4, // + getMultipleAccounts (mint and both token accounts at once)
  tokenTransferNewRecipient: 4, // the recipient's account is created in the same transaction
  feeQuote: 1, // getFeeForMessage, asked for separately by a UI
};
