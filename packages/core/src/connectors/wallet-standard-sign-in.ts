import { LATCHKEY_ERROR__WALLET__SIGN_MESSAGE_FAILED } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import type { SignInInput } from '../sign-in/sign-in-input.js';
import type { SignInResult } from './connector.js';
import { toWalletError } from './to-wallet-error.js';
import {
  followStandardEvents,
  requireStandardFeature,
  setStandardAccounts,
  solanaAccounts,
  type WalletStandardConnectorState,
} from './wallet-standard-connector-state.js';
import {
  WALLET_STANDARD_FEATURES as F,
  type StandardFeatureMethods,
} from './wallet-standard-features.js';

/**
 * Sign-In With Solana through `solana:signIn`, which connects too: the signed-in account becomes
 * the connector's when it is not one of its accounts yet.
 *
 * @throws {LatchkeyError} a cancellation, the wallet's failure, or an empty answer.
 * @example
 * ```ts
 * const { address, signature } = await signInWithStandardWallet(state, { domain, nonce });
 * ```
 */
export async function signInWithStandardWallet(
  state: WalletStandardConnectorState,
  input: SignInInput,
): Promise<SignInResult> {
  let outputs: Awaited<ReturnType<StandardFeatureMethods[typeof F.signIn]['signIn']>>;
  try {
    outputs = await requireStandardFeature(state, F.signIn).signIn(input);
  } catch (error) {
    throw toWalletError(error, state.name, 'signIn');
  }
  const [output] = outputs;
  if (!output) throw new LatchkeyError(LATCHKEY_ERROR__WALLET__SIGN_MESSAGE_FAILED);
  state.connectedAt = Date.now();
  const signedIn = solanaAccounts([output.account]);
  if (!state.accounts.some((account) => account.address === output.account.address)) {
    setStandardAccounts(state, signedIn.length ? signedIn : state.accounts);
    followStandardEvents(state);
  }
  return {
    address: output.account.address,
    signedMessage: output.signedMessage,
    signature: output.signature,
  };
}
