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
 * expiry (5 minutes), the pairing's `cancel`, or `signal` end the wait; a relay that does not take
 * the proposal within `relayTimeoutMs` fails it.
 *
 * @throws {LatchkeyError} a cancellation when the wallet declines or the user gives up, else
 * `LATCHKEY_ERROR__WALLET__REQUEST_FAILED` with the reason.
 */
export async function proposeWalletConnectSession(
  client: WalletConnectClient,
  chains: string[],
  signal?: AbortSignal,
  relayTimeoutMs = 15_000,
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
  cancelled.catch(() => undefined); // a cancel after the race is over is nobody's failure
  signal?.addEventListener('abort', () => cancel(), { once: true });
  try {
    // The proposal is published before its link exists: a relay out of reach fails it here,
    // rather than after the client's own retries (over a minute).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unreachable = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(new Error(`the WalletConnect relay did not answer in ${relayTimeoutMs / 1000} s`)),
        relayTimeoutMs,
      );
    });
    const { uri, approval } = await Promise.race([
      client.connect({
        optionalNamespaces: {
          solana: { chains, methods: WALLETCONNECT_SOLANA_METHODS, events: [] },
        },
      }),
      unreachable,
      cancelled,
    ]).finally(() => clearTimeout(timer));
    if (uri) publishWalletConnectPairing({ uri, cancel: () => cancel() });
    return await Promise.race([approval(), cancelled]);
  } catch (error) {
    throw toWalletConnectError(error, WALLETCONNECT_WALLET_NAME, 'connect');
  } finally {
    publishWalletConnectPairing(undefined);
  }
}
