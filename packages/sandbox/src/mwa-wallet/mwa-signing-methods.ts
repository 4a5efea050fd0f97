import {
  getTransactionDecoder,
  getTransactionEncoder,
  type SignatureBytes,
  type Transaction,
} from '@solana/kit';
import nacl from 'tweetnacl';
import { sendWireTransaction, TestWalletRpcError } from '../test-wallet/send-wire-transaction.js';
import { changeTransactionMessage } from './mwa-change-transaction.js';
import { decodeMwaBase64, encodeMwaBase64 } from './mwa-payload-encoding.js';
import { MWA_ERROR_CODES, MwaProtocolError } from './mwa-protocol-error.js';
import type { MwaWalletBehaviour } from './mwa-wallet-behaviour.js';
import type { MwaWalletKeys } from './mwa-wallet-keys.js';

/** How many payloads one request may carry (`get_capabilities` says so; more is -5). */
export const MWA_MAX_PAYLOADS = 10;

/** What a signing method needs: the keys, how to misbehave, and where to send. */
export interface MwaSigningContext {
  readonly keys: MwaWalletKeys;
  readonly behaviour: MwaWalletBehaviour;
  readonly rpcUrl: string;
}

const COMMITMENTS = ['processed', 'confirmed', 'finalized'] as const;

// Every payload read, or -2 with which ones were not readable, as the spec's `data.valid`.
function readPayloads<T>(list: unknown, read: (bytes: Uint8Array) => T | undefined): T[] {
  if (!Array.isArray(list) || list.length === 0)
    throw new MwaProtocolError(MWA_ERROR_CODES.invalidParams, 'payloads must be a non-empty list');
  if (list.length > MWA_MAX_PAYLOADS)
    throw new MwaProtocolError(
      MWA_ERROR_CODES.tooManyPayloads,
      `at most ${MWA_MAX_PAYLOADS} payloads per request`,
    );
  const decoded = list.map((text) => {
    const bytes = decodeMwaBase64(text);
    return bytes === undefined ? undefined : read(bytes);
  });
  if (decoded.some((value) => value === undefined))
    throw new MwaProtocolError(MWA_ERROR_CODES.invalidPayloads, 'a payload is not valid', {
      valid: decoded.map((value) => value !== undefined),
    });
  return decoded as T[];
}

function signatureOf(bytes: Uint8Array, secretKey: Uint8Array, behaviour: MwaWalletBehaviour) {
  const signature = nacl.sign.detached(bytes, secretKey);
  // A flipped bit: still 64 bytes, no longer a signature over these bytes by this key.
  if (behaviour === 'bad-signature') signature[0] = (signature[0] ?? 0) ^ 1;
  return signature;
}

function readTransactions(params: Record<string, unknown>, context: MwaSigningContext) {
  const transactions = readPayloads(params.payloads, (bytes) => {
    try {
      const transaction = getTransactionDecoder().decode(bytes);
      return context.keys.walletAddress in transaction.signatures ? transaction : undefined;
    } catch {
      return undefined;
    }
  });
  if (context.behaviour === 'decline')
    throw new MwaProtocolError(MWA_ERROR_CODES.notSigned, 'the user declined to sign');
  return transactions;
}

function signTransaction(transaction: Transaction, context: MwaSigningContext): Transaction {
  const asked =
    context.behaviour === 'change-transaction'
      ? changeTransactionMessage(transaction)
      : transaction;
  const signature = signatureOf(
    new Uint8Array(asked.messageBytes),
    context.keys.secretKey,
    context.behaviour,
  ) as SignatureBytes;
  return { ...asked, signatures: { ...asked.signatures, [context.keys.walletAddress]: signature } };
}

/**
 * `sign_transactions {payloads}` → `{signed_payloads}`: each wire transaction with the wallet's
 * signature filled in.
 *
 * @throws {MwaProtocolError} -2 (with `data.valid`) for a payload that is not a transaction the
 * wallet signs, -3 when declined, -5 for too many.
 */
