/** A WalletConnect pairing waiting for a wallet: the URI its QR code and links carry. */
export interface PendingWalletConnectPairing {
  /** `wc:<topic>@2?relay-protocol=irn&symKey=…&expiryTimestamp=…`. */
  readonly uri: string;
  /** Gives up waiting (the connect then fails as cancelled). */
  cancel(): void;
}

let pending: PendingWalletConnectPairing | undefined;
const listeners = new Set<(pairing: PendingWalletConnectPairing | undefined) => void>();

/**
 * Publishes the pairing now waiting for a wallet (or `undefined` once it is over), for the UI to
 * draw as a QR code or hand to a wallet's link.
 */
export function publishWalletConnectPairing(pairing: PendingWalletConnectPairing | undefined) {
  pending = pairing;
  for (const listener of [...listeners]) listener(pairing);
}

/**
 * Follows the WalletConnect pairing waiting for a wallet: `listener` is called at once with the
 * current one (if any) and on every change; returns the function that stops it.
 *
 * @example
 * ```ts
 * const stop = watchWalletConnectPairing((pairing) => setQr(pairing?.uri));
 * ```
 */
export function watchWalletConnectPairing(
  listener: (pairing: PendingWalletConnectPairing | undefined) => void,
): () => void {
  listeners.add(listener);
  listener(pending);
  return () => listeners.delete(listener);
}
