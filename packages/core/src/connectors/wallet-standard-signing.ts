import { LATCHKEY_ERROR__WALLET__SIGN_MESSAGE_FAILED } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { DEFAULT_COMMITMENT } from '../networks/solana-network.js';
import { type TransactionInput, toTransactionBytes } from '../transactions/transaction-input.js';
import type { SignedMessage, WalletSendOptions } from './connector.js';
import { beforeSignMessage, sentTransactionId, toMessageBytes } from './connector-helpers.js';
import { encodeSignature } from './encode-signature.js';
import { toWalletError } from './to-wallet-error.js';
import {
  activeStandardAccount,
  requireStandardFeature,
  standardChainOption,
  type WalletStandardConnectorState,
} from './wallet-standard-connector-state.js';
import { WALLET_STANDARD_FEATURES as F } from './wallet-standard-features.js';

/**
 * Has a Wallet Standard wallet sign a message with the active account.
 *
 * @throws {LatchkeyError} 'Feature not supported', 'No wallet is connected', the wallet's
 * failure, or a signature that is not 64 bytes.
 * @example
 * ```ts
 * const { signature } = await signStandardMessage(state, 'Sign in to Acme');
 * ```
 */
export async function signStandardMessage(
  state: WalletStandardConnectorState,
  message: Uint8Array | string,
): Promise<SignedMessage> {
  const { name } = state;
  const signMessage = requireStandardFeature(state, F.signMessage).signMessage;
  await beforeSignMessage(name, state.quirks, state.connectedAt);
  let outputs: Awaited<ReturnType<typeof signMessage>>;
  try {
    outputs = await signMessage({
      account: activeStandardAccount(state),
      message: toMessageBytes(message),
    });
  } catch (error) {
    throw toWalletError(error, name, 'signMessage');
  }
  const [output] = outputs;
  if (output?.signature?.length !== 64) {
    throw new LatchkeyError(LATCHKEY_ERROR__WALLET__SIGN_MESSAGE_FAILED, {
      details: { wallet: name },
    });
  }
  return { signedMessage: output.signedMessage, signature: output.signature };
}

/**
 * Has a Wallet Standard wallet sign transactions with the active account, on the selected chain
 * where it supports it; returns the signed wire bytes.
 *
 * @example
 * ```ts
 * const [signed] = await signStandardTransactions(state, [bytes]);
 * ```
 */
export async function signStandardTransactions(
  state: WalletStandardConnectorState,
  transactions: readonly TransactionInput[],
): Promise<Uint8Array[]> {
  const inputs = transactions.map((transaction) => ({
    account: activeStandardAccount(state),
    transaction: toTransactionBytes(transaction),
    ...standardChainOption(state),
  }));
  const sign = requireStandardFeature(state, F.signTransaction).signTransaction;
  try {
    const outputs = await sign(...inputs);
    return outputs.map((output) => output.signedTransaction);
  } catch (error) {
    throw toWalletError(error, state.name, 'signTransaction');
  }
}

/**
 * Has a Wallet Standard wallet sign and send a transaction through `solana:signAndSendTransaction`,
 * simulated and confirmed at the commitment its blockhash was read at; returns its id.
 *
 * @example
 * ```ts
 * const { signature } = await signAndSendStandard(state, bytes, { skipPreflight: false });
 * ```
 */
export async function signAndSendStandard(
  state: WalletStandardConnectorState,
  bytes: Uint8Array,
  options: WalletSendOptions = {},
): Promise<{ signature: string }> {
  const { name } = state;
  const native = requireStandardFeature(state, F.signAndSendTransaction);
  const chain = standardChainOption(state);
  let output: Awaited<ReturnType<typeof native.signAndSendTransaction>>[number] | undefined;
  try {
    [output] = await native.signAndSendTransaction({
      account: activeStandardAccount(state),
      transaction: bytes,
      ...chain,
      options: {
        // The SDK built it on a blockhash read at this commitment; simulate there too.
        preflightCommitment: DEFAULT_COMMITMENT,
        commitment: DEFAULT_COMMITMENT,
        ...(options.skipPreflight === undefined ? {} : { skipPreflight: options.skipPreflight }),
      },
    } as Parameters<typeof native.signAndSendTransaction>[0]);
  } catch (error) {
    throw toWalletError(error, name, 'signAndSendTransaction');
  }
  if (output?.signature?.length !== 64) {
    throw toWalletError(
      new Error('The wallet returned no signature'),
      name,
      'signAndSendTransaction',
    );
  }
  return { signature: await sentTransactionId(bytes, await encodeSignature(output.signature)) };
}
