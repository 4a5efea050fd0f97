'use client';
import type { LatchkeyError } from '@latchkey/core';
import { useMessages } from '../../i18n/use-messages.js';
import { describeEmbeddedFailure } from './describe-embedded-failure.js';
import { embeddedMessages } from './embedded-messages.js';

/**
 * An embedded-wallet step's failure in the user's words, announced as an alert; nothing without
 * one. A failure the section has no words for keeps the SDK's message under Details.
 */
export function EmbeddedError({ error }: { error: Error | null | undefined }) {
  const t = useMessages(embeddedMessages);
  if (!error) return null;
  const { key } = describeEmbeddedFailure(error);
  return (
    <>
      <p role="alert" className="latchkey-alert" data-testid="latchkey-embedded-error">
        {t(key)}
      </p>
      {key === 'embedded.error.unknown' ? <FailureDetails error={error} /> : null}
    </>
  );
}

/** The SDK's own message, folded away: what a support request needs, not what a user reads. */
export function FailureDetails({ error }: { error: Error }) {
  const t = useMessages(embeddedMessages);
  return (
    <details className="latchkey-details">
      <summary>{t('embedded.error.details')}</summary>
      <p>{(error as LatchkeyError).shortMessage ?? error.message}</p>
    </details>
  );
}
