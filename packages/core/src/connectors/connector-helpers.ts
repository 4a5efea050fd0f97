import { LATCHKEY_ERROR__WALLET__NO_ACCOUNTS } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { DEFAULT_SILENT_CONNECT_TIMEOUT_MS, type WalletQuirks } from './wallet-quirks.js';

/** Encodes a message for signing: strings as UTF-8, bytes as they are. */
export function toMessageBytes(message: Uint8Array | string): Uint8Array {
  return typeof message === 'string' ? new TextEncoder().encode(message) : message;
}

/**
 * Races a silent connect against the wallet's cap: some wallets never settle an unprompted
 * request, and a page must not hang on reload because of it.
 */
export async function capSilentConnect<T>(
  request: Promise<T>,
  wallet: string,
  quirks: WalletQuirks,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new LatchkeyError(LATCHKEY_ERROR__WALLET__NO_ACCOUNTS, { context: { wallet } })),
      quirks.silentConnectTimeoutMs ?? DEFAULT_SILENT_CONNECT_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([request, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
