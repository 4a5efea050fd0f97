/**
 * Characters that draw nothing or reorder what follows: controls (tab and line breaks aside),
 * zero-width and bidirectional marks, isolates and overrides, the byte-order mark. What core's
 * `readMessage` flags, and the few invisible ones it lets through (soft hyphen, word joiners).
 */
const HIDDEN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose.
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/gu;

/** A piece of a message: text as it is, or a hidden character named by its code point. */
export type MessagePiece = { readonly text: string } | { readonly hidden: string };

/**
 * Splits a message so each hidden character can be shown as its code point ('U+202E') instead
 * of acting: an override cannot reorder the text around it once it is a label.
 */
export function revealHiddenCharacters(text: string): MessagePiece[] {
  const pieces: MessagePiece[] = [];
  let from = 0;
  for (const match of text.matchAll(HIDDEN)) {
    if (match.index > from) pieces.push({ text: text.slice(from, match.index) });
    const code = (match[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
    pieces.push({ hidden: `U+${code}` });
    from = match.index + match[0].length;
  }
  if (from < text.length) pieces.push({ text: text.slice(from) });
  return pieces;
}
