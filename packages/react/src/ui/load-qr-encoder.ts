import { type LazyImport, lazyImport } from './lazy-import.js';

/**
 * Turns text into a QR code's modules: rows of booleans, `true` for a dark module, the
 * four-module quiet zone included.
 *
 * @example
 * ```ts
 * const encode: QrEncoder = await qrEncoderChunk.load();
 * encode('https://phantom.app/ul/browse/…').length; // modules per side, quiet zone included
 * ```
 */
export type QrEncoder = (value: string) => boolean[][];

/** The width of light margin the QR standard asks for around the symbol, in modules. */
const QUIET_ZONE_MODULES = 4;

/**
 * The QR encoder (the `qr` package's encoder entry, without its decoder), a separate chunk
 * fetched once when a QR code is first drawn.
 *
 * @example
 * ```ts
 * const encode = await qrEncoderChunk.load();
 * qrEncoderChunk.peek(); // the same function, synchronously, once loaded
 * ```
 */
export const qrEncoderChunk: LazyImport<QrEncoder> = /* @__PURE__ */ lazyImport(() =>
  import('qr').then(
    ({ encodeQR }): QrEncoder =>
      (value) =>
        encodeQR(value, 'raw', { border: QUIET_ZONE_MODULES }),
  ),
);

/**
 * Starts (or joins) the fetch of the QR encoder and resolves with it.
 *
 * @example
 * ```ts
 * const encode = await loadQrEncoder();
 * const modules = encode('https://solflare.com/ul/v1/browse/…');
 * ```
 */
export function loadQrEncoder(): Promise<QrEncoder> {
  return qrEncoderChunk.load();
}
