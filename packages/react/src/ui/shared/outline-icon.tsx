'use client';
import type { ReactNode } from 'react';

/** Props of {@link OutlineIcon}. */
export interface OutlineIconProps {
  className: string;
  /** Width and height in CSS pixels. */
  size: number;
  /** Which picture, for styles and tests. */
  icon: string;
  children: ReactNode;
}

/**
 * The frame of Latchkey's icons: 24×24 outlines stroked in currentColor, so each takes its
 * control's text colour; decorative, since the control beside it carries the name.
 */
export function OutlineIcon({ className, size, icon, children }: OutlineIconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={icon}
    >
      {children}
    </svg>
  );
}
