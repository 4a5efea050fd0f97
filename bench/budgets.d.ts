// Types of budgets.js, for the TypeScript tests that read it.
export declare const sizeBudgets: Record<
  'connect' | 'embedded' | 'transfer',
  { upfrontGzipBytes: number; gzipBytes: number; viteGzipBytes: number }
>;
export declare const rpcBudgets: Record<
  'solTransfer' | 'tokenTransfer' | 'tokenTransferNewRecipient' | 'feeQuote',
  number
>;
