import type { Config } from '../config/create-config.js';
import { LATCHKEY_ERROR__WALLET__NOT_CONNECTED } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import type {
  PreviewTransactionParameters,
  TransactionPreview,
} from '../preview/transaction-preview.js';

export type { PreviewTransactionParameters } from '../preview/transaction-preview.js';

/** What {@link previewTransaction} returns. */
export type PreviewTransactionReturnType = TransactionPreview;

/** What {@link previewTransaction} can throw. */
export type PreviewTransactionErrorType = LatchkeyError;

/**
 * What a transaction will do, before anyone signs it: one simulation on the selected network's
 * RPC, read strictly — the user's balance changes (SOL first, then tokens, symbols from the
 * config's `tokens` or the built-in list), the fee and who pays it, the programs called, and
 * warnings (unknown programs, an account's owner changed, tokens delegated, an authority handed
 * over, instructions that cannot be read). Changes the node does not give, or gives malformed,
 * are `undefined`: unknown, never a guess. For the connected account unless `address` says
 * whose; its code loads on first use.
 *
 * @throws {LatchkeyError} 'No wallet is connected' (without `address`), 'No rpcUrl', 'Invalid
 * transaction', an invalid address, 'Could not simulate the transaction' or 'The simulation
 * answer could not be read'.
 * @example
 * ```ts
 * const preview = await previewTransaction(config, { transaction: built.transaction });
 * for (const change of preview.changes ?? []) {
 *   console.log(change.symbol ?? change.mint, formatUnits(change.amount, change.decimals));
 * }
 * ```
 */
export async function previewTransaction(
  config: Config,
  parameters: PreviewTransactionParameters,
): Promise<PreviewTransactionReturnType> {
  const { status, address: connected } = config.store.getState();
  const address = parameters.address ?? (status === 'connected' ? connected : undefined);
  if (address === undefined) throw new LatchkeyError(LATCHKEY_ERROR__WALLET__NOT_CONNECTED);
  // Loaded with the first preview, so hosts that never preview do not ship the reader.
  const [connection, { buildTransactionPreview }] = await Promise.all([
    config.getConnection(),
    import('../preview/build-transaction-preview.js'),
  ]);
  return buildTransactionPreview({
    connection,
    transaction: parameters.transaction,
    address,
    tokens: config.tokens,
    cluster: config.getNetwork().cluster,
    signal: parameters.signal,
  });
}
