import { getTransactionDecoder } from '@solana/kit';
import type { Connector } from '../connectors/connector.js';
import { LATCHKEY_ERROR__WALLET__NOT_CONNECTED } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import type { UserCancellationError } from '../errors/user-cancellation-error.js';
import { buildMemoTransaction } from '../transactions/build-memo-transaction.js';
import type { SolanaConnection } from '../transactions/solana-connection.js';

/** Parameters of {@link signMessageWithMemoTransaction}. */
export interface SignMessageWithMemoTransactionParameters {
  /** A connected wallet, typically a Ledger. */
  connector: Connector;
  message: string;
  connection: SolanaConnection;
  signal?: AbortSignal;
}

/** What {@link signMessageWithMemoTransaction} returns. */
export interface SignMessageWithMemoTransactionReturnType {
  /** The signed legacy transaction holding one Memo instruction with the message. Never sent. */
  readonly transaction: Uint8Array;
  /** The account's signature over the transaction message. */
  readonly signature: Uint8Array;
  readonly address: string;
}

/** What {@link signMessageWithMemoTransaction} can throw. */
export type SignMessageWithMemoTransactionErrorType = LatchkeyError | UserCancellationError;

/**
 * Proves control of an address on wallets that cannot sign messages (Ledger): the wallet signs a
 * legacy transaction holding one Memo instruction with the message, fee payer the address, which
 * is never sent. A backend verifies the signature over the transaction's message bytes and reads
 * the memo.
 *
 * @throws {LatchkeyError} 'No wallet is connected', or the wallet's own failure.
 * @example
 * ```ts
 * try {
 *   await connector.signMessage(text);
 * } catch (error) {
 *   if (!isLatchkeyError(error, LATCHKEY_ERROR__WALLET__HARDWARE_MESSAGE_SIGNING_UNSUPPORTED)) throw error;
 *   const proof = await signMessageWithMemoTransaction({ connector, message: text, connection });
 * }
 * ```
 */
export async function signMessageWithMemoTransaction(
  parameters: SignMessageWithMemoTransactionParameters,
): Promise<SignMessageWithMemoTransactionReturnType> {
  const { connector, message, connection } = parameters;
  const address = connector.getAccounts()[0];
  if (!address) throw new LatchkeyError(LATCHKEY_ERROR__WALLET__NOT_CONNECTED);
  const { transaction } = await buildMemoTransaction({
    address,
    message,
    connection,
    ...(parameters.signal ? { signal: parameters.signal } : {}),
  });
  const signed = await connector.signTransaction(transaction);
  const decoded = getTransactionDecoder().decode(signed);
  const signature = decoded.signatures[address as keyof typeof decoded.signatures];
  if (!signature) throw new LatchkeyError(LATCHKEY_ERROR__WALLET__NOT_CONNECTED);
  return { transaction: signed, signature: new Uint8Array(signature), address };
}
