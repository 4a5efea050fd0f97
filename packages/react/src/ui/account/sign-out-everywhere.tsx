'use client';
import { signOutEverywhere } from '@latchkey/core/auth';
import { useId, useState } from 'react';
import { useConfig } from '../../hooks/use-config.js';
import { useMessages } from '../../i18n/use-messages.js';
import { accountMessages } from './account-messages.js';
import { describeAccountFailure } from './describe-account-failure.js';

/**
 * "Sign out everywhere", asked twice: it ends this session and every other one of the user, on
 * every device (`signOutEverywhere`) — what to do when a device or a credential may be in
 * someone else's hands. The wallet stays connected here.
 */
export function SignOutEverywhere() {
  const t = useMessages(accountMessages);
  const config = useConfig();
  const questionId = useId();
  const [state, setState] = useState<'idle' | 'asking' | 'pending'>('idle');
  const [error, setError] = useState<Error>();
  const ask = state !== 'idle';
  return (
    <div>
      {ask ? (
        <p id={questionId} className="latchkey-hint">
          {t('account.signOutEverywhere.question')}
        </p>
      ) : null}
      {/* The toast's row of actions: the stylesheet grows by nothing. */}
      <p className="latchkey-progress-actions">
        <button
          type="button"
          className={ask ? 'latchkey-link-button latchkey-alert' : 'latchkey-link-button'}
          aria-describedby={ask ? questionId : undefined}
          disabled={state === 'pending'}
          onClick={() => {
            setError(undefined);
            if (!ask) return setState('asking');
            setState('pending');
            // Signed out, this menu's session part goes: nothing to set then.
            signOutEverywhere(config).catch((failure: Error) => {
              setState('asking');
              setError(failure);
            });
          }}
        >
          {state === 'pending'
            ? t('account.signOutEverywhere.pending')
            : t('account.signOutEverywhere.button')}
        </button>
        {ask ? (
          <button
            type="button"
            className="latchkey-link-button"
            disabled={state === 'pending'}
            onClick={() => setState('idle')}
          >
            {t('account.cancel')}
          </button>
        ) : null}
      </p>
      {error ? (
        <p role="alert" className="latchkey-alert">
          {describeAccountFailure(error, t)}
        </p>
      ) : null}
    </div>
  );
}
