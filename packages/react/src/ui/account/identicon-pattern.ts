/** What {@link identiconPattern} returns: the filled cells of a 5×5 grid and a hue. */
export interface IdenticonPattern {
  /** Hue in degrees (0–359) for the filled cells. */
  hue: number;
  /** The filled cells, left-right symmetric, as column `x` and row `y` (0–4). */
  cells: readonly { x: number; y: number }[];
}

/**
 * The picture an address is drawn as: a left-right symmetric 5×5 grid and a hue, both read from
 * a hash of every character, so a one-character difference gives a different picture. Never
 * empty: an address whose bits fill no cell gets the centre one.
 */
export function identiconPattern(address: string): IdenticonPattern {
  // FNV-1a over the characters seeds xorshift32: cheap, stable, and every character counts.
  let state = 0x811c9dc5;
  for (let index = 0; index < address.length; index += 1) {
    state = Math.imul(state ^ address.charCodeAt(index), 0x01000193) >>> 0;
  }
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state;
  };
  if (state === 0) state = 0x9e3779b9; // xorshift stays at zero forever
  const hue = next() % 360;
  const bits = next();
  const cells: { x: number; y: number }[] = [];
  // Three columns are drawn; the two left ones are mirrored to the right.
  for (let y = 0; y < 5; y += 1) {
    for (let x = 0; x < 3; x += 1) {
      if (((bits >>> (y * 3 + x)) & 1) === 0) continue;
      cells.push({ x, y });
      if (x < 2) cells.push({ x: 4 - x, y });
    }
  }
  if (cells.length === 0) cells.push({ x: 2, y: 2 });
  return { hue, cells };
}
