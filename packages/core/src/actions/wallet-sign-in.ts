import type { Connector, ConnectResult, SignInResult } from '../connectors/connector.js';
import type { SignInInput } from '../sign-in/sign-in-input.js';
import { writeSignInMessage } from '../sign-in/write-sign-in-message.js';

/** How a sign-in connects the wallet: silently after `solana:signIn`, else with a prompt. */
export type ConnectStep = (silent: boolean) => Promise<ConnectResult>;

/**
 * A wallet's half of a Sign-In With Solana: it signs `input` in one prompt with `solana:signIn`
 * where it offers it (then `connectStep` silently: the wallet has just approved), else
 * `connectStep` for the address and `signMessage` over the same text. `connectAndSign` and a
 * session's sign-in (`walletSignInBody`) both go through here; `connectStep` says where the
 * wallet connects (on the config, `connectWallet`; or the wallet alone, when linking).
 *
 * @throws {LatchkeyError} a cancellation, or the wallet's failure (a Ledger's
 *   'Message signing is currently not supported on Ledger hardware wallet').
 */
export async function walletSignIn(
  connector: Connector,
  input: SignInInput & { readonly domain: string },
  connectStep: ConnectStep,
): Promise<SignInResult> {
  if (connector.signIn) {
    const signed = await connector.signIn(input);
    await connectStep(true);
    return signed;
  }
  const { accounts } = await connectStep(false);
  const address = accounts[0] as string;
  const text = writeSignInMessage({ ...input, address });
  const { signedMessage, signature } = await connector.signMessage(new TextEncoder().encode(text));
  return { address, signedMessage, signature };
}
