import type { Config } from '../config/create-config.js';
import type { SignAndSendOptions } from '../connectors/connector.js';
import { isLatchkeyError, type LatchkeyError } from '../errors/latchkey-error.js';
import type { TransactionExecutionError } from '../errors/transaction-execution-error.js';
import {
  isUserCancellation,
  type UserCancellationError,
} from '../errors/user-cancellation-error.js';
import { SPONSORED_NETWORK_ID } from '../sponsorship/sponsored-network-id.js';
import { type TransactionInput, toTransactionBytes } from '../transactions/transaction-input.js';
import type { TransactionProgressListener } from '../transactions/transaction-progress.js';
import { getConnectedConnector } from './get-connected-connector.js';
import { sendThroughWallet } from './send-through-wallet.js';

/** Parameters of {@link sendTransaction}. */
export interface SendTransactionParameters extends SignAndSendOptions {
  /** Wire bytes, or a web3.js v1 transaction. */
  transaction: TransactionInput;
  /**
   * `false` pays the fee from the wallet even where the config sponsors. Default: sponsored when
   * the config's `sponsorship` covers the selected network, the transaction is unsigned and the
   * wallet signs on the page (a deep link leaves it, and the sponsor signs only after the wallet).
   */
  sponsor?: boolean;
  /**
   * `false` signs with an embedded wallet without its approval view, for a host that showed its
   * own. Default `true`; other wallets always show their own prompt.
   */
  confirm?: boolean;
}

/** What {@link sendTransaction} returns. */
export interface SendTransactionReturnType {
  /** The transaction id (base58). */
  readonly signature: string;
  /** Whether the app's sponsor paid the network fee. */
  readonly sponsored: boolean;
  /**
   * What the wallet added to the transaction that was accepted — only documented additions are,
   * e.g. `['priority fee']` (Compute Budget instructions); empty when it signed it as asked.
   */
  readonly walletAdditions: readonly string[];
}

/** What {@link sendTransaction} can throw. */
export type SendTransactionErrorType =
  | LatchkeyError
  | UserCancellationError
  | TransactionExecutionError;

/**
 * The one way Latchkey sends a transaction, for every kind of wallet: takes the bytes once,
 * has the app's sponsor pay the fee when configured (its answer checked: same transaction with
 * only the sponsor's fee payer put in front, nothing signed), has the wallet sign, checks what
 * it returns (same message, or only Compute Budget requests added, a priority fee within
 * `maxWalletPriorityFeeLamports`; every signature valid), has the sponsor add the fee payer's
 * signature (checked: same bytes, the wallet's signature kept), sends through the selected
 * network's shared connection — or, unsponsored, lets the wallet send where it has its own
 * sign-and-send, then checks what landed — confirms, and reports each stage. Emits
 * `transactionConfirmed` on the config's emitter, so balances refresh.
 *
 * The network's socket opens while the wallet asks the user, so confirmation never waits for a
 * handshake. Progress reports of a sponsored send carry `sponsored: true`.
 *
 * @throws {LatchkeyError} 'No wallet is connected', a cancellation, 'Transaction failed' (logs in
 * `details`), 'Transaction timed out', 'Transaction expired before it was confirmed: its blockhash
 * is no longer valid', a `TransactionExecutionError`, 'The wallet returned a transaction that does
 * not match the request: {reason}', 'The sponsor changed the transaction: {reason}' or a product
 * API error (nothing is signed or sent after either of the last two).
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
  const { transaction, sponsor, confirm, onProgress, ...given } = parameters;
  // The call's cap on a wallet's priority fee, else the config's.
  const maxWalletPriorityFeeLamports =
    given.maxWalletPriorityFeeLamports ?? config.maxWalletPriorityFeeLamports;
  const options =
    maxWalletPriorityFeeLamports === undefined ? given : { ...given, maxWalletPriorityFeeLamports };
  let paidBySponsor = false;
  const report: TransactionProgressListener = (progress) =>
    onProgress?.(paidBySponsor ? { ...progress, sponsored: true } : progress);
  // Opened now, used after signing: the socket's handshake happens while the wallet asks.
  const connecting = config.getConnection();
  connecting.then((connection) => connection.keepSocketOpen?.()).catch(() => undefined);
  try {
    let bytes = toTransactionBytes(transaction);
    const sponsorship = config.sponsorship;
    const signer = config.store.getState().address;
    // The approval view says the transaction is sent once signed.
    const signOptions = {
      send: true,
      ...(confirm === undefined ? {} : { confirm }),
      ...(options.signal ? { signal: options.signal } : {}),
    };
    let sign = (unsigned: Uint8Array) => connector.signTransaction(unsigned, signOptions);
    if (
      sponsor !== false &&
      sponsorship !== undefined &&
      // A deep link leaves the page with the transaction: the sponsor could not sign after it.
      connector.type !== 'deep-link' &&
      (sponsorship.networks ?? [SPONSORED_NETWORK_ID]).includes(config.getNetwork().networkId)
    ) {
      // Loaded with the first sponsored send, not with the page.
      const [{ sponsorUnsignedTransaction }, { sponsoredSigner }] = await Promise.all([
        import('../sponsorship/sponsor-unsigned-transaction.js'),
        import('../sponsorship/sponsored-signer.js'),
      ]);
      const answer = await sponsorUnsignedTransaction({
        client: sponsorship.client,
        transaction: bytes,
        address: signer ?? '',
        feePayer: sponsorship.feePayer,
        signal: options.signal,
      }).catch((error: unknown) => {
        // Nothing was signed: the failure belongs to the first step a progress view shows.
        if (isLatchkeyError(error)) onProgress?.({ stage: 'failed', error });
        throw error;
      });
      if (answer) {
        bytes = answer;
        paidBySponsor = true;
        // The wallet signs, then the sponsor: the fee payer signs only what the sender signed.
        sign = sponsoredSigner({
          client: sponsorship.client,
          sign,
          address: signer ?? '',
          maxWalletPriorityFeeLamports: options.maxWalletPriorityFeeLamports,
          signal: options.signal,
        });
      }
    }
    // A wallet that sends itself cannot send a sponsored transaction: the sponsor signs after it.
    const sent =
      !paidBySponsor &&
      connector.supports.signAndSendTransaction &&
      connector.signAndSendTransaction
        ? await sendThroughWallet({
            send: connector.signAndSendTransaction,
            transaction: bytes,
            signer,
            connection: connecting,
            options,
            onProgress: report,
          })
        : await (
            await import('../transactions/sign-and-send-transaction.js')
          ).signAndSendTransaction({
            ...options,
            transaction: bytes,
            sign,
            signer,
            connection: await connecting,
            onProgress: report,
          });
    config.emitter.emit('transactionConfirmed', { signature: sent.signature });
    return {
      signature: sent.signature,
      sponsored: paidBySponsor,
      walletAdditions: sent.walletAdditions,
    };
  } catch (error) {
    if (isUserCancellation(error))
      config.logger.warn(`${connector.name}: sending cancelled`, error);
    throw error;
  }
}
