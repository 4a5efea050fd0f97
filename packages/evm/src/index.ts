// biome-ignore-all lint/performance/noBarrelFile: the package entry re-exports its public API by name.
export {
  DEFAULT_BASE_FEE_MULTIPLIER,
  EVM_NATIVE_DECIMALS,
  MULTICALL_BATCH_SIZE_BYTES,
  RECEIPT_WAIT_RETRIES,
  RECEIPT_WAIT_TIMEOUT_MS,
  TRON_NATIVE_DECIMALS,
} from './constants.js';
export { createEip1193Provider } from './create-eip1193-provider.js';
export type { EmbeddedEvmSigner, SignDigest } from './create-embedded-evm-account.js';
export { createEmbeddedEvmAccount, embeddedEvmAccount } from './create-embedded-evm-account.js';
export type { CreateEvmBridgeParameters } from './create-evm-bridge.js';
export { createEvmBridge } from './create-evm-bridge.js';
export { createEvmPublicClient } from './create-evm-public-client.js';
export type { Eip1193Events, LatchkeyEip1193Provider } from './eip1193-provider.js';
export type { EstimateEvmFeeParameters, EvmFeeEstimate } from './estimate-evm-fee.js';
export { estimateEvmFee } from './estimate-evm-fee.js';
export type { EvmBridge, EvmBridgeState } from './evm-bridge.js';
export { scaleBaseFee } from './scale-base-fee.js';
export { toViemSignature } from './to-viem-signature.js';
export { waitForEvmReceipt } from './wait-for-evm-receipt.js';
