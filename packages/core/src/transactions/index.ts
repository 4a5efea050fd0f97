// biome-ignore-all lint/performance/noBarrelFile: the subpath entry re-exports its public API by name.
export type {
  BuildMemoTransactionErrorType,
  BuildMemoTransactionParameters,
  BuildMemoTransactionReturnType,
  BuiltMemoTransaction,
} from './build-memo-transaction.js';
export { buildMemoTransaction } from './build-memo-transaction.js';
export type {
  BuildSolTransferErrorType,
  BuildSolTransferParameters,
  BuildSolTransferReturnType,
} from './build-sol-transfer.js';
export { buildSolTransfer } from './build-sol-transfer.js';
export type {
  BuildTokenTransferErrorType,
  BuildTokenTransferParameters,
  BuildTokenTransferReturnType,
  BuiltTokenTransfer,
} from './build-token-transfer.js';
export { buildTokenTransfer } from './build-token-transfer.js';
export type { BuiltTransaction } from './compile-transfer.js';
export type {
  ConfirmationOptions,
  ConfirmTransactionErrorType,
  ConfirmTransactionParameters,
  ConfirmTransactionReturnType,
} from './confirm-transaction.js';
export { confirmTransaction, TRANSACTION_CONFIRMATION_TIMEOUT_MS } from './confirm-transaction.js';
export type { DecodedTransaction, WireTransaction } from './decode-transaction.js';
export {
  decodeTransaction,
  decodeWireTransaction,
  getTransactionSignature,
  isTransactionSigned,
} from './decode-transaction.js';
export { COMPUTE_UNIT_LIMIT_HEADROOM } from './estimate-compute-units.js';
export type {
  GetTransactionFeeErrorType,
  GetTransactionFeeParameters,
  GetTransactionFeeReturnType,
} from './get-transaction-fee.js';
export { FEE_FETCH_RETRIES, getTransactionFee } from './get-transaction-fee.js';
export type { PriorityFee } from './priority-fee.js';
export type { ComputeBudget, ComputeBudgetFault } from './read-compute-budget.js';
export {
  COMPUTE_BUDGET_PROGRAM,
  DEFAULT_COMPUTE_UNITS_PER_BUILTIN_INSTRUCTION,
  DEFAULT_COMPUTE_UNITS_PER_INSTRUCTION,
  defaultComputeUnitLimit,
  MAX_COMPUTE_UNIT_LIMIT,
  readComputeBudget,
  SYSTEM_PROGRAM,
} from './read-compute-budget.js';
export {
  AUTO_PRIORITY_FEE_PERCENTILE,
  MAX_AUTO_PRIORITY_FEE_MICRO_LAMPORTS,
} from './recent-priority-fee.js';
export { sameBytes } from './same-bytes.js';
export type {
  SendAndConfirmTransactionErrorType,
  SendAndConfirmTransactionParameters,
  SendAndConfirmTransactionReturnType,
} from './send-and-confirm-transaction.js';
export { sendAndConfirmTransaction } from './send-and-confirm-transaction.js';
export type {
  SignAndSendTransactionErrorType,
  SignAndSendTransactionParameters,
  SignAndSendTransactionReturnType,
} from './sign-and-send-transaction.js';
export { signAndSendTransaction } from './sign-and-send-transaction.js';
export type { SolanaConnection } from './solana-connection.js';
export { createSolanaConnection } from './solana-connection.js';
export {
  TOKEN_2022_PROGRAM_ADDRESS,
  TOKEN_PROGRAM_ADDRESS,
  TOKEN_PROGRAM_ADDRESSES,
} from './token-programs.js';
export type { SerializableTransaction, TransactionInput } from './transaction-input.js';
export { toTransactionBytes } from './transaction-input.js';
export type {
  TransactionProgress,
  TransactionProgressListener,
  TransactionStage,
} from './transaction-progress.js';
