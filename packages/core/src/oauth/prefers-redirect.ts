/**
 * Whether this browser is a phone or tablet, where a popup opens as a new tab the user loses
 * track of: there the sign-in goes by redirect.
 */
export function prefersRedirect(): boolean {
  const agent = globalThis.navigator?.userAgent ?? '';
  if (/Android|iPhone|iPad|iPod|Mobile/i.test(agent)) return true;
  // iPadOS reports a desktop Mac; its touch screen gives it away.
  return /Macintosh/.test(agent) && (globalThis.navigator?.maxTouchPoints ?? 0) > 1;
}
