/**
 * Per-wallet behaviour the SDK must work around, from the wallet book (SPEC §9, PROTOCOLS §5).
 *
 * @example
 * ```ts
 * const quirks: WalletQuirks = { signMessageDelayAfterConnectMs: 100 }; // Solflare
 * ```
 */
export interface WalletQuirks {
  /** Solflare misbehaves when asked to sign right after connecting; wait this long first. */
  readonly signMessageDelayAfterConnectMs?: number;
  /** Hardware wallets (Ledger) cannot sign arbitrary messages; sign a memo transaction instead. */
  readonly messageSigningUnsupported?: boolean;
  /** Cap on a silent connect that some wallets never settle (Backpack). Default 3000 ms. */
  readonly silentConnectTimeoutMs?: number;
}

/** Default cap on a silent connect. */
export const DEFAULT_SILENT_CONNECT_TIMEOUT_MS = 3000;
