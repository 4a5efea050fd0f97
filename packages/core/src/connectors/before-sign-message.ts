import { LATCHKEY_ERROR__WALLET__HARDWARE_MESSAGE_SIGNING_UNSUPPORTED } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import type { WalletQuirks } from './wallet-quirks.js';

/**
 * Applies the message-signing quirks before a wallet is asked to sign: Ledger cannot (the error
 * points to the memo-transaction path), Solflare needs a pause after connecting.
 */
export async function beforeSignMessage(
  wallet: string,
  quirks: WalletQuirks,
  connectedAt: number,
): Promise<void> {
  if (quirks.messageSigningUnsupported) {
    throw new LatchkeyError(LATCHKEY_ERROR__WALLET__HARDWARE_MESSAGE_SIGNING_UNSUPPORTED, {
      context: { wallet },
      details: {
        alternative: 'Use signMessageWithMemoTransaction({ connector, message, connection })',
      },
    });
  }
  const wait = (quirks.signMessageDelayAfterConnectMs ?? 0) - (Date.now() - connectedAt);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
