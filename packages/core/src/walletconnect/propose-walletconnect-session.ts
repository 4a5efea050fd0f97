import { LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED } from '../errors/codes.js';
import { UserCancellationError } from '../errors/user-cancellation-error.js';
import { toWalletConnectError } from './to-walletconnect-error.js';
import type { WalletConnectClient, WalletConnectSession } from './walletconnect-client.js';
import { WALLETCONNECT_WALLET_NAME } from './walletconnect-names.js';
import { publishWalletConnectPairing } from './walletconnect-pairing.js';

/** The methods Latchkey asks a wallet for, in the `solana` namespace. */
export const WALLETCONNECT_SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
];

/**
 * Proposes a session for the `solana` namespace on `chains`, publishes its pairing URI while a
 * wallet may take it, and resolves with the session the wallet approved. The proposal's own
 * expiry (5 minutes), the pairing's `cancel`, or `signal` end the wait.
 *
 * @throws {LatchkeyError} a cancellation when the wallet declines or the user gives up, else
 * `LATCHKEY_ERROR__WALLET__REQUEST_FAILED` with the reason.
 */
export async function proposeWalletConnectSession(
  client: WalletConnectClient,
  chains: string[],
  signal?: AbortSignal,
): Promise<WalletConnectSession> {
  let cancel: () => void = () => undefined;
  const cancelled = new Promise<never>((_, reject) => {
    cancel = () =>
      reject(
        new UserCancellationError(LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED, {
          details: { wallet: WALLETCONNECT_WALLET_NAME, method: 'connect' },
        }),
      );
  });
  signal?.addEventListener('abort', () => cancel(), { once: true });
  try {
    const { uri, approval } = await client.connect({
      optionalNamespaces: {
        solana: { chains, methods: WALLETCONNECT_SOLANA_METHODS, events: [] },
      },
    });
    if (uri) publishWalletConnectPairing({ uri, cancel: () => cancel() });
    return await Promise.race([approval(), cancelled]);
  } catch (error) {
    throw toWalletConnectError(error, WALLETCONNECT_WALLET_NAME, 'connect');
  } finally {
    publishWalletConnectPairing(undefined);
  }
}
