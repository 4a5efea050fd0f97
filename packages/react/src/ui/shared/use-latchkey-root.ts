'use client';
import { useContext } from 'react';
import { ThemeContext } from '../../theme/theme-context.js';

/**
 * The attributes every top-level Latchkey element carries (the dialog, the account popover, the
 * toasts): with the `latchkey-root` class they receive the provider's theme, scoped to
 * Latchkey's own elements.
 *
 * @example
 * ```tsx
 * const root = useLatchkeyRoot();
 * <div className="latchkey-root latchkey-toasts" {...root} />
 * ```
 */
export function useLatchkeyRoot(): {
  'data-latchkey-theme'?: 'light' | 'dark';
  'data-latchkey-scope'?: string;
} {
  const { mode, scope } = useContext(ThemeContext);
  return {
    ...(mode === 'system' ? {} : { 'data-latchkey-theme': mode }),
    ...(scope ? { 'data-latchkey-scope': scope } : {}),
  };
}
