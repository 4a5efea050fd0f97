import type { LatchkeyTheme, LatchkeyThemeTokens } from './latchkey-theme.js';
import { tokenProperty } from './token-property.js';

/**
 * What the provider's `theme` prop takes: a mode, one theme (forced), or a theme for each
 * colour scheme (following the device).
 *
 * @example
 * ```ts
 * const theme: LatchkeyThemeOption = { light: lightTheme(), dark: darkTheme({ accent: '#5ab0ff' }) };
 * ```
 */
export type LatchkeyThemeOption =
  | 'system'
  | 'light'
  | 'dark'
  | LatchkeyTheme
  | { light: LatchkeyTheme; dark: LatchkeyTheme };

/**
 * Turns the `theme` prop into the mode Latchkey's roots carry and, for custom tokens, the
 * stylesheet that scopes them to those roots (never `<html>`, so the host's page is untouched).
 */
export function themeStylesheet(
  option: LatchkeyThemeOption,
  scope: string,
): { mode: 'system' | 'light' | 'dark'; css?: string } {
  if (typeof option === 'string') return { mode: option };
  // The host's tokens on the roots themselves: nearer than any the page sets on an ancestor.
  const selector = `.latchkey-root[data-latchkey-scope="${scope.replace(/["\\]/g, '')}"]`;
  if ('tokens' in option) {
    return { mode: option.colorScheme, css: `${selector}{${declarations(option.tokens)}}` };
  }
  return {
    mode: 'system',
    css:
      `${selector}{${declarations(option.light.tokens)}}` +
      `@media (prefers-color-scheme: dark){${selector}{${declarations(option.dark.tokens)}}}`,
  };
}

function declarations(tokens: LatchkeyThemeTokens): string {
  return (
    (Object.keys(tokens) as (keyof LatchkeyThemeTokens)[])
      .map((token) => [tokenProperty(token), tokens[token]] as const)
      // A value can't end the rule or the style element: the host's own typo stays in its token.
      .filter(([, value]) => typeof value === 'string' && !/[{}<>;]/.test(value))
      .map(([property, value]) => `${property}:${value}`)
      .join(';')
  );
}
