import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPROVAL_STYLESHEET } from '../packages/react/src/styles/approval-stylesheet.js';
import { SURFACES_STYLESHEET } from '../packages/react/src/styles/surfaces-stylesheet.js';
import { TOAST_STYLESHEET } from '../packages/react/src/styles/toast-stylesheet.js';
import { LAZY_STYLESHEETS, minifiedStylesheet } from './generate-stylesheets.js';

const stylesDir = join(import.meta.dirname, '../packages/react/src/styles');
const shipped: Record<string, string> = {
  APPROVAL_STYLESHEET,
  SURFACES_STYLESHEET,
  TOAST_STYLESHEET,
};

/** The files a stylesheet pulls in with `@import`. */
function importsOf(path: string): string[] {
  return [...readFileSync(path, 'utf8').matchAll(/@import "\.\/(?:styles\/)?([^"]+)"/g)].map(
    ([, file]) => file as string,
  );
}

describe("the lazy surfaces' stylesheets", () => {
  it('ship what their .css sources say (run `npm run styles` after editing one)', async () => {
    for (const { source, name } of LAZY_STYLESHEETS) {
      expect(shipped[name], name).toBe(await minifiedStylesheet(source));
    }
  });

  it('leave the page only the tokens, the basics and the button; every style file ships once', () => {
    const upFront = importsOf(join(stylesDir, '../styles.css'));
    expect(upFront).toEqual(['tokens.css', 'base.css', 'connect-button.css']);
    const lazy = LAZY_STYLESHEETS.flatMap(({ source }) => {
      const imported = importsOf(join(stylesDir, source));
      return imported.length > 0 ? imported : [source];
    });
    // Every file that holds rules (surfaces.css only gathers others).
    const sources = readdirSync(stylesDir).filter(
      (file) => file.endsWith('.css') && importsOf(join(stylesDir, file)).length === 0,
    );
    expect([...upFront, ...lazy].sort()).toEqual(sources.sort());
  });
});
