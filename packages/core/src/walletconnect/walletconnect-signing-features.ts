import {
  type Address,
  getBase58Decoder,
  getBase58Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type SignatureBytes,
} from '@solana/kit';
import type { SolanaSignAndSendTransactionInput } from '@solana/wallet-standard-features';
import type { WalletAccount } from '@wallet-standard/base';
import { LATCHKEY_ERROR__WALLET__SIGN_MESSAGE_FAILED } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import {
  decodeMwaBase64 as fromBase64,
  encodeMwaBase64 as toBase64,
} from '../mwa/mwa-wallet-answers.js';
import { verifyEd25519Signature } from '../sign-in/verify-ed25519-signature.js';
import { verifyWalletSignedTransaction } from '../transactions/verify-wallet-signed-transaction.js';
import type { WalletConnectSession } from './walletconnect-client.js';

/** One `solana_*` request in the current session (see `createWalletConnectWallet`). */
export type WalletConnectAsk = (method: string, params: unknown) => Promise<unknown>;

const base58 = (bytes: Uint8Array) => getBase58Decoder().decode(bytes);

function field(result: unknown, name: string): unknown {
  return typeof result === 'object' && result !== null
    ? (result as Record<string, unknown>)[name]
    : undefined;
}

/** Reads a base58 64-byte signature, or fails with the reason. */
function readSignature(value: unknown): Uint8Array {
  try {
    if (typeof value === 'string') {
      const bytes = new Uint8Array(getBase58Encoder().encode(value));
      if (bytes.length === 64) return bytes;
    }
  } catch {
    // refused below
  }
  throw new Error('the wallet answered something that is not a signature');
}

/**
 * The transaction the wallet signed: the one it sent back, or (a wallet answering only the
 * signature, as the reference allows) the one asked for with that signature set for `signer`.
 */
function signedTransactionOf(result: unknown, asked: Uint8Array, signer: string): Uint8Array {
  const returned = field(result, 'transaction');
  if (typeof returned === 'string') return fromBase64(returned);
  const signature = readSignature(field(result, 'signature'));
  const transaction = getTransactionDecoder().decode(asked);
  if (!(signer in transaction.signatures))
    throw new Error('the transaction is not for this account');
  return new Uint8Array(
    getTransactionEncoder().encode({
      ...transaction,
      signatures: { ...transaction.signatures, [signer]: signature as SignatureBytes },
    }),
  );
}

/**
 * The WalletConnect wallet's signing features, each a `solana_*` request in the session (as
 * WalletConnect's Solana reference has them: messages and signatures base58, transactions base64
 * wire bytes), each answer checked: a message signature must verify against the account, a
 * signed transaction must be the one asked for, a sent one must come back as a signature.
 */
export function walletConnectSigningFeatures(
  ask: WalletConnectAsk,
  session: () => WalletConnectSession | undefined,
) {
  const signTransactions = async (
    inputs: readonly { account: WalletAccount; transaction: Uint8Array }[],
  ) => {
    const signer = inputs[0]?.account.address ?? '';
    const methods = session()?.namespaces.solana?.methods ?? [];
    let signed: Uint8Array[];
    if (inputs.length > 1 && methods.includes('solana_signAllTransactions')) {
      const result = await ask('solana_signAllTransactions', {
        transactions: inputs.map((input) => toBase64(input.transaction)),
      });
      const list = field(result, 'transactions');
      if (!Array.isArray(list) || list.length !== inputs.length)
        throw new Error('the wallet did not answer one transaction for each asked');
      signed = list.map((item) => fromBase64(item));
    } else {
      signed = [];
      for (const input of inputs) {
        const result = await ask('solana_signTransaction', {
          transaction: toBase64(input.transaction),
          pubkey: input.account.address,
        });
        signed.push(signedTransactionOf(result, input.transaction, input.account.address));
      }
    }
    for (const [index, input] of inputs.entries())
      await verifyWalletSignedTransaction({
        asked: input.transaction,
        signed: signed[index] as Uint8Array,
        signer,
      });
    return signed.map((signedTransaction) => ({ signedTransaction }));
  };
  return {
    'solana:signMessage': {
      version: '1.0.0',
      signMessage: async (
        ...inputs: readonly { account: WalletAccount; message: Uint8Array }[]
      ) => {
        const signed = [];
        for (const { account, message } of inputs) {
          const result = await ask('solana_signMessage', {
            message: base58(message),
            pubkey: account.address,
          });
          const signature = readSignature(field(result, 'signature'));
          if (!(await verifyEd25519Signature(account.address as Address, message, [signature])))
            throw new LatchkeyError(LATCHKEY_ERROR__WALLET__SIGN_MESSAGE_FAILED, {
              details: {
                wallet: session()?.peer.metadata.name,
                reason: 'the signature does not verify',
              },
            });
          signed.push({ signedMessage: message, signature });
        }
        return signed;
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction: (
        ...inputs: readonly { account: WalletAccount; transaction: Uint8Array }[]
      ) => signTransactions(inputs),
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction: async (...inputs: readonly SolanaSignAndSendTransactionInput[]) => {
        const sent = [];
        for (const input of inputs) {
          const options = input.options;
          const result = await ask('solana_signAndSendTransaction', {
            transaction: toBase64(input.transaction),
            pubkey: input.account.address,
            sendOptions: {
              ...(options?.skipPreflight === undefined
                ? {}
                : { skipPreflight: options.skipPreflight }),
              ...(options?.preflightCommitment
                ? { preflightCommitment: options.preflightCommitment }
                : {}),
              ...(options?.maxRetries === undefined ? {} : { maxRetries: options.maxRetries }),
              ...(options?.minContextSlot === undefined
                ? {}
                : { minContextSlot: options.minContextSlot }),
            },
          });
          sent.push({ signature: readSignature(field(result, 'signature')) });
        }
        return sent;
      },
    },
  };
}
