import { type LazyImport, lazyImport } from '../shared/lazy-import.js';
import type { EncodedQr } from './qr-encoder.js';

/**
 * The QR encoder (`qr-encoder.ts` with the `qr` package's encoder), a separate chunk fetched once
 * when a QR code is first drawn.
 *
 * @example
 * ```ts
 * const encode = await qrEncoderChunk.load();
 * encode('https://example.com').side; // modules per side, quiet zone included
 * qrEncoderChunk.peek(); // the same function, synchronously, once loaded
 * ```
 */
export const qrEncoderChunk: LazyImport<(value: string) => EncodedQr> = /* @__PURE__ */ lazyImport(
  () => import('./qr-encoder.js').then((module) => module.encodeQr),
);

/**
 * Starts (or joins) the fetch of the QR encoder and resolves with it.
 *
 * @example
 * ```ts
 * const encode = await loadQrEncoder();
 * const { side, path } = encode('https://solflare.com/ul/v1/browse/…');
 * ```
 */
export function loadQrEncoder(): Promise<(value: string) => EncodedQr> {
  return qrEncoderChunk.load();
}
