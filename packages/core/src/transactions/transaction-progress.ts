import type { LatchkeyError } from '../errors/latchkey-error.js';

/** Where a transaction stands, in the order a UI shows it. */
export type TransactionStage = 'signing' | 'sending' | 'confirming' | 'confirmed' | 'failed';

/** One progress report. `signature` is known from 'sending' on; `error` only when 'failed'. */
export interface TransactionProgress {
  readonly stage: TransactionStage;
  readonly signature?: string;
  readonly error?: LatchkeyError;
  /** `true` when the app's sponsor pays the network fee (`sendTransaction` with `sponsorship`). */
  readonly sponsored?: boolean;
}

/** Receives progress reports; a UI renders them as a toast or inline status. */
export type TransactionProgressListener = (progress: TransactionProgress) => void;
