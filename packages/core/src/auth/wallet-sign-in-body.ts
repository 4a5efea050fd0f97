import { type ConnectStep, walletSignIn } from '../actions/wallet-sign-in.js';
import type { Config } from '../config/config.js';
import type { Connector } from '../connectors/connector.js';
import {
  LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE,
  LATCHKEY_ERROR__WALLET__HARDWARE_MESSAGE_SIGNING_UNSUPPORTED,
} from '../errors/codes.js';
import { isLatchkeyError, LatchkeyError } from '../errors/latchkey-error.js';
import type { SignInChallenge, WalletSignInBody } from '../product-api/session-messages.js';
import { SIGN_IN_CHAIN_IDS } from '../sign-in/sign-in-chain-ids.js';
import { toBase64 } from '../transactions/to-base64.js';
import type { SessionRuntime } from './session-runtime.js';

const SIGNED_FIELDS = ['domain', 'uri', 'version', 'chainId', 'nonce', 'issuedAt'] as const;

/**
 * One wallet's half of a sign-in (or a link): the server's challenge for the selected network,
 * signed by the wallet (`walletSignIn`: `solana:signIn`, else connect and `signMessage` over the
 * same text), as the body the `signInWithWallet` and `linkWallet` routes take.
 *
 * @throws {LatchkeyError} the product API's errors; `LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE`
 *   for a challenge without its fields; a cancellation, or the wallet's failure.
 */
export async function walletSignInBody(
  config: Config,
  runtime: SessionRuntime,
  connector: Connector,
  connectStep: ConnectStep,
): Promise<WalletSignInBody> {
  const { chainId } = config.getNetwork();
  const answer = (await runtime.post('createSignInChallenge', {
    chainId: SIGN_IN_CHAIN_IDS[chainId] ?? chainId,
  })) as Partial<SignInChallenge> | undefined;
  const input = answer?.input;
  if (!input || SIGNED_FIELDS.some((field) => typeof input[field] !== 'string')) {
    throw new LatchkeyError(LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE, { details: answer });
  }
  let signed: Awaited<ReturnType<typeof walletSignIn>>;
  try {
    signed = await walletSignIn(connector, input, connectStep);
  } catch (error) {
    // A Ledger cannot sign messages: it signs the same text in a memo transaction instead.
    if (!isLatchkeyError(error, LATCHKEY_ERROR__WALLET__HARDWARE_MESSAGE_SIGNING_UNSUPPORTED)) {
      throw error;
    }
    return (await import('./ledger-sign-in-body.js')).ledgerSignInBody(connector, input);
  }
  return {
    address: signed.address,
    signedMessage: toBase64(signed.signedMessage),
    signature: toBase64(signed.signature),
    walletName: connector.name,
  };
}
