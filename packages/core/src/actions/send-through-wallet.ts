import type { SignAndSendOptions, WalletSendOptions } from '../connectors/connector.js';
import { isLatchkeyError, type LatchkeyError } from '../errors/latchkey-error.js';
import { TransactionExecutionError } from '../errors/transaction-execution-error.js';
import { UserCancellationError } from '../errors/user-cancellation-error.js';
import type { SolanaConnection } from '../transactions/solana-connection.js';
import type { TransactionProgressListener } from '../transactions/transaction-progress.js';

/**
 * The send path for a wallet that sends itself: the wallet signs and submits, then the
 * transaction is followed to confirmation on the config's connection and what landed is checked
 * against what was asked (see `confirmWalletSentTransaction`). Reports signing → sending →
 * confirming → confirmed, or failed. A refusal in the wallet stays a cancellation; any other
 * wallet failure is a `TransactionExecutionError`.
 */
export async function sendThroughWallet(parameters: {
  send: (transaction: Uint8Array, options?: WalletSendOptions) => Promise<{ signature: string }>;
  transaction: Uint8Array;
  signer: string | undefined;
  connection: Promise<SolanaConnection>;
  options: Omit<SignAndSendOptions, 'onProgress'>;
  onProgress?: TransactionProgressListener;
}): Promise<{ signature: string; walletAdditions: readonly string[] }> {
  const { transaction, options, onProgress } = parameters;
  let signature: string | undefined;
  let walletAdditions: readonly string[] = [];
  try {
    onProgress?.({ stage: 'signing' });
    try {
      ({ signature } = await parameters.send(transaction, {
        ...(options.skipPreflight === undefined ? {} : { skipPreflight: options.skipPreflight }),
        ...(options.lastValidBlockHeight === undefined
          ? {}
          : { lastValidBlockHeight: options.lastValidBlockHeight }),
      }));
    } catch (error) {
      throw UserCancellationError.from(error) ?? TransactionExecutionError.from(error);
    }
    onProgress?.({ stage: 'sending', signature });
    const [{ confirmWalletSentTransaction }, connection] = await Promise.all([
      import('../transactions/confirm-wallet-sent-transaction.js'),
      parameters.connection,
    ]);
    onProgress?.({ stage: 'confirming', signature });
    ({ walletAdditions } = await confirmWalletSentTransaction({
      connection,
      signature,
      asked: transaction,
      signer: parameters.signer,
      maxWalletPriorityFeeLamports: options.maxWalletPriorityFeeLamports,
      ...(options.lastValidBlockHeight === undefined
        ? {}
        : { lastValidBlockHeight: options.lastValidBlockHeight }),
      ...(options.signal ? { signal: options.signal } : {}),
    }));
  } catch (error) {
    const failure: LatchkeyError = isLatchkeyError(error)
      ? error
      : TransactionExecutionError.from(error);
    onProgress?.({ stage: 'failed', ...(signature ? { signature } : {}), error: failure });
    throw failure;
  }
  onProgress?.({ stage: 'confirmed', signature });
  return { signature, walletAdditions };
}
