/** A remote association waiting for a phone: the link its QR code carries, and how to stop it. */
export interface PendingMwaAssociation {
  /** `solana-wallet:/v1/associate/remote?association=…&reflector=…&id=…&v=v1`. */
  readonly uri: string;
  /** Gives up waiting for the phone (the connect then fails as cancelled). */
  cancel(): void;
}

let pending: PendingMwaAssociation | undefined;
const listeners = new Set<(association: PendingMwaAssociation | undefined) => void>();

/**
 * Publishes the remote association now waiting for a phone (or `undefined` once it is over), for
 * the UI to draw as a QR code.
 */
export function publishMwaAssociation(association: PendingMwaAssociation | undefined): void {
  pending = association;
  for (const listener of [...listeners]) listener(association);
}

/**
 * Follows the remote association waiting for a phone: `listener` is called at once with the
 * current one (if any) and on every change; returns the function that stops it.
 *
 * @example
 * ```ts
 * const stop = watchMwaAssociation((association) => setQr(association?.uri));
 * ```
 */
export function watchMwaAssociation(
  listener: (association: PendingMwaAssociation | undefined) => void,
): () => void {
  listeners.add(listener);
  listener(pending);
  return () => listeners.delete(listener);
}
