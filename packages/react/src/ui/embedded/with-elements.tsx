import { Fragment, type ReactNode } from 'react';

/**
 * A message's text with elements in place of its placeholders ('We sent a code to {email}.' with
 * the email in bold), so each language keeps its own word order around them. Fill the message's
 * other values with `t` first; a placeholder without a value stays in its text for this.
 */
export function withElements(
  text: string,
  elements: Readonly<Record<string, ReactNode>>,
): ReactNode[] {
  // Split on a capture: even pieces are text, odd ones the placeholders' names.
  return text.split(/\{(\w+)\}/).map((piece, index) =>
    index % 2 === 0 ? (
      piece
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move.
      <Fragment key={index}>{elements[piece] ?? `{${piece}}`}</Fragment>
    ),
  );
}
