/** A stand-in for an element inside a message: a private-use character no text contains. */
export const SLOT = '\uE000';

/**
 * A message's text before and after its slot, so an element (a `<code>`, the visible part of an
 * accessible name) sits where each language puts it rather than where English does.
 */
export function aroundSlot(text: string): [before: string, after: string] {
  const at = text.indexOf(SLOT);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + SLOT.length)];
}
