'use client';
import type { LatchkeyError, SessionCredential } from '@latchkey/core';
import { unlinkCredential } from '@latchkey/core/auth';
import { useId, useState } from 'react';
import { useConfig } from '../../hooks/use-config.js';
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
  const config = useConfig();
  const questionId = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const name = describeCredential(credential);
  return (
    <div>
      <p id={questionId} className="latchkey-hint">
        {`Remove ${name}? Anyone signed in with it is signed out, on every device, and it no longer signs in to this account.`}
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
              (failure: LatchkeyError) => {
                setPending(false);
                setError(failure.shortMessage ?? failure.message);
              },
            );
          }}
        >
          {pending ? 'Removing…' : 'Remove'}
        </button>
        <button type="button" className="latchkey-link-button" disabled={pending} onClick={onDone}>
          Cancel
        </button>
      </p>
      {error ? (
        <p role="alert" className="latchkey-alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
