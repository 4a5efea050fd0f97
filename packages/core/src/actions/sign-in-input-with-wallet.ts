import type { Connector, ConnectResult, SignInResult } from '../connectors/connector.js';
import type { SignInInput } from '../sign-in/sign-in-input.js';
import { writeSignInMessage } from '../sign-in/write-sign-in-message.js';

/**
 * SIWS chain ids as wallets accept them (PROTOCOLS §7), by the network's chain id.
 *
 * @example
 * ```ts
 * const chainId = SIGN_IN_CHAIN_IDS[config.getNetwork().chainId]; // 'localnet'
 * ```
 */
export const SIGN_IN_CHAIN_IDS: Readonly<Record<string, string>> = {
  'solana:mainnet': 'solana:mainnet',
  'solana:devnet': 'solana:devnet',
  'solana:testnet': 'solana:testnet',
  'solana:localnet': 'localnet',
};

/**
 * Has a wallet sign a Sign-In With Solana input: in one prompt with `solana:signIn` where the
 * wallet offers it (then `connectWallet`, which the wallet has just approved, so it need not
 * prompt), else `connectWallet` for the address and `signMessage` over the same text. Both
 * `connectAndSign` and a session's sign-in go through here.
 *
 * @throws {LatchkeyError} a cancellation, or the wallet's failure (a Ledger's
 *   'Message signing is currently not supported on Ledger hardware wallet').
 * @example
 * ```ts
 * const signed = await signInInputWithWallet(connector, input, () => config.connect(connector));
 * ```
 */
export async function signInInputWithWallet(
  connector: Connector,
  input: SignInInput & { readonly domain: string },
  connectWallet: (silent: boolean) => Promise<ConnectResult>,
): Promise<SignInResult> {
  if (connector.signIn) {
    const signed = await connector.signIn(input);
    await connectWallet(true);
    return signed;
  }
  const { accounts } = await connectWallet(false);
  const address = accounts[0] as string;
  const text = writeSignInMessage({ ...input, address });
  const { signedMessage, signature } = await connector.signMessage(new TextEncoder().encode(text));
  return { address, signedMessage, signature };
}
