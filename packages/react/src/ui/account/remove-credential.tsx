'use client';
import type { SessionCredential } from '@latchkey/core';
import { unlinkCredential } from '@latchkey/core/auth';
import { useId, useState } from 'react';
import { useConfig } from '../../hooks/use-config.js';
import { useMessages } from '../../i18n/use-messages.js';
import { accountMessages } from './account-messages.js';
import { describeAccountFailure } from './describe-account-failure.js';
import { describeCredential } from './describe-credential.js';

/**
 * The question a linked credential's Remove asks before it removes: what removing does (whoever
 * signed in with it is signed out, on every device), then Remove (`unlinkCredential`) or Cancel.
 * A refusal is shown under it; nothing is removed then.
 */
export function RemoveCredential({
  credential,
  onDone,
}: {
  credential: SessionCredential;
  onDone: () => void;
}) {
  const t = useMessages(accountMessages);
  const config = useConfig();
  const questionId = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<Error>();
  return (
    <div>
      <p id={questionId} className="latchkey-hint">
        {t('account.removeCredential.question', {
          credential: describeCredential(credential, t),
        })}
      </p>
      {/* The toast's row of actions: the stylesheet grows by nothing. */}
      <p className="latchkey-progress-actions">
        <button
          type="button"
          className="latchkey-link-button latchkey-alert"
          aria-describedby={questionId}
          disabled={pending}
          onClick={() => {
            setPending(true);
            unlinkCredential(config, { credentialId: credential.id }).then(
              onDone,
              (failure: Error) => {
                setPending(false);
                setError(failure);
              },
            );
          }}
        >
          {pending ? t('account.removeCredential.removing') : t('account.remove')}
        </button>
        <button type="button" className="latchkey-link-button" disabled={pending} onClick={onDone}>
          {t('account.cancel')}
        </button>
      </p>
      {error ? (
        <p role="alert" className="latchkey-alert">
          {describeAccountFailure(error, t)}
        </p>
      ) : null}
    </div>
  );
}
