// A NUL prefix cannot appear in anything the server emits except through this marker.
const BIGINT_MARKER = '\u0000bigint:';
const MARKED_BIGINT = /"\\u0000bigint:(-?\d+)"/g;

/**
 * `JSON.stringify` that writes bigints as bare JSON integers. Validators send u64 values (lamports,
 * `rentEpoch` = 2^64-1) as numbers beyond 2^53; kit parses them back into bigints.
 */
export function serializeJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'bigint' ? `${BIGINT_MARKER}${item}` : item,
  ).replace(MARKED_BIGINT, '$1');
}
