// JSON that keeps bigint values (fees, lamports, token amounts) instead of throwing on them.
const bigintTag = '$latchkey:bigint';

/** Serialises a value to JSON, writing each bigint as a tagged object. */
export function encodeJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'bigint' ? { [bigintTag]: item.toString() } : item,
  );
}

/** Parses JSON written by {@link encodeJson}, restoring bigints. */
export function decodeJson(text: string): unknown {
  return JSON.parse(text, (_key, item: unknown) => {
    if (item !== null && typeof item === 'object' && bigintTag in item) {
      return BigInt((item as Record<string, string>)[bigintTag] ?? '0');
    }
    return item;
  });
}
