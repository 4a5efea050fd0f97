import {
  LATCHKEY_ERROR__WALLET__HARDWARE_MESSAGE_SIGNING_UNSUPPORTED,
  LATCHKEY_ERROR__WALLET__NO_ACCOUNTS,
} from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { DEFAULT_SILENT_CONNECT_TIMEOUT_MS, type WalletQuirks } from './wallet-quirks.js';

/** Encodes a message for signing: strings as UTF-8, bytes as they are. */
export function toMessageBytes(message: Uint8Array | string): Uint8Array {
  return typeof message === 'string' ? new TextEncoder().encode(message) : message;
}

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

/**
 * The id of a transaction a wallet signed and sent: its fee payer's signature. When the fee payer
 * signed before the wallet did (a sponsored transaction), that id is in the bytes the wallet was
 * given, whatever the wallet answers: some wallets answer with their own signature, which is not
 * the id once someone else pays the fee. Otherwise the wallet's answer is the id.
 */
export async function sentTransactionId(transaction: Uint8Array, answer: string): Promise<string> {
  const { decodeTransaction, getTransactionSignature } = await import(
    '../transactions/decode-transaction.js'
  );
  try {
    const decoded = decodeTransaction(transaction);
    return decoded.signedBy.includes(decoded.feePayer) ? getTransactionSignature(decoded) : answer;
  } catch {
    return answer;
  }
}
