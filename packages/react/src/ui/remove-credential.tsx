'use client';
import { type LatchkeyError, type SessionCredential, unlinkCredential } from '@latchkey/core';
import { useState } from 'react';
import { useConfig } from '../hooks/use-config.js';
import { describeCredential } from './describe-credential.js';

/**
 * A linked credential's Remove, asked twice: the first press says what removing does (whoever
 * signed in with it is signed out, on every device), the second removes it (`unlinkCredential`).
 * A refusal is shown under the row; nothing is removed then.
 *
 * @example
 * ```tsx
 * <RemoveCredential credential={wallet} confirming={asking} onConfirming={setAsking} />
 * ```
 */
export function RemoveCredential({
  credential,
  confirming,
  onConfirming,
}: {
  credential: SessionCredential;
  confirming: boolean;
  onConfirming: (asking: boolean) => void;
}) {
  const config = useConfig();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const name = describeCredential(credential);
  if (!confirming) {
    return (
      <button
        type="button"
        className="latchkey-link-button latchkey-inline"
        aria-label={`Remove ${name}`}
        onClick={() => {
          setError(undefined);
          onConfirming(true);
        }}
      >
        Remove
      </button>
    );
  }
  return (
    <fieldset className="latchkey-credential-confirm" aria-label={`Remove ${name}?`}>
      <p className="latchkey-hint">
        Anyone signed in with it is signed out, on every device, and it no longer signs in to this
        account.
      </p>
      <button
        type="button"
        className="latchkey-link-button latchkey-inline"
        data-tone="danger"
        disabled={pending}
        onClick={() => {
          setPending(true);
          unlinkCredential(config, { credentialId: credential.id }).then(
            () => onConfirming(false),
            (failure: LatchkeyError) => {
              setPending(false);
              setError(failure.shortMessage ?? failure.message);
            },
          );
        }}
      >
        {pending ? 'Removing…' : 'Remove'}
      </button>
      <button
        type="button"
        className="latchkey-link-button latchkey-inline"
        disabled={pending}
        onClick={() => onConfirming(false)}
      >
        Cancel
      </button>
      {error ? (
        <p role="alert" className="latchkey-account-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
