'use client';
import type { MessagePreview } from '@latchkey/core/preview';
import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/use-messages.js';
import { approvalMessages } from './approval-messages.js';
import { revealHiddenCharacters } from './reveal-hidden-characters.js';

/** Groups lower-case hex by byte, so it wraps between bytes and reads as bytes. */
const byBytes = (hex: string) => hex.replace(/(..)(?!$)/g, '$1 ');

/**
 * A message to sign, as text: its warnings first (announced as the view opens), then the text
 * in a scrolling block (hidden characters shown by code point), or "Binary data, N bytes" and
 * its hex. Never markup: every part is a React text node.
 */
export function MessagePreviewView({ message }: { message: MessagePreview }) {
  const t = useMessages(approvalMessages);
  const warnings = [
    ...(message.kind === 'text' && message.hasHiddenCharacters
      ? [t('approval.message.hiddenCharacters')]
      : []),
    ...(message.looksLikeTransaction ? [t('approval.message.looksLikeTransaction')] : []),
  ];
  return (
    <>
      {warnings.length > 0 ? (
        <ul className="latchkey-approval-warnings" role="alert">
          {warnings.map((warning) => (
            <li key={warning} data-testid="latchkey-approval-warning">
              {warning}
            </li>
          ))}
        </ul>
      ) : null}
      {message.kind === 'text' ? (
        <ScrollingText label={t('approval.message.text')}>
          {revealHiddenCharacters(message.text).map((piece, index) =>
            'hidden' in piece ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move.
              <mark key={index} className="latchkey-approval-hidden">
                {piece.hidden}
              </mark>
            ) : (
              piece.text
            ),
          )}
        </ScrollingText>
      ) : (
        <>
          <p className="latchkey-hint">{t('approval.message.binary', { count: message.length })}</p>
          <ScrollingText label={t('approval.message.bytes')} hex>
            {byBytes(message.hex)}
          </ScrollingText>
        </>
      )}
    </>
  );
}

/** A block of text that scrolls when long: focusable, so a keyboard can scroll it too. */
function ScrollingText({
  label,
  hex,
  children,
}: {
  label: string;
  hex?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="latchkey-approval-message"
      data-format={hex ? 'hex' : 'text'}
    >
      <pre>{children}</pre>
    </section>
  );
}
