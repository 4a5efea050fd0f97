// biome-ignore-all lint/performance/noBarrelFile: the subpath entry re-exports its public API by name.
export type { LatchkeyConnectorParameters } from './latchkey-connector.js';
export { latchkey } from './latchkey-connector.js';
export { warnOnChainMismatch } from './warn-on-chain-mismatch.js';
