// biome-ignore-all lint/performance/noBarrelFile: the subpath entry re-exports its public API by name.
export type { BuildTransactionPreviewParameters } from './build-transaction-preview.js';
export {
  buildTransactionPreview,
  DEFAULT_PREVIEW_TIMEOUT_MS,
} from './build-transaction-preview.js';
export type { KnownProgramName } from './known-programs.js';
export { KNOWN_PROGRAMS, knownProgramName } from './known-programs.js';
export { readMessage } from './read-message.js';
export { BUILT_IN_TOKENS } from './token-symbols.js';
export type {
  AuthorityName,
  BalanceChange,
  MessagePreview,
  PreviewTransactionParameters,
  PreviewWarning,
  ProgramCall,
  SimulationOutcome,
  TokenListEntry,
  TransactionPreview,
} from './transaction-preview.js';
