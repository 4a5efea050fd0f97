import type { Faucet } from './faucet.js';
import type { SvmLedger } from './svm-ledger.js';

/** The `solana-core` version `getVersion` reports: the Agave line LiteSVM 1.4 is built from. */
export const SANDBOX_SOLANA_CORE_VERSION = '3.0.0';
/** The `feature-set` id `getVersion` reports (fixed: the sandbox's feature set never changes). */
export const SANDBOX_FEATURE_SET = 3_294_202_862;

/** What every JSON-RPC method handler can reach. */
export interface SolanaRpcContext {
  readonly ledger: SvmLedger;
  /** Base58 of 32 bytes, fixed for the life of the process. */
  readonly genesisHash: string;
  readonly faucet: Faucet;
}

/** One JSON-RPC method: raw `params` in, result out (or a thrown `JsonRpcError`). */
export type RpcMethodHandler = (params: unknown, context: SolanaRpcContext) => unknown;

/** Method handlers by name. */
export type RpcMethodTable = Readonly<Record<string, RpcMethodHandler>>;

/** Wraps a value in the `{context: {slot}, value}` envelope of context-bearing methods. */
export function withContext<T>(
  slot: number,
  value: T,
): { context: { apiVersion: string; slot: number }; value: T } {
  return { context: { apiVersion: SANDBOX_SOLANA_CORE_VERSION, slot }, value };
}
