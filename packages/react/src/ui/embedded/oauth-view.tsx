'use client';
import type { LatchkeyError } from '@latchkey/core';
import { DetailActions } from '../shared/detail-actions.js';
import { OAuthLogo } from './oauth-logo.js';

/** Props of {@link OAuthView}. */
export interface OAuthViewProps {
  provider: { readonly id: string; readonly name: string };
  /** Waiting for the provider's popup, or failed. */
  state: 'asking' | 'failed';
  error?: Error | undefined;
  onRetry: () => void;
  onBack: () => void;
}

/**
 * A sign-in with a provider in progress: its logo with a spinner and "Finish signing in with
 * Google…" while the popup is open; on a failure, what went wrong, Try again and back to the
 * list. (A closed popup is no failure: the dialog goes back to the list.)
 */
export function OAuthView({ provider, state, error, onRetry, onBack }: OAuthViewProps) {
  const { name } = provider;
  return (
    <div className="latchkey-detail" data-state={state}>
      <div className="latchkey-detail-logo">
        <OAuthLogo provider={provider.id} size={48} />
        {state === 'asking' ? <span className="latchkey-spinner-ring" aria-hidden="true" /> : null}
      </div>
      {state === 'asking' ? (
        <div className="latchkey-detail-text" aria-live="polite">
          <p className="latchkey-detail-title" data-testid="latchkey-oauth-asking">
            Finish signing in with {name}…
          </p>
          <p className="latchkey-hint">Continue in the {name} window.</p>
        </div>
      ) : (
        <div className="latchkey-detail-text">
          <p className="latchkey-detail-title" role="alert" data-testid="latchkey-oauth-error">
            Could not sign in with {name}
          </p>
          {error ? (
            <p className="latchkey-hint">
              {(error as LatchkeyError).shortMessage ?? error.message}
            </p>
          ) : null}
        </div>
      )}
      <DetailActions
        asking={state === 'asking'}
        onRetry={onRetry}
        onBack={onBack}
        backLabel="Choose another way"
      />
    </div>
  );
}
