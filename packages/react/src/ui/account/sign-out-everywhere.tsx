'use client';
import type { LatchkeyError } from '@latchkey/core';
import { signOutEverywhere } from '@latchkey/core/auth';
import { useId, useState } from 'react';
import { useConfig } from '../../hooks/use-config.js';

/**
 * "Sign out everywhere", asked twice: it ends this session and every other one of the user, on
 * every device (`signOutEverywhere`) — what to do when a device or a credential may be in
 * someone else's hands. The wallet stays connected here.
 */
export function SignOutEverywhere() {
  const config = useConfig();
  const questionId = useId();
  const [state, setState] = useState<'idle' | 'asking' | 'pending'>('idle');
  const [error, setError] = useState<string>();
  const ask = state !== 'idle';
  return (
    <div>
      {ask ? (
        <p id={questionId} className="latchkey-hint">
          Sign out everywhere? Ends this session and every other one of yours, on every device.
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
            signOutEverywhere(config).catch((failure: LatchkeyError) => {
              setState('asking');
              setError(failure.shortMessage ?? failure.message);
            });
          }}
        >
          {state === 'pending' ? 'Signing out…' : 'Sign out everywhere'}
        </button>
        {ask ? (
          <button
            type="button"
            className="latchkey-link-button"
            disabled={state === 'pending'}
            onClick={() => setState('idle')}
          >
            Cancel
          </button>
        ) : null}
      </p>
      {error ? (
        <p role="alert" className="latchkey-alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
