/** A public key as injected providers hand it out (web3.js v1's PublicKey shape). */
export interface InjectedPublicKey {
  toBytes?(): Uint8Array;
  toBase58(): string;
}

/**
 * The Phantom-style provider a wallet injects into `window` (Solflare and Backpack follow the
 * same shape). Only what Latchkey calls is declared; everything is optional because extensions
 * differ and an extension's global is outside data.
 *
 * @example
 * ```ts
 * const provider = (window as { phantom?: { solana?: InjectedProvider } }).phantom?.solana;
 * ```
 */
export interface InjectedProvider {
  publicKey?: InjectedPublicKey | null;
  isConnected?: boolean;
  connect?(options?: {
    onlyIfTrusted?: boolean;
  }): Promise<{ publicKey?: InjectedPublicKey } | undefined>;
  disconnect?(): Promise<void>;
  signMessage?(
    message: Uint8Array,
    display?: 'utf8' | 'hex',
  ): Promise<{ signature: Uint8Array } | Uint8Array>;
  signTransaction?(transaction: unknown): Promise<unknown>;
  signAllTransactions?(transactions: unknown[]): Promise<unknown[]>;
  signAndSendTransaction?(
    transaction: unknown,
    options?: { skipPreflight?: boolean; preflightCommitment?: string },
  ): Promise<{ signature: string | Uint8Array }>;
  on?(event: string, listener: (...args: unknown[]) => void): void;
  off?(event: string, listener: (...args: unknown[]) => void): void;
  removeListener?(event: string, listener: (...args: unknown[]) => void): void;
}
