import type { Wallet } from '@wallet-standard/base';
import { type CreateMwaWalletParameters, createMwaWallet } from './create-mwa-wallet.js';
import { MWA_REMOTE_AUTHORIZATION_KEY, MWA_REMOTE_WALLET_NAME } from './mwa-names.js';
import { startRemoteMwaSession } from './start-remote-mwa-session.js';

/**
 * Mobile Wallet Adapter with a wallet app on a phone, for a page on a desktop: connect shows a
 * QR code of the remote association (through `reflector`), the phone's wallet app scans it and
 * joins, and that one session carries every request until disconnect (or until the phone goes
 * away, which disconnects). Checks as for the Android wallet (`createMwaWallet`).
 */
export function createRemoteMwaWallet(
  parameters: Omit<CreateMwaWalletParameters, 'startSession' | 'keepSession'> & {
    /** The reflector's host authority. */
    reflector: string;
    /** How long the QR code waits for a phone. Default 120 s. */
    scanTimeoutMs?: number;
  },
): Wallet {
  const { reflector, scanTimeoutMs, ...rest } = parameters;
  return createMwaWallet({
    name: MWA_REMOTE_WALLET_NAME,
    authorizationKey: MWA_REMOTE_AUTHORIZATION_KEY,
    ...rest,
    keepSession: true,
    startSession: () =>
      startRemoteMwaSession({
        reflector,
        ...(scanTimeoutMs === undefined ? {} : { scanTimeoutMs }),
      }),
  });
}
