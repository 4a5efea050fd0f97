// biome-ignore-all lint/performance/noBarrelFile: the package entry re-exports its public API by name.
export {
  DEFAULT_BASE_FEE_MULTIPLIER,
  EVM_NATIVE_DECIMALS,
  MULTICALL_BATCH_SIZE_BYTES,
  RECEIPT_WAIT_RETRIES,
  RECEIPT_WAIT_TIMEOUT_MS,
  TRON_NATIVE_DECIMALS,
} from './constants.js';
export { scaleBaseFee } from './scale-base-fee.js';
