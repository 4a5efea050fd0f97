// The QR chunk: loaded by load-qr-encoder.ts when a QR code is first drawn. The `qr` package's
// main entry is its encoder alone (its decoder is a separate entry, used only by tests).
import { encodeQR } from 'qr';
import { qrModulesPath } from './qr-modules-path.js';

/** The width of light margin the QR standard asks for around the symbol, in modules. */
const QUIET_ZONE_MODULES = 4;

/**
 * A QR code ready to draw: its side in modules (quiet zone included) and one SVG path of its
 * dark modules in module units.
 *
 * @example
 * ```ts
 * const { side, path }: EncodedQr = encodeQr('https://example.com');
 * ```
 */
export interface EncodedQr {
  side: number;
  path: string;
}

/**
 * Encodes text as a QR code (error correction level M) and lays out its dark modules as one
 * SVG path. Throws when the text is too long for any QR version.
 *
 * @example
 * ```ts
 * const { side, path } = encodeQr('https://phantom.app/ul/browse/…');
 * // <svg viewBox={`0 0 ${side} ${side}`}><path d={path} /></svg>
 * ```
 */
export function encodeQr(value: string): EncodedQr {
  const modules = encodeQR(value, 'raw', { border: QUIET_ZONE_MODULES });
  return { side: modules.length, path: qrModulesPath(modules) };
}
