import {
  getBase58Decoder,
  getBase58Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type SignatureBytes,
  type Transaction,
} from '@solana/kit';
import type { SolanaSignAndSendTransactionOptions } from '@solana/wallet-standard-features';
import nacl from 'tweetnacl';
import { sendWireTransaction, TestWalletRpcError } from '../test-wallet/send-wire-transaction.js';
import { PhantomProtocolError, type PhantomRequest, sealAnswer } from './phantom-request.js';
import type { PhantomResponderKeys } from './phantom-responder-keys.js';
import { createPhantomSession, verifyPhantomSession } from './phantom-session.js';

/** Phantom's answer to a user who pressed Reject. */
export const USER_REJECTED = { code: 4001, message: 'User rejected the request.' } as const;

const COMMITMENTS = ['processed', 'confirmed', 'finalized'] as const;

const b58 = () => getBase58Decoder();

function stringField(payload: Record<string, unknown>, name: string): string {
  const value = payload[name];
  if (typeof value !== 'string' || value === '') {
    throw new PhantomProtocolError(-32000, `The payload has no ${name}`);
  }
  return value;
}

function decodeTransaction(text: string): Transaction {
  try {
    return getTransactionDecoder().decode(new Uint8Array(getBase58Encoder().encode(text)));
  } catch {
    throw new PhantomProtocolError(-32000, 'The transaction cannot be decoded');
  }
}

function signTransaction(keys: PhantomResponderKeys, transaction: Transaction): Transaction {
  if (!(keys.walletAddress in transaction.signatures)) {
    throw new PhantomProtocolError(
      -32000,
      `The transaction does not ask ${keys.walletAddress} to sign`,
    );
  }
  const signature = nacl.sign.detached(
    new Uint8Array(transaction.messageBytes),
    keys.signSecretKey,
  ) as SignatureBytes;
  return {
    ...transaction,
    signatures: { ...transaction.signatures, [keys.walletAddress]: signature },
  };
}

function encodeTransaction(transaction: Transaction): string {
  return b58().decode(getTransactionEncoder().encode(transaction));
}

function readSendOptions(payload: Record<string, unknown>): SolanaSignAndSendTransactionOptions {
  const options = payload.sendOptions;
  if (options === undefined) return {};
  if (typeof options !== 'object' || options === null) {
    throw new PhantomProtocolError(-32000, 'sendOptions must be an object');
  }
  const { skipPreflight, preflightCommitment, maxRetries } = options as Record<string, unknown>;
  return {
    ...(typeof skipPreflight === 'boolean' ? { skipPreflight } : {}),
    ...(COMMITMENTS.includes(preflightCommitment as never)
      ? { preflightCommitment: preflightCommitment as (typeof COMMITMENTS)[number] }
      : {}),
    ...(typeof maxRetries === 'number' ? { maxRetries } : {}),
  };
}

/**
 * Carries out an approved request as the Phantom app would — issue a session, sign with the
 * wallet key, or sign and send through the RPC — and returns the query parameters to append to
 * the dapp's redirect link (encrypted `data` and its `nonce`; none for disconnect).
 *
 * @throws {PhantomProtocolError} 4100 for a bad session, -32000 for bad input, -32003 when the
 * RPC refuses the transaction.
 */
export async function answerPhantomRequest(
  request: PhantomRequest,
  keys: PhantomResponderKeys,
  rpcUrl: string,
): Promise<Record<string, string>> {
  if (request.method === 'connect') {
    const session = createPhantomSession(keys, {
      appUrl: request.appUrl as string,
      cluster: request.cluster as string,
    });
    return {
      phantom_encryption_public_key: keys.encryptionPublicKey,
      ...sealAnswer(request.sharedKey, { public_key: keys.walletAddress, session }),
    };
  }
  const payload = request.payload ?? {};
  verifyPhantomSession(keys, payload.session);
  const seal = (value: unknown) => sealAnswer(request.sharedKey, value);
  switch (request.method) {
    case 'disconnect':
      return {};
    case 'signMessage': {
      const message = new Uint8Array(getBase58Encoder().encode(stringField(payload, 'message')));
      const signature = nacl.sign.detached(message, keys.signSecretKey);
      return seal({ signature: b58().decode(signature) });
    }
    case 'signTransaction': {
      const signed = signTransaction(keys, decodeTransaction(stringField(payload, 'transaction')));
      return seal({ transaction: encodeTransaction(signed) });
    }
    case 'signAllTransactions': {
      const list = payload.transactions;
      if (!Array.isArray(list) || list.length === 0 || list.some((t) => typeof t !== 'string')) {
        throw new PhantomProtocolError(-32000, 'The payload has no transactions');
      }
      const signed = (list as string[]).map((text) =>
        encodeTransaction(signTransaction(keys, decodeTransaction(text))),
      );
      return seal({ transactions: signed });
    }
    case 'signAndSendTransaction': {
      const signed = signTransaction(keys, decodeTransaction(stringField(payload, 'transaction')));
      try {
        const signature = await sendWireTransaction(rpcUrl, signed, readSendOptions(payload));
        return seal({ signature: b58().decode(signature) });
      } catch (error) {
        if (error instanceof TestWalletRpcError) {
          throw new PhantomProtocolError(-32003, `Transaction rejected: ${error.message}`);
        }
        throw error;
      }
    }
  }
}
