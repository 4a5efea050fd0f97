import { isLatchkeyError, type LatchkeyError } from '../errors/latchkey-error.js';
import { TransactionExecutionError } from '../errors/transaction-execution-error.js';
import { UserCancellationError } from '../errors/user-cancellation-error.js';
import { restoreDroppedSignatures } from './restore-dropped-signatures.js';
import {
  type SendAndConfirmTransactionParameters,
  type SendAndConfirmTransactionReturnType,
  sendAndConfirmTransaction,
} from './send-and-confirm-transaction.js';
import { type TransactionInput, toTransactionBytes } from './transaction-input.js';
import { verifyWalletSignedTransaction } from './verify-wallet-signed-transaction.js';

/** What {@link signAndSendTransaction} returns. */
export interface SignAndSendTransactionReturnType extends SendAndConfirmTransactionReturnType {
  /** What the wallet added that was accepted, e.g. `['priority fee']`; empty when nothing. */
  readonly walletAdditions: readonly string[];
}

/** Parameters of {@link signAndSendTransaction}. */
export interface SignAndSendTransactionParameters
  extends Omit<SendAndConfirmTransactionParameters, 'transaction'> {
  /** The unsigned (or partly signed) transaction. */
  transaction: TransactionInput;
  /** Signs wire bytes and returns the signed wire bytes: a connector's `signTransaction`. */
  sign: (transaction: Uint8Array) => Promise<Uint8Array>;
  /** The account that signs, whose signature must be in what `sign` returns. */
  signer?: string | undefined;
  /** The most priority fee (lamports) the wallet may set. Default 1,000,000 (0.001 SOL). */
  maxWalletPriorityFeeLamports?: bigint | undefined;
}

/** What {@link signAndSendTransaction} can throw. */
export type SignAndSendTransactionErrorType =
  | LatchkeyError
  | UserCancellationError
  | TransactionExecutionError;

/**
 * Has a wallet sign a transaction, then sends and confirms it, reporting every stage
 * (signing → sending → confirming → confirmed, or failed) to `onProgress`. What the wallet returns
 * is checked before it is sent (same message, or only Compute Budget requests added — a priority fee
 * within `maxWalletPriorityFeeLamports`; every signature valid). Signatures the
 * transaction already held (a sponsor's) are kept even if the wallet drops them. A wallet's refusal
 * becomes a `UserCancellationError`; any other wallet failure a `TransactionExecutionError`.
 *
 * @example
 * ```ts
 * const built = await buildSolTransfer({ from, to, amount: '0.1', connection });
 * await signAndSendTransaction({
 *   transaction: built.transaction,
 *   lastValidBlockHeight: built.lastValidBlockHeight,
 *   sign: (bytes) => connector.signTransaction(bytes),
 *   connection,
 *   onProgress: (progress) => toast(progress.stage),
 * });
 * ```
 */
export async function signAndSendTransaction(
  parameters: SignAndSendTransactionParameters,
): Promise<SignAndSendTransactionReturnType> {
  const { sign, signer, onProgress, maxWalletPriorityFeeLamports, ...rest } = parameters;
  onProgress?.({ stage: 'signing' });
  let signed: Uint8Array;
  let walletAdditions: readonly string[];
  try {
    const unsigned = toTransactionBytes(parameters.transaction);
    // Signatures already in it (a sponsor's fee payer) go out with the wallet's.
    signed = restoreDroppedSignatures(unsigned, await sign(unsigned));
    // Nothing reaches the network that the wallet changed or signed wrongly.
    ({ additions: walletAdditions } = await verifyWalletSignedTransaction({
      asked: unsigned,
      signed,
      signer,
      maxPriorityFeeLamports: maxWalletPriorityFeeLamports,
    }));
  } catch (error) {
    const failure =
      UserCancellationError.from(error) ??
      (isLatchkeyError(error) ? error : TransactionExecutionError.from(error));
    onProgress?.({ stage: 'failed', error: failure });
    throw failure;
  }
  const { signature } = await sendAndConfirmTransaction({
    ...rest,
    transaction: signed,
    ...(onProgress ? { onProgress } : {}),
  });
  return { signature, walletAdditions };
}