export function signMwaTransactions(
  params: Record<string, unknown>,
  context: MwaSigningContext,
): { signed_payloads: string[] } {
  const signed = readTransactions(params, context).map((transaction) =>
    encodeMwaBase64(
      new Uint8Array(getTransactionEncoder().encode(signTransaction(transaction, context))),
    ),
  );
  return { signed_payloads: signed };
}

/**
 * `sign_and_send_transactions {payloads, options?}` → `{signatures}`: signs each, sends it to the
 * RPC (`sendTransaction`, base64) in order, and answers the 64-byte signatures in base64.
 *
 * @throws {MwaProtocolError} as {@link signMwaTransactions}, and -4 (with `data.signatures`, null
 * where not sent) when the RPC refuses one.
 */
export async function signAndSendMwaTransactions(
  params: Record<string, unknown>,
  context: MwaSigningContext,
): Promise<{ signatures: string[] }> {
  const transactions = readTransactions(params, context);
  // A bad signature is answered without sending: a transaction the dapp cannot verify must
  // not land on the ledger behind its back.
  if (context.behaviour === 'bad-signature')
    return {
      signatures: transactions.map((transaction) =>
        encodeMwaBase64(
          signatureOf(
            new Uint8Array(transaction.messageBytes),
            context.keys.secretKey,
            'bad-signature',
          ),
        ),
      ),
    };
  const options = (params.options ?? {}) as Record<string, unknown>;
  const sendOptions = {
    ...(typeof options.skip_preflight === 'boolean'
      ? { skipPreflight: options.skip_preflight }
      : {}),
    // A dapp that names no commitment gets 'confirmed' preflight, as wallet apps default to:
    // the RPC's own default (finalized) would not yet know a blockhash fetched at confirmed.
    preflightCommitment: COMMITMENTS.includes(options.commitment as never)
      ? (options.commitment as (typeof COMMITMENTS)[number])
      : 'confirmed',
    ...(typeof options.max_retries === 'number' ? { maxRetries: options.max_retries } : {}),
    ...(typeof options.min_context_slot === 'number'
      ? { minContextSlot: options.min_context_slot }
      : {}),
  };
  const signatures: (string | null)[] = transactions.map(() => null);
  for (const [index, transaction] of transactions.entries()) {
    try {
      const signature = await sendWireTransaction(
        context.rpcUrl,
        signTransaction(transaction, context),
        sendOptions,
      );
      signatures[index] = encodeMwaBase64(signature);
    } catch (error) {
      if (!(error instanceof TestWalletRpcError)) throw error;
      throw new MwaProtocolError(
        MWA_ERROR_CODES.notSubmitted,
        `the RPC refused the transaction: ${error.message}`,
        { signatures },
      );
    }
  }
  return { signatures: signatures as string[] };
}

/**
 * `sign_messages {addresses, payloads}` → `{signed_payloads}`: each message followed by its
 * 64-byte ed25519 signature.
 *
 * @throws {MwaProtocolError} -32602 for an address the wallet does not hold, -2 for an
 * unreadable payload, -3 when declined, -5 for too many.
 */
export function signMwaMessages(
  params: Record<string, unknown>,
  context: MwaSigningContext,
): { signed_payloads: string[] } {
  const own = encodeMwaBase64(context.keys.publicKey);
  const addresses = params.addresses;
  if (
    !Array.isArray(addresses) ||
    addresses.length === 0 ||
    addresses.some((entry) => {
      const bytes = decodeMwaBase64(entry);
      return bytes === undefined || encodeMwaBase64(bytes) !== own;
    })
  )
    throw new MwaProtocolError(
      MWA_ERROR_CODES.invalidParams,
      'addresses must name the account this wallet authorized',
    );
  const messages = readPayloads(params.payloads, (bytes) => bytes);
  if (context.behaviour === 'decline')
    throw new MwaProtocolError(MWA_ERROR_CODES.notSigned, 'the user declined to sign');
  const secretKey =
    context.behaviour === 'wrong-account' ? context.keys.otherSecretKey : context.keys.secretKey;
  return {
    signed_payloads: messages.map((message) =>
      encodeMwaBase64(
        new Uint8Array([...message, ...signatureOf(message, secretKey, context.behaviour)]),
      ),
    ),
  };
}
