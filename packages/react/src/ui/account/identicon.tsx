'use client';
import { SURFACES_STYLESHEET } from '../../styles/surfaces-stylesheet.js';
import { useStylesheet } from '../shared/use-stylesheet.js';
import { identiconPattern } from './identicon-pattern.js';

/** Props of {@link Identicon}. */
export interface IdenticonProps {
  /** The address drawn. */
  address: string;
  /** Width and height in CSS pixels. Default 24. A stylesheet may size it instead. */
  size?: number;
  className?: string;
}

/**
 * An address as a small picture, so a user recognises their account at a glance: a symmetric
 * 5×5 pattern in one colour, both read from a hash of the address. Drawn
 * as SVG elements by React, no image URL; decorative, so hidden from screen readers (the
 * address is always shown as text beside it).
 *
 * @example
 * ```tsx
 * <Identicon address={address} size={32} />
 * ```
 */
export function Identicon({ address, size = 24, className }: IdenticonProps) {
  useStylesheet(SURFACES_STYLESHEET);
  const { hue, cells } = identiconPattern(address);
  // The colours come from the address, not from the theme: that is what makes it recognisable.
  // Decorative, so free of contrast rules; the pale ground keeps it visible on dark themes.
  const ground = `hsl(${(hue + 180) % 360} 55% 90%)`;
  const ink = `hsl(${hue} 65% 42%)`;
  return (
    <svg
      className={`latchkey-identicon${className ? ` ${className}` : ''}`}
      viewBox="0 0 5 5"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      shapeRendering="crispEdges"
      data-hue={hue}
    >
      <rect width="5" height="5" fill={ground} />
      {cells.map(({ x, y }) => (
        <rect key={`${x},${y}`} x={x} y={y} width="1" height="1" fill={ink} />
      ))}
    </svg>
  );
}
