// Types of budgets.js, for the TypeScript tests that read it.
export declare const sizeBudgets: Record<
  'connect' | 'embedded' | 'transfer',
  {
    upfrontGzipBytes: number;
    gzipBytes: number;
    viteGzipBytes: number;
    /** What a user has downloaded once the connect dialog is open (entries with the UI). */
    viteDialogGzipBytes?: number;
  }
>;
export declare const rpcBudgets: Record<
  'solTransfer' | 'tokenTransfer' | 'tokenTransferNewRecipient' | 'feeQuote',
  number
>;
export declare const approvalRpcBudgets: { addedPerTransaction: number };
export declare const installBudgets: {
  latchkeyReact: { bytes: number; files: number };
};
export declare const walletConnectChunkBudget: number;
export declare const localeChunkBudget: number;
export declare const serverCpuBudgets: {
  goalMs: { sponsorshipRequest: number; signInPair: number };
  sponsorshipRequest: Record<string, number>;
  signInPair: Record<'PGlite' | 'PostgreSQL', number>;
};
