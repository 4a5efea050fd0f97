/**
 * The body of `exportEmbeddedKey`: which of the user's embedded wallets, the export frame's key
 * the key is sealed to (uncompressed P-256, hex), and whether the one key or the whole wallet's
 * recovery phrase.
 *
 * @example
 * ```ts
 * const body: ExportEmbeddedKeyBody = { address, targetPublicKey, what: 'privateKey' };
 * ```
 */
export interface ExportEmbeddedKeyBody {
  readonly address: string;
  readonly targetPublicKey: string;
  readonly what?: 'privateKey' | 'recoveryPhrase' | undefined;
}

/**
 * An export the server had the custody provider make: the bundle only the export frame can
 * open, and the sub-organization it was made in.
 *
 * @example
 * ```ts
 * const { exportBundle, organizationId }: EmbeddedKeyExport = answer;
 * ```
 */
export interface EmbeddedKeyExport {
  readonly organizationId: string;
  readonly exportBundle: string;
}
