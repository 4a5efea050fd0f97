'use client';
import { useContext } from 'react';
import { LocaleContext } from '../../i18n/locale-context.js';
import { ThemeContext } from '../../theme/theme-context.js';

/**
 * The attributes every top-level Latchkey element carries (the dialog, the account popover, the
 * toasts): with the `latchkey-root` class they receive the provider's theme, scoped to
 * Latchkey's own elements, and its language and direction (`lang`, `dir`).
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
  lang: string;
  dir: 'ltr' | 'rtl';
} {
  const { mode, scope } = useContext(ThemeContext);
  const { locale, dir } = useContext(LocaleContext);
  return {
    lang: locale,
    dir,
    ...(mode === 'system' ? {} : { 'data-latchkey-theme': mode }),
    ...(scope ? { 'data-latchkey-scope': scope } : {}),
  };
}
