import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { SURFACES_STYLESHEET } from '../../styles/surfaces-stylesheet.js';
import { QrCode } from '../qr-code/qr-code.js';
import { mountBrowserRoot } from './browser-root.fixture.js';
import { adoptStylesheet } from './use-stylesheet.js';

// Real Chromium, with no stylesheet imported: a lazy surface brings its own styles.
const page = mountBrowserRoot();

const rulesWith = (selector: string) =>
  document.adoptedStyleSheets.filter((sheet) =>
    [...sheet.cssRules].some((rule) => rule.cssText.startsWith(selector)),
  ).length;

describe('a lazy surface’s stylesheet', () => {
  it('is in the page before the surface paints, once however many draw it', async () => {
    expect(rulesWith('.latchkey-qr {')).toBe(0);
    await act(async () =>
      page.root.render(
        <>
          <QrCode value="solana:abc" label="Scan" />
          <QrCode value="solana:def" label="Scan" />
        </>,
      ),
    );
    expect(rulesWith('.latchkey-qr {')).toBe(1);
    // A constructed sheet, not a <style>: a policy without 'unsafe-inline' leaves it styled.
    expect(document.querySelector('style[data-latchkey]')).toBeNull();
    const figure = page.container.querySelector('.latchkey-qr');
    expect(figure).not.toBeNull();
    expect(getComputedStyle(figure as Element).display).not.toBe('inline');
  });

  it('falls back to one <style> in the head where a document cannot construct sheets', () => {
    // A document with no window has no CSSStyleSheet to construct.
    const other = document.implementation.createHTMLDocument('');
    adoptStylesheet(other, SURFACES_STYLESHEET);
    adoptStylesheet(other, SURFACES_STYLESHEET);
    const styles = other.head.querySelectorAll('style[data-latchkey]');
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toBe(SURFACES_STYLESHEET);
  });
});
