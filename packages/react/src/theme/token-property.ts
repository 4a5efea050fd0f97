import type { LatchkeyThemeTokens } from './latchkey-theme.js';

/** The custom property a token is written to. */
export function tokenProperty(token: keyof LatchkeyThemeTokens): string {
  return `--latchkey-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}
