'use client';
import { useInsertionEffect } from 'react';

const adopted = new WeakMap<Document, Set<string>>();

/**
 * Adds a stylesheet to the document once, however many elements ask for it. A constructed sheet
 * where the browser has them (no `<style>` element: a Content-Security-Policy without
 * 'unsafe-inline' should not block it; untested); a `<style>` in the head elsewhere.
 */
export function adoptStylesheet(document: Document, css: string): void {
  const sheets = adopted.get(document) ?? new Set<string>();
  adopted.set(document, sheets);
  if (sheets.has(css)) return;
  sheets.add(css);
  const Sheet = document.defaultView?.CSSStyleSheet;
  if (Sheet && 'adoptedStyleSheets' in document && 'replaceSync' in Sheet.prototype) {
    const sheet = new Sheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.dataset.latchkey = '';
  style.textContent = css;
  document.head.append(style);
}

/**
 * Makes sure a lazy surface's stylesheet is in the page before the surface paints: the dialog,
 * the account menu and the toasts carry their styles in their own chunk, so a page that only
 * draws the connect button never loads them.
 */
export function useStylesheet(css: string): void {
  useInsertionEffect(() => {
    adoptStylesheet(document, css);
  }, [css]);
}
