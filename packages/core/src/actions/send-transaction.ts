import type { Config } from '../config/create-config.js';
import type { SignAndSendOptions } from '../connectors/connector.js';
import { isUserCancellation } from '../errors/user-cancellation-error.js';
import type { TransactionInput } from '../transactions/transaction-input.js';
import { getConnectedConnector } from './get-connected-connector.js';

/** Parameters of {@link sendTransaction}. */
export interface SendTransactionParameters extends SignAndSendOptions {
  /** Wire bytes, or a web3.js v1 transaction. */
  transaction: TransactionInput;
}

/** What {@link sendTransaction} returns. */
export interface SendTransactionReturnType {
  /** The transaction id (base58). */
  readonly signature: string;
}

/**
 * Has the connected wallet sign the transaction, sends it (through the wallet when it offers
 * `signAndSendTransaction`, otherwise through the selected network's RPC) and waits until it is
 * confirmed, reporting each stage. Emits `transactionConfirmed` on the config's emitter, so
 * balances refresh.
 *
 * @throws {LatchkeyError} 'No wallet is connected', a cancellation, 'Transaction failed' (logs in
 * `details`), 'Transaction timed out', or a `TransactionExecutionError`.
 * @example
 * ```ts
 * const built = await buildSolTransfer({ from: address, to, amount: '0.01', connection });
 * const { signature } = await sendTransaction(config, {
 *   transaction: built.transaction,
 *   lastValidBlockHeight: built.lastValidBlockHeight,
 *   onProgress: ({ stage }) => console.log(stage),
 * });
 * ```
 */
export async function sendTransaction(
  config: Config,
  parameters: SendTransactionParameters,
): Promise<SendTransactionReturnType> {
  const connector = getConnectedConnector(config);
  const { transaction, ...options } = parameters;
  try {
    const result = await connector.signAndSendTransaction(transaction, options);
    config.emitter.emit('transactionConfirmed', { signature: result.signature });
    return result;
  } catch (error) {
    if (isUserCancellation(error))
      config.logger.warn(`${connector.name}: sending cancelled`, error);
    throw error;
  }
}
