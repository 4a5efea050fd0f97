import { describe, expect, it } from 'vitest';
import { identiconPattern } from './identicon-pattern.js';

const ADDRESS = '7eUECY6An6uBawAFR9wRvK9hiYUQKJLQHKRuLasCsFH8';
const key = (cells: readonly { x: number; y: number }[]) =>
  cells
    .map(({ x, y }) => `${x},${y}`)
    .sort()
    .join(' ');

describe('identiconPattern', () => {
  it('draws the same picture for the same address', () => {
    expect(identiconPattern(ADDRESS)).toEqual(identiconPattern(ADDRESS));
  });

  it('is left-right symmetric and stays inside the 5×5 grid', () => {
    for (const address of [ADDRESS, '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', 'a', '']) {
      const { cells, hue } = identiconPattern(address);
      expect(cells.length).toBeGreaterThan(0);
      expect(hue).toBeGreaterThanOrEqual(0);
      expect(hue).toBeLessThan(360);
      for (const { x, y } of cells) {
        expect(x >= 0 && x < 5 && y >= 0 && y < 5).toBe(true);
        expect(cells).toContainEqual({ x: 4 - x, y });
      }
    }
  });

  it('tells apart addresses that differ in one character', () => {
    // Changing only the last character changes the picture (58 base58 characters, 58 pictures).
    const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
    const pictures = new Set(
      Array.from(alphabet, (last) => {
        const { hue, cells } = identiconPattern(`${ADDRESS.slice(0, -1)}${last}`);
        return `${hue} ${key(cells)}`;
      }),
    );
    expect(pictures.size).toBe(alphabet.length);
  });
});
