import { type LazyImport, lazyImport } from '../shared/lazy-import.js';
import type { EncodedQr } from './qr-encoder.js';

/**
 * The QR encoder (`qr-encoder.ts` with the `qr` package's encoder), a separate chunk fetched once
 * when a QR code is first drawn.
 */
export const qrEncoderChunk: LazyImport<(value: string) => EncodedQr> = /* @__PURE__ */ lazyImport(
  () => import('./qr-encoder.js').then((module) => module.encodeQr),
);

/** Starts (or joins) the fetch of the QR encoder and resolves with it. */
export function loadQrEncoder(): Promise<(value: string) => EncodedQr> {
  return qrEncoderChunk.load();
}
