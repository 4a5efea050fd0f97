'use client';
import { type LatchkeyError, signOutEverywhere } from '@latchkey/core';
import { useState } from 'react';
import { useConfig } from '../hooks/use-config.js';

/**
 * "Sign out everywhere", asked twice: it ends this session and every other one of the user, on
 * every device (`signOutEverywhere`) — what to do when a device or a credential may be in
 * someone else's hands. The wallet stays connected here.
 *
 * @example
 * ```tsx
 * <SignOutEverywhere />
 * ```
 */
export function SignOutEverywhere() {
  const config = useConfig();
  const [state, setState] = useState<'idle' | 'confirming' | 'pending'>('idle');
  const [error, setError] = useState<string>();
  if (state === 'idle') {
    return (
      <button
        type="button"
        className="latchkey-link-button latchkey-inline"
        onClick={() => {
          setError(undefined);
          setState('confirming');
        }}
      >
        Sign out everywhere
      </button>
    );
  }
  return (
    <fieldset className="latchkey-credential-confirm" aria-label="Sign out everywhere?">
      <p className="latchkey-hint">
        Ends this session and every other one of yours, on every device.
      </p>
      <button
        type="button"
        className="latchkey-link-button latchkey-inline"
        data-tone="danger"
        disabled={state === 'pending'}
        onClick={() => {
          setState('pending');
          // Signed out, this menu's session part goes: nothing to set then.
          signOutEverywhere(config).catch((failure: LatchkeyError) => {
            setState('confirming');
            setError(failure.shortMessage ?? failure.message);
          });
        }}
      >
        {state === 'pending' ? 'Signing out…' : 'Sign out everywhere'}
      </button>
      <button
        type="button"
        className="latchkey-link-button latchkey-inline"
        disabled={state === 'pending'}
        onClick={() => setState('idle')}
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
