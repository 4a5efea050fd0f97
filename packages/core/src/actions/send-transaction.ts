import type { Config } from '../config/create-config.js';
import type { SignAndSendOptions } from '../connectors/connector.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { isUserCancellation } from '../errors/user-cancellation-error.js';
import { SPONSORED_NETWORK_ID } from '../sponsorship/sponsored-network-id.js';
import type { TransactionInput } from '../transactions/transaction-input.js';
import { getConnectedConnector } from './get-connected-connector.js';

/** Parameters of {@link sendTransaction}. */
export interface SendTransactionParameters extends SignAndSendOptions {
  /** Wire bytes, or a web3.js v1 transaction. */
  transaction: TransactionInput;
  /**
   * `false` pays the fee from the wallet even where the config sponsors. Default: sponsored when
   * the config's `sponsorship` covers the selected network and the transaction is unsigned.
   */
  sponsor?: boolean;
}

/** What {@link sendTransaction} returns. */
export interface SendTransactionReturnType {
  /** The transaction id (base58). */
  readonly signature: string;
  /** Whether the app's sponsor paid the network fee. */
  readonly sponsored: boolean;
}

/**
 * Has the connected wallet sign the transaction, sends it (through the wallet when it offers
 * `signAndSendTransaction`, otherwise through the selected network's RPC) and waits until it is
 * confirmed, reporting each stage. Emits `transactionConfirmed` on the config's emitter, so
 * balances refresh.
 *
 * With `sponsorship` in the config, an unsigned transaction on a sponsored network first goes to
 * the product server, which pays its fee; its answer is checked (same transaction, the sponsor's
 * fee payer and valid signature added, nothing else) before the wallet sees it. Progress reports
 * of a sponsored send carry `sponsored: true`.
 *
 * @throws {LatchkeyError} 'No wallet is connected', a cancellation, 'Transaction failed' (logs in
 * `details`), 'Transaction timed out', a `TransactionExecutionError`, 'The sponsor changed the
 * transaction: {reason}' or a product API error (nothing is signed or sent after either).
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
  const { transaction, sponsor, ...options } = parameters;
  try {
    const sponsorship = config.sponsorship;
    const sponsored =
      sponsor !== false &&
      sponsorship !== undefined &&
      (sponsorship.networks ?? [SPONSORED_NETWORK_ID]).includes(config.getNetwork().networkId);
    let bytes = transaction;
    let paidBySponsor = false;
    if (sponsored) {
      let answer: Uint8Array | undefined;
      try {
        // Loaded with the first sponsored send, not with the page.
        const [{ sponsorUnsignedTransaction }, { toTransactionBytes }] = await Promise.all([
          import('../sponsorship/sponsor-unsigned-transaction.js'),
          import('../transactions/transaction-input.js'),
        ]);
        answer = await sponsorUnsignedTransaction({
          client: sponsorship.client,
          transaction: toTransactionBytes(transaction),
          address: config.store.getState().address ?? '',
          feePayer: sponsorship.feePayer,
          signal: options.signal,
        });
      } catch (error) {
        // Nothing was signed: the failure belongs to the first step a progress view shows.
        if (isLatchkeyError(error)) options.onProgress?.({ stage: 'failed', error });
        throw error;
      }
      if (answer) {
        bytes = answer;
        paidBySponsor = true;
      }
    }
    const { onProgress } = options;
    const result = await connector.signAndSendTransaction(
      bytes,
      paidBySponsor && onProgress
        ? { ...options, onProgress: (progress) => onProgress({ ...progress, sponsored: true }) }
        : options,
    );
    config.emitter.emit('transactionConfirmed', { signature: result.signature });
    return { signature: result.signature, sponsored: paidBySponsor };
  } catch (error) {
    if (isUserCancellation(error))
      config.logger.warn(`${connector.name}: sending cancelled`, error);
    throw error;
  }
}
