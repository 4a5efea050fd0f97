import { describe, expect, it } from 'vitest';
import { qrModulesPath } from './qr-modules-path.js';

/** Paints a path of `M x y h n v1 h-n z` rectangles back onto a grid, to compare with the input. */
function paint(path: string, width: number, height: number): boolean[][] {
  const grid = Array.from({ length: height }, () => Array<boolean>(width).fill(false));
  for (const [, x, y, run, back] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)) {
    expect(back).toBe(run);
    for (let i = 0; i < Number(run); i += 1) {
      const row = grid[Number(y)] as boolean[];
      expect(row[Number(x) + i]).toBe(false); // no module painted twice
      row[Number(x) + i] = true;
    }
  }
  return grid;
}

describe('qrModulesPath', () => {
  it('draws one rectangle per run of dark modules in a row', () => {
    expect(qrModulesPath([[true, true, false, true]])).toBe('M0 0h2v1h-2zM3 0h1v1h-1z');
    expect(qrModulesPath([[false, true, true, true]])).toBe('M1 0h3v1h-3z');
  });

  it('draws nothing for light modules only', () => {
    expect(qrModulesPath([[false, false], []])).toBe('');
  });

  it('paints back exactly the dark modules of any grid', () => {
    // A deterministic pseudo-random grid: every run shape, runs at both edges, empty rows.
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % 3 !== 0;
    };
    const grid = Array.from({ length: 25 }, (_, y) =>
      Array.from({ length: 25 }, () => (y % 9 === 4 ? false : next())),
    );
    const path = qrModulesPath(grid);
    expect(path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)*$/);
    expect(paint(path, 25, 25)).toEqual(grid);
  });
});
