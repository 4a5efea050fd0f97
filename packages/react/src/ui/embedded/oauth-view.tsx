'use client';
import { useMessages } from '../../i18n/use-messages.js';
import { DetailActions } from '../shared/detail-actions.js';
import { describeEmbeddedFailure } from './describe-embedded-failure.js';
import { FailureDetails } from './embedded-error.js';
import { embeddedMessages } from './embedded-messages.js';
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
 * Google…" while the popup is open; on a failure, what went wrong in the user's words, Try again
 * (unless the same request would fail the same way) and back to the list. (A closed popup is no
 * failure: the dialog goes back to the list.)
 */
export function OAuthView({ provider, state, error, onRetry, onBack }: OAuthViewProps) {
  const t = useMessages(embeddedMessages);
  const { name } = provider;
  const failure = error ? describeEmbeddedFailure(error) : undefined;
  return (
    <div className="latchkey-detail" data-state={state}>
      <div className="latchkey-detail-logo">
        <OAuthLogo provider={provider.id} size={48} />
        {state === 'asking' ? <span className="latchkey-spinner-ring" aria-hidden="true" /> : null}
      </div>
      {state === 'asking' ? (
        <div className="latchkey-detail-text" aria-live="polite">
          <p className="latchkey-detail-title" data-testid="latchkey-oauth-asking">
            {t('embedded.oauth.asking', { provider: name })}
          </p>
          <p className="latchkey-hint">{t('embedded.oauth.window', { provider: name })}</p>
        </div>
      ) : (
        <div className="latchkey-detail-text">
          <p className="latchkey-detail-title" role="alert" data-testid="latchkey-oauth-error">
            {t('embedded.oauth.failed', { provider: name })}
          </p>
          {error && failure ? (
            <>
              <p className="latchkey-hint">{t(failure.key)}</p>
              {failure.key === 'embedded.error.unknown' ? <FailureDetails error={error} /> : null}
            </>
          ) : null}
        </div>
      )}
      <DetailActions
        // No Try again while the popup is open, nor for a failure that asking again would repeat
        // (DetailActions draws it only when not asking).
        asking={state === 'asking' || failure?.retry === false}
        onRetry={onRetry}
        onBack={onBack}
        backLabel={t('embedded.oauth.back')}
      />
    </div>
  );
}
