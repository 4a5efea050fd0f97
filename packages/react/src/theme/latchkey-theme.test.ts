import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DARK_TOKENS, darkTheme, LIGHT_TOKENS, lightTheme } from './latchkey-theme.js';
import { tokenProperty } from './token-property.js';

const tokensCss = readFileSync(new URL('../styles/tokens.css', import.meta.url), 'utf8');

function declarations(block: string): Record<string, string> {
  const found: Record<string, string> = {};
  // `--lk-accent: var(--latchkey-accent, #6b4eff);`: the host's token, else the default (a long
  // one wraps over lines as Biome writes it).
  const flat = block.replace(/\s+/g, ' ');
  for (const match of flat.matchAll(/--lk-([a-z-]+): var\( ?(--latchkey-\1), (.+?) ?\);/g)) {
    found[match[2] as string] = match[3] as string;
  }
  return found;
}

describe('theme tokens', () => {
  it('names each custom property after its token', () => {
    expect(tokenProperty('textSm')).toBe('--latchkey-text-sm');
    expect(tokenProperty('onAccent')).toBe('--latchkey-on-accent');
  });

  it('has the stylesheet hold the same light and dark values as the helpers', () => {
    const light = tokensCss.slice(0, tokensCss.indexOf('@media'));
    const dark = tokensCss.slice(tokensCss.indexOf('[data-latchkey-theme="dark"] {'));
    const lightDeclared = declarations(light);
    const darkDeclared = declarations(dark.slice(0, dark.indexOf('}')));
    for (const [token, value] of Object.entries(LIGHT_TOKENS)) {
      expect(lightDeclared[tokenProperty(token as keyof typeof LIGHT_TOKENS)], token).toBe(value);
    }
    for (const [token, value] of Object.entries(DARK_TOKENS)) {
      if (value === LIGHT_TOKENS[token as keyof typeof LIGHT_TOKENS]) continue;
      expect(darkDeclared[tokenProperty(token as keyof typeof DARK_TOKENS)], token).toBe(value);
    }
  });

  it('overrides only the tokens given', () => {
    const theme = darkTheme({ accent: '#ff6600' });
    expect(theme.colorScheme).toBe('dark');
    expect(theme.tokens.accent).toBe('#ff6600');
    expect(theme.tokens.bg).toBe(DARK_TOKENS.bg);
    expect(lightTheme().tokens).toEqual(LIGHT_TOKENS);
  });
});
