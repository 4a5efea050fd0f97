/**
 * Shortens an address for display: the first and last `visible` characters around an ellipsis.
 *
 * @example
 * ```ts
 * shortenAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'); // '9WzD…AWWM'
 * ```
 */
export function shortenAddress(address: string, visible = 4): string {
  if (address.length <= visible * 2 + 1) return address;
  return `${address.slice(0, visible)}…${address.slice(-visible)}`;
}
