import { isSafeImageUrl, walletBook } from '@latchkey/core';
import { describe, expect, it } from 'vitest';
import { walletLogos } from './wallet-logos.js';

// The logos are third-party artwork. Shown through <img> an SVG cannot run anything, but each is
// still held to a closed list of plain drawing elements and attributes, so a future version of
// the package that adds a script, embedded HTML or a fetch fails here, not in a user's browser.
const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'path',
  'rect',
  'circle',
  'ellipse',
  'polygon',
  'clipPath',
  'linearGradient',
  'radialGradient',
  'stop',
]);
const ATTRIBUTES = new Set([
  'xmlns',
  'width',
  'height',
  'viewBox',
  'fill',
  'fill-rule',
  'clip-rule',
  'clip-path',
  'class',
  'id',
  'd',
  'x',
  'y',
  'rx',
  'cx',
  'cy',
  'r',
  'points',
  'x1',
  'x2',
  'y1',
  'y2',
  'gradientUnits',
  'gradientTransform',
  'offset',
  'stop-color',
  'stop-opacity',
  'opacity',
  'transform',
]);

const PREFIX = 'data:image/svg+xml,';
const logos = [...walletLogos];

describe('walletLogos', () => {
  it('has a logo for every wallet-book entry but Magic Eden, under its key', () => {
    const bookKeys = walletBook.map((entry) => entry.key);
    expect(logos.map(([key]) => key).sort()).toEqual(
      bookKeys.filter((key) => key !== 'magic-eden').sort(),
    );
  });

  describe.each(logos)('%s', (_key, uri) => {
    const svg = decodeURIComponent(uri.slice(PREFIX.length));

    it('is an SVG data URI that isSafeImageUrl accepts', () => {
      expect(uri.startsWith(PREFIX)).toBe(true);
      expect(isSafeImageUrl(uri)).toBe(true);
      expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
    });

    it('holds only plain drawing elements and attributes', () => {
      const elements = [...svg.matchAll(/<([A-Za-z][\w:-]*)/g)].map((match) => match[1]);
      expect(elements.filter((name) => !ELEMENTS.has(name as string))).toEqual([]);
      const attributes = [...svg.matchAll(/\s([A-Za-z][\w:-]*)\s*=/g)].map((match) => match[1]);
      expect(attributes.filter((name) => !ATTRIBUTES.has(name as string))).toEqual([]);
    });

    it('has no script, embedded document or external reference', () => {
      expect(svg).not.toMatch(/script|foreignObject|<!|<\?|href|@import|javascript:|<style/i);
      // url() may only point inside the image (gradients, clip paths).
      expect([...svg.matchAll(/url\(\s*([^)]*)\)/g)].map((match) => match[1])).toSatisfy(
        (targets: string[]) => targets.every((target) => /^#[\w-]+$/.test(target)),
      );
      // The one URL allowed is the SVG namespace.
      expect(svg.replaceAll('http://www.w3.org/2000/svg', '')).not.toMatch(/[a-z]+:\/\//i);
    });
  });
});
