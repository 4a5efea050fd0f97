/** Decimals of the native currency on EVM chains. */
export const EVM_NATIVE_DECIMALS = 18;
/** Decimals of TRX on Tron. */
export const TRON_NATIVE_DECIMALS = 6;
/** How much the latest base fee is scaled by when estimating max fee per gas. */
export const DEFAULT_BASE_FEE_MULTIPLIER = 1.2;
/** Largest calldata, in bytes, batched into one multicall. */
export const MULTICALL_BATCH_SIZE_BYTES = 1024;
/** How long to wait for a transaction receipt. */
export const RECEIPT_WAIT_TIMEOUT_MS = 180_000;
/** How many times to poll for a receipt within that time. */
export const RECEIPT_WAIT_RETRIES = 6;
