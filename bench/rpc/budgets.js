// Round trips each flow may make, from build to confirmed. Unsubscribes sent after the result
// is known are not waited on and are not counted.
export const rpcBudgets = {
  solTransfer: 3, // getLatestBlockhash, sendTransaction, signatureSubscribe
  tokenTransfer: 4, // + getMultipleAccounts (mint and both token accounts at once)
  tokenTransferNewRecipient: 4, // the recipient's account is created in the same transaction
  feeQuote: 1, // getFeeForMessage, asked for separately by a UI
};
