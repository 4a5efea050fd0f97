'use client';

/**
 * A key, drawn with the text colour: the passkey path's mark, and the logo of an OpenID
 * provider that has none of its own.
 */
export function PasskeyGlyph({ size = 18 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="8" cy="15" r="4" />
      <path d="M10.85 12.15 19 4M17 6l2 2M15 8l2 2" />
    </svg>
  );
}
