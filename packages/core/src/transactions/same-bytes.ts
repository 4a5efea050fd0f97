/**
 * Whether two byte strings are the same, byte for byte: a message the wallet signed against the
 * one asked for, a signature kept across a round trip.
 *
 * @example
 * ```ts
 * if (!sameBytes(signed.messageBytes, asked.messageBytes)) refuse('the message changed');
 * ```
 */
export function sameBytes(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return false;
  return true;
}
