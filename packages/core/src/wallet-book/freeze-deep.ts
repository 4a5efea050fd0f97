/**
 * Freezes a tree of plain data in place and returns it, so shared wallet-book data cannot be
 * changed by one consumer under another. Already frozen branches are skipped (shared arrays are
 * frozen once).
 */
export function freezeDeep<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) freezeDeep(child);
    Object.freeze(value);
  }
  return value;
}
