import type { WalletAccount } from '@wallet-standard/base';
import { DEFAULT_COMMITMENT } from '../networks/solana-network.js';
import type { WalletSendOptions } from './connector.js';
import { sentTransactionId } from './connector-helpers.js';
import { encodeSignature } from './encode-signature.js';
import { toWalletError } from './to-wallet-error.js';
import type { StandardFeatureMethods } from './wallet-standard-features.js';

type SignAndSendFeature = StandardFeatureMethods['solana:signAndSendTransaction'];

/**
 * Has a Wallet Standard wallet sign and send a transaction through `solana:signAndSendTransaction`
 * with `account` (on `chain` where it has it), simulated and confirmed at the commitment its
 * blockhash was read at; returns its id.
 *
 * @throws {LatchkeyError} a cancellation, the wallet's failure, or no 64-byte signature.
 */
export async function signAndSendWithStandardWallet(
  feature: SignAndSendFeature,
  wallet: string,
  request: { account: WalletAccount; transaction: Uint8Array; chain?: `${string}:${string}` },
  options: WalletSendOptions = {},
): Promise<{ signature: string }> {
  let output: Awaited<ReturnType<SignAndSendFeature['signAndSendTransaction']>>[number] | undefined;
  try {
    [output] = await feature.signAndSendTransaction({
      ...request,
      options: {
        // The SDK built it on a blockhash read at this commitment; simulate there too.
        preflightCommitment: DEFAULT_COMMITMENT,
        commitment: DEFAULT_COMMITMENT,
        ...(options.skipPreflight === undefined ? {} : { skipPreflight: options.skipPreflight }),
      },
    } as Parameters<SignAndSendFeature['signAndSendTransaction']>[0]);
  } catch (error) {
    throw toWalletError(error, wallet, 'signAndSendTransaction');
  }
  if (output?.signature?.length !== 64) {
    throw toWalletError(
      new Error('The wallet returned no signature'),
      wallet,
      'signAndSendTransaction',
    );
  }
  return {
    signature: await sentTransactionId(
      request.transaction,
      await encodeSignature(output.signature),
    ),
  };
}
