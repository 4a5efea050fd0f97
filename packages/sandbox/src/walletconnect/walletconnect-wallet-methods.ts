import {
  getBase58Decoder,
  getBase58Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type SignatureBytes,
  type Transaction,
} from '@solana/kit';
import nacl from 'tweetnacl';
import { changeTransactionMessage } from '../mwa-wallet/mwa-change-transaction.js';
import type { MwaWalletKeys } from '../mwa-wallet/mwa-wallet-keys.js';
import { sendWireTransaction, TestWalletRpcError } from '../test-wallet/send-wire-transaction.js';
import type { WalletConnectWalletBehaviour } from './walletconnect-wallet-behaviour.js';

/** A JSON-RPC error the wallet answers a request with (WalletConnect's SDK error codes). */
export class WalletConnectRequestError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'WalletConnectRequestError';
  }
}

/** What a request needs: the keys, how to misbehave, and where to send. */
export interface WalletConnectSigningContext {
  readonly keys: MwaWalletKeys;
  readonly behaviour: WalletConnectWalletBehaviour;
  readonly rpcUrl: string;
}

/** The methods the wallet offers in the `solana` namespace. */
export const WALLETCONNECT_SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'solana_getAccounts',
  'solana_requestAccounts',
] as const;

const USER_REJECTED = 5000;
const INVALID_PARAMS = -32602;
const MAX_TRANSACTIONS = 10;

const base58 = (bytes: Uint8Array) => getBase58Decoder().decode(bytes);

function readTransaction(value: unknown, context: WalletConnectSigningContext): Transaction {
  if (typeof value !== 'string')
    throw new WalletConnectRequestError(INVALID_PARAMS, 'transaction must be base64');
  try {
    const transaction = getTransactionDecoder().decode(Buffer.from(value, 'base64'));
    if (context.keys.walletAddress in transaction.signatures) return transaction;
  } catch {
    // answered below
  }
  throw new WalletConnectRequestError(INVALID_PARAMS, 'not a transaction this wallet signs');
}

function signatureOf(
  bytes: Uint8Array,
  context: WalletConnectSigningContext,
  secretKey?: Uint8Array,
) {
  const signature = nacl.sign.detached(bytes, secretKey ?? context.keys.secretKey);
  // A flipped bit: still 64 bytes, no longer a signature over these bytes by this key.
  if (context.behaviour === 'bad-signature') signature[0] = (signature[0] ?? 0) ^ 1;
  return signature;
}

function sign(transaction: Transaction, context: WalletConnectSigningContext): Transaction {
  const asked =
    context.behaviour === 'change-transaction'
      ? changeTransactionMessage(transaction)
      : transaction;
  const signature = signatureOf(new Uint8Array(asked.messageBytes), context) as SignatureBytes;
  return { ...asked, signatures: { ...asked.signatures, [context.keys.walletAddress]: signature } };
}

const wire = (transaction: Transaction) =>
  Buffer.from(getTransactionEncoder().encode(transaction)).toString('base64');

/**
 * Answers one `solana_*` request as WalletConnect's Solana reference has it: messages and
 * signatures in base58, transactions as base64 wire bytes.
 *
 * @throws {WalletConnectRequestError} 5000 when declined, -32602 for what the wallet cannot read
 * or does not hold, -32601 for a method it does not offer, -32000 when the RPC refuses a send.
 */
export async function answerWalletConnectRequest(
  method: string,
  params: unknown,
  context: WalletConnectSigningContext,
): Promise<unknown> {
  const input = (typeof params === 'object' && params !== null ? params : {}) as Record<
    string,
    unknown
  >;
  const own = context.keys.walletAddress;
  if (method === 'solana_getAccounts' || method === 'solana_requestAccounts')
    return [{ pubkey: own }];
  if (!WALLETCONNECT_SOLANA_METHODS.includes(method as never))
    throw new WalletConnectRequestError(-32601, `unsupported method ${method}`);
  if (context.behaviour === 'decline')
    throw new WalletConnectRequestError(USER_REJECTED, 'User rejected.');
  if (context.behaviour === 'malformed-answer') return { signature: 42, transactions: 'none' };
  switch (method) {
    case 'solana_signMessage': {
      if (input.pubkey !== own)
        throw new WalletConnectRequestError(INVALID_PARAMS, 'pubkey is not this wallet');
      if (typeof input.message !== 'string')
        throw new WalletConnectRequestError(INVALID_PARAMS, 'message must be base58');
      let message: Uint8Array;
      try {
        message = new Uint8Array(getBase58Encoder().encode(input.message));
      } catch {
        throw new WalletConnectRequestError(INVALID_PARAMS, 'message must be base58');
      }
      const key = context.behaviour === 'wrong-account' ? context.keys.otherSecretKey : undefined;
      return { signature: base58(signatureOf(message, context, key)) };
    }
    case 'solana_signTransaction': {
      const signed = sign(readTransaction(input.transaction, context), context);
      return { signature: base58(signed.signatures[own] as Uint8Array), transaction: wire(signed) };
    }
    case 'solana_signAllTransactions': {
      const list = input.transactions;
      if (!Array.isArray(list) || list.length === 0 || list.length > MAX_TRANSACTIONS)
        throw new WalletConnectRequestError(
          INVALID_PARAMS,
          `transactions must be 1 to ${MAX_TRANSACTIONS}`,
        );
      return {
        transactions: list.map((item) => wire(sign(readTransaction(item, context), context))),
      };
    }
    default: {
      const transaction = readTransaction(input.transaction, context);
      // A bad signature is answered without sending: what the dapp cannot verify must not land.
      if (context.behaviour === 'bad-signature')
        return {
          signature: base58(signatureOf(new Uint8Array(transaction.messageBytes), context)),
        };
      const options = (input.sendOptions ?? {}) as Record<string, unknown>;
      try {
        const signature = await sendWireTransaction(context.rpcUrl, sign(transaction, context), {
          ...(typeof options.skipPreflight === 'boolean'
            ? { skipPreflight: options.skipPreflight }
            : {}),
          preflightCommitment: 'confirmed',
        });
        return { signature: base58(signature) };
      } catch (error) {
        if (!(error instanceof TestWalletRpcError)) throw error;
        throw new WalletConnectRequestError(
          -32000,
          `the RPC refused the transaction: ${error.message}`,
        );
      }
    }
  }
}
