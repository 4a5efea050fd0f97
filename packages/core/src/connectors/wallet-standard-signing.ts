import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { LATCHKEY_ERROR__WALLET__SIGN_MESSAGE_FAILED } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import type { Commitment } from '../networks/solana-network.js';
import type { SignInInput } from '../sign-in/sign-in-input.js';
import { type TransactionInput, toTransactionBytes } from '../transactions/transaction-input.js';
import { beforeSignMessage } from './before-sign-message.js';
import type { SignedMessage, WalletSendOptions } from './connector.js';
import { toMessageBytes } from './connector-helpers.js';
import { encodeSignature } from './encode-signature.js';
import { sentTransactionId } from './sent-transaction-id.js';
import { toWalletError } from './to-wallet-error.js';
import type { WalletQuirks } from './wallet-quirks.js';
import { requireStandardFeature, type StandardFeatureMethods } from './wallet-standard-features.js';

// A Wallet Standard wallet's signing calls: a chunk of its own, which its connector loads as the
// wallet connects (the page's first chunk only draws the button and finds the wallets).

/** What the signing calls read of a Wallet Standard connector's state. */
export interface StandardWalletSigner {
  readonly wallet: Wallet;
  /** The wallet's name, for errors. */
  readonly name: string;
  readonly quirks: WalletQuirks;
  /** When the wallet last connected (ms), for the quirks that wait after it. */
  connectedAt(): number;
  /** The account it signs with; throws when none is connected. */
  activeAccount(): WalletAccount;
  /** The commitment the SDK read the transaction's blockhash at. */
  readonly commitment: Commitment;
  /** `{ chain }` where the wallet has the selected chain, else nothing. */
  chainOption(): { chain: `${string}:${string}` } | Record<string, never>;
}

/** Has the wallet sign transactions with `solana:signTransaction`; returns the signed bytes. */
export async function signWithStandardWallet(
  signer: StandardWalletSigner,
  transactions: readonly TransactionInput[],
): Promise<Uint8Array[]> {
  const { wallet, name } = signer;
  const inputs = transactions.map((transaction) => ({
    account: signer.activeAccount(),
    transaction: toTransactionBytes(transaction),
    ...signer.chainOption(),
  }));
  const sign = requireStandardFeature(wallet, name, 'solana:signTransaction').signTransaction;
  try {
    return (await sign(...inputs)).map((output) => output.signedTransaction);
  } catch (error) {
    throw toWalletError(error, name, 'signTransaction');
  }
}

/** Has the wallet sign a message with `solana:signMessage`; checks for a 64-byte signature. */
export async function signMessageWithStandardWallet(
  signer: StandardWalletSigner,
  message: Uint8Array | string,
): Promise<SignedMessage> {
  const { wallet, name } = signer;
  const signMessage = requireStandardFeature(wallet, name, 'solana:signMessage').signMessage;
  await beforeSignMessage(name, signer.quirks, signer.connectedAt());
  let outputs: Awaited<ReturnType<typeof signMessage>>;
  try {
    outputs = await signMessage({
      account: signer.activeAccount(),
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

type SignAndSendFeature = StandardFeatureMethods['solana:signAndSendTransaction'];

/**
 * Has the wallet sign and send a transaction through `solana:signAndSendTransaction` with its
 * active account (on the selected chain where it has it), simulated and confirmed at the
 * commitment its blockhash was read at; returns its id.
 *
 * @throws {LatchkeyError} a cancellation, the wallet's failure, or no 64-byte signature.
 */
export async function signAndSendWithStandardWallet(
  signer: StandardWalletSigner,
  transaction: Uint8Array,
  options: WalletSendOptions = {},
): Promise<{ signature: string }> {
  const { wallet, name } = signer;
  const feature = requireStandardFeature(wallet, name, 'solana:signAndSendTransaction');
  let output: Awaited<ReturnType<SignAndSendFeature['signAndSendTransaction']>>[number] | undefined;
  try {
    [output] = await feature.signAndSendTransaction({
      account: signer.activeAccount(),
      transaction,
      ...signer.chainOption(),
      options: {
        // The SDK built it on a blockhash read at this commitment; simulate there too.
        preflightCommitment: signer.commitment,
        commitment: signer.commitment,
        ...(options.skipPreflight === undefined ? {} : { skipPreflight: options.skipPreflight }),
      },
    } as Parameters<SignAndSendFeature['signAndSendTransaction']>[0]);
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
  return {
    signature: await sentTransactionId(transaction, await encodeSignature(output.signature)),
  };
}

/** What the wallet answered a Sign-In With Solana with: its account, the bytes and signature. */
export type StandardSignInOutput = Awaited<
  ReturnType<StandardFeatureMethods['solana:signIn']['signIn']>
>[number];

/** Has the wallet sign in with `solana:signIn` (it connects too); returns its one answer. */
export async function signInWithStandardWallet(
  wallet: Wallet,
  name: string,
  input: SignInInput,
): Promise<StandardSignInOutput> {
  let outputs: readonly StandardSignInOutput[];
  try {
    outputs = await requireStandardFeature(wallet, name, 'solana:signIn').signIn(input);
  } catch (error) {
    throw toWalletError(error, name, 'signIn');
  }
  const [output] = outputs;
  if (!output) throw new LatchkeyError(LATCHKEY_ERROR__WALLET__SIGN_MESSAGE_FAILED);
  return output;
}
