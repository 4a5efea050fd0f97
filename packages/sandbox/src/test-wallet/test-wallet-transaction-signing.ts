import {
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  type Transaction,
} from '@solana/kit';
import type {
  SolanaSignAndSendTransactionMethod,
  SolanaSignAndSendTransactionOutput,
  SolanaSignTransactionMethod,
} from '@solana/wallet-standard-features';
import type { TestWalletKey } from './derive-test-wallet-keys.js';
import { sendWireTransaction } from './send-wire-transaction.js';
import { alterLastAmount, corruptSignature } from './test-wallet-misbehavior.js';
import type { TestWalletSession } from './test-wallet-session.js';

/** What the prompt says about the transactions it asks for. */
function describeTransactions(
  session: TestWalletSession,
  signers: readonly TestWalletKey[],
  chain?: string,
): string {
  const count = signers.length === 1 ? '1 transaction' : `${signers.length} transactions`;
  const accountsUsed = [...new Set(signers.map(session.labelOf))].join(', ');
  return `${count} for ${accountsUsed}${chain ? ` on ${chain}` : ''}`;
}

/** The transaction as the wallet signs it: with `alter-transfer`, its last amount changed. */
function misbehaved(session: TestWalletSession, transaction: Transaction): Transaction {
  return session.misbehaves('alter-transfer') ? alterLastAmount(transaction) : transaction;
}

/**
 * `solana:signTransaction`: every transaction approved in one prompt, then signed by the account
 * each names (`garbage-signature` corrupts the signature).
 */
export function createSignTransaction(session: TestWalletSession): SolanaSignTransactionMethod {
  const transactionDecoder = getTransactionDecoder();
  const transactionEncoder = getTransactionEncoder();
  return async (...inputs) => {
    session.requireConnected();
    const requests = inputs.map((input) => {
      session.requireChain(input.chain);
      return {
        key: session.keyFor(input.account.address),
        transaction: transactionDecoder.decode(input.transaction),
      };
    });
    if (requests.length === 0) return [];
    const detail = describeTransactions(
      session,
      requests.map(({ key }) => key),
      inputs[0]?.chain,
    );
    await session.ask('signTransaction', { kind: 'Sign transaction', detail });
    return Promise.all(
      requests.map(async ({ key, transaction }) => {
        const signed = await partiallySignTransaction(
          [key.keyPair],
          misbehaved(session, transaction),
        );
        const wire = new Uint8Array(transactionEncoder.encode(signed));
        const index = Object.keys(signed.signatures).indexOf(key.address);
        return {
          signedTransaction: session.misbehaves('garbage-signature')
            ? corruptSignature(wire, index)
            : wire,
        };
      }),
    );
  };
}

/**
 * `solana:signAndSendTransaction`: approved in one prompt, signed, and sent to the wallet's RPC
 * (`another-id` answers with the id of the transaction sent before).
 */
export function createSignAndSendTransaction(
  session: TestWalletSession,
): SolanaSignAndSendTransactionMethod {
  const transactionDecoder = getTransactionDecoder();
  // The id of the transaction it sent last, which `another-id` answers with.
  let lastSent: Uint8Array | undefined;
  return async (...inputs) => {
    session.requireConnected();
    const requests = inputs.map((input) => {
      if (!input.chain) throw new Error('solana:signAndSendTransaction needs a chain.');
      session.requireChain(input.chain);
      const key = session.keyFor(input.account.address);
      return {
        key,
        transaction: transactionDecoder.decode(input.transaction),
        options: input.options,
      };
    });
    if (requests.length === 0) return [];
    const detail = describeTransactions(
      session,
      requests.map(({ key }) => key),
      inputs[0]?.chain,
    );
    await session.ask('signAndSendTransaction', { kind: 'Sign and send', detail });
    const outputs: SolanaSignAndSendTransactionOutput[] = [];
    for (const { key, transaction, options } of requests) {
      const signed = await partiallySignTransaction(
        [key.keyPair],
        misbehaved(session, transaction),
      );
      const signature = await sendWireTransaction(session.settings.rpcUrl, signed, options);
      outputs.push({
        signature: session.misbehaves('another-id') ? (lastSent ?? signature) : signature,
      });
      lastSent = signature;
    }
    return outputs;
  };
}
