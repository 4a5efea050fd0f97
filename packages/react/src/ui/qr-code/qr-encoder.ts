// The QR chunk: loaded by load-qr-encoder.ts when a QR code is first drawn. lean-qr's `nano`
// entry is an ISO encoder in about 2 KB gzip (the `qr` package's, 6 KB, decodes in tests only).
import { correction, generate } from 'lean-qr/nano';
import { qrModulesPath } from './qr-modules-path.js';

/** The width of light margin the QR standard asks for around the symbol, in modules. */
const QUIET_ZONE_MODULES = 4;

/**
 * A QR code ready to draw: its side in modules (quiet zone included) and one SVG path of its
 * dark modules in module units.
 */
export interface EncodedQr {
  side: number;
  path: string;
}

/**
 * Encodes text as a QR code (error correction level M) and lays out its dark modules as one
 * SVG path. Throws when the text is too long for any QR version.
 */
export function encodeQr(value: string): EncodedQr {
  const code = generate(value, { minCorrectionLevel: correction.M });
  const side = code.size + 2 * QUIET_ZONE_MODULES;
  const modules = Array.from({ length: side }, (_, y) =>
    Array.from({ length: side }, (_, x) =>
      code.get(x - QUIET_ZONE_MODULES, y - QUIET_ZONE_MODULES),
    ),
  );
  return { side, path: qrModulesPath(modules) };
}
