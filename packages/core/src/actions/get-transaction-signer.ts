import type {
  Address,
  SignatureBytes,
  SignatureDictionary,
  Transaction,
  TransactionPartialSigner,
  TransactionSendingSigner,
} from '@solana/kit';
import type { Config } from '../config/create-config.js';
import { LATCHKEY_ERROR__WALLET__SIGNED_TRANSACTION_MISMATCH } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { getConnectedConnector } from './get-connected-connector.js';
import { sendTransaction } from './send-transaction.js';

/** Parameters of {@link getTransactionSigner}. */
export interface GetTransactionSignerParameters {
  /** Passed to `sendTransaction` for each send: `false` never asks the sponsor. */
  sponsor?: boolean;
}

/** A kit signer over the connected wallet: it signs (partial signer) and sends (sending signer). */
export type LatchkeyTransactionSigner = TransactionPartialSigner & TransactionSendingSigner;

/** What {@link getTransactionSigner} returns. */
export type GetTransactionSignerReturnType = LatchkeyTransactionSigner;

/**
 * What {@link getTransactionSigner} can throw: 'No wallet is connected'. The signer's own methods
 * throw a mismatch while signing, and what `sendTransaction` throws while sending.
 */
export type GetTransactionSignerErrorType = LatchkeyError;

/**
 * The connected wallet as a kit signer, so kit code signs and sends through Latchkey. As a
 * partial signer it asks the wallet to sign and returns the wallet's signature, checked over the
 * exact message (a kit signer cannot carry a changed message, so a wallet that adds a priority
 * fee is refused here). As a sending signer each transaction goes through `sendTransaction`:
 * sponsored when configured, checked, sent and confirmed; it returns the ids.
 *
 * It needs a wallet that answers on the page. Tested with a Wallet Standard wallet; the injected,
 * embedded, Mobile Wallet Adapter and WalletConnect connectors answer through the same calls, but
 * the signer is not tested over them. It does not work over the Phantom deep link
 * (`phantomDeepLink`): each request leaves the page for the Phantom app, so the signer's promise
 * never settles and the kit code awaiting it never goes on; the app's answer arrives on the next
 * page load. There, send with `sendTransaction` (or sign with the connector's `signTransaction`)
 * without awaiting it, and read the answer from the `redirectResult` event
 * (`useRedirectResult()` in React).
 *
 * @throws {LatchkeyError} 'No wallet is connected'; while signing, 'The wallet returned a
 *   transaction that does not match the request: {reason}'; while sending, what
 *   `sendTransaction` throws.
 * @example
 * ```ts
 * import { setTransactionMessageFeePayerSigner, signAndSendTransactionMessageWithSigners } from '@solana/kit';
 * const signer = getTransactionSigner(config);
 * const message = setTransactionMessageFeePayerSigner(signer, draft);
 * const signature = await signAndSendTransactionMessageWithSigners(message);
 * ```
 */
export function getTransactionSigner(
  config: Config,
  parameters: GetTransactionSignerParameters = {},
): GetTransactionSignerReturnType {
  const connector = getConnectedConnector(config);
  const address = config.store.getState().address as Address;
  const refuse = (reason: string) =>
    new LatchkeyError(LATCHKEY_ERROR__WALLET__SIGNED_TRANSACTION_MISMATCH, { context: { reason } });

  return Object.freeze({
    address,
    async signTransactions(
      transactions: readonly Transaction[],
    ): Promise<readonly SignatureDictionary[]> {
      const [{ readTransaction, writeTransaction }, { verifyEd25519Signature }] = await Promise.all(
        [
          import('../transactions/transaction-codecs.js'),
          import('../sign-in/verify-ed25519-signature.js'),
        ],
      );
      const signed = await connector.signAllTransactions(transactions.map(writeTransaction));
      if (signed.length !== transactions.length) {
        throw refuse('it returned another number of transactions');
      }
      return Promise.all(
        signed.map(async (bytes, index) => {
          const asked = new Uint8Array((transactions[index] as Transaction).messageBytes);
          const answer = readTransaction(bytes);
          const message = new Uint8Array(answer.messageBytes);
          if (message.length !== asked.length || message.some((byte, i) => byte !== asked[i])) {
            throw refuse('the message changed, which a kit signer cannot carry');
          }
          const signature = answer.signatures[address];
          if (!signature || !(await verifyEd25519Signature(address, message, [signature]))) {
            throw refuse(`the signature for ${address} does not verify over the message`);
          }
          return Object.freeze({ [address]: signature }) as SignatureDictionary;
        }),
      );
    },
    async signAndSendTransactions(
      transactions: readonly Transaction[],
      options: { abortSignal?: AbortSignal } = {},
    ): Promise<readonly SignatureBytes[]> {
      const { writeTransaction, fromBase58 } = await import(
        '../transactions/transaction-codecs.js'
      );
      const sent: SignatureBytes[] = [];
      // One at a time: a wallet shows one prompt at once, and a failure stops the rest.
      for (const transaction of transactions) {
        const lifetime = (transaction as { lifetimeConstraint?: { lastValidBlockHeight?: bigint } })
          .lifetimeConstraint;
        const { signature } = await sendTransaction(config, {
          transaction: writeTransaction(transaction),
          ...(parameters.sponsor === undefined ? {} : { sponsor: parameters.sponsor }),
          ...(lifetime?.lastValidBlockHeight === undefined
            ? {}
            : { lastValidBlockHeight: lifetime.lastValidBlockHeight }),
          ...(options.abortSignal ? { signal: options.abortSignal } : {}),
        });
        sent.push(fromBase58(signature) as SignatureBytes);
      }
      return sent;
    },
  });
}
