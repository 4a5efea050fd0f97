'use client';
import { useMemo } from 'react';
import { SURFACES_STYLESHEET } from '../../styles/surfaces-stylesheet.js';
import { useLazyImport } from '../shared/use-lazy-import.js';
import { useStylesheet } from '../shared/use-stylesheet.js';
import { qrEncoderChunk } from './load-qr-encoder.js';

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  /** The text to encode, typically a URL. */
  value: string;
  /** What the code is, for screen readers (the image's accessible name). */
  label: string;
  /** Width and height in CSS pixels. Default 184. */
  size?: number;
}

/**
 * A QR code of `value`, drawn as an SVG from React elements: dark modules on a light ground with
 * the standard four-module quiet zone, dark on light whatever the theme (scanners need it). The
 * encoder loads in a separate chunk on first render; until it arrives a placeholder of the same
 * size holds the place, so nothing moves. A value too long for any QR code (about 2.9 KB) draws
 * nothing, rather than failing the view around it.
 *
 * @example
 * ```tsx
 * const link = getInAppBrowserUrl(entry, { url: location.href });
 * {link ? <QrCode value={link} label={`Scan to open this page in ${entry.name}`} /> : null}
 * ```
 */
export function QrCode({ value, label, size = 184 }: QrCodeProps) {
  useStylesheet(SURFACES_STYLESHEET);
  const encode = useLazyImport(qrEncoderChunk);
  const code = useMemo(() => {
    try {
      return encode?.(value);
    } catch {
      return null; // over the capacity of the largest QR version
    }
  }, [encode, value]);
  if (code === null) return null;
  if (!code) {
    return (
      <svg
        className="latchkey-qr latchkey-qr-placeholder"
        role="img"
        aria-label={label}
        aria-busy="true"
        width={size}
        height={size}
      />
    );
  }
  const { side, path } = code;
  return (
    <svg
      className="latchkey-qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      {/* Fixed colours, not tokens: the light theme's foreground on white, in either theme. */}
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#16161d" />
    </svg>
  );
}
