'use client';
import type { LatchkeyError } from '@latchkey/core';
import { useId, useState } from 'react';

import { RecoveryCodesView } from './recovery-codes-view.js';
import { TotpEnrollmentView } from './totp-enrollment.js';
import { useSecondFactors } from './use-second-factors.js';

const day = (time: number) =>
  new Date(time).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/**
 * The account menu's "Two-step verification" part, when signed in: the user's authenticator app
 * (when it was added and last used, and Remove), or Set up; how many recovery codes are left,
 * and New recovery codes. Removing and new codes ask for a code first when the server wants one
 * (the menu's prompt).
 */
export function SecondFactors() {
  const mfa = useSecondFactors();
  const titleId = useId();
  const [view, setView] = useState<'list' | 'enrol' | { codes: readonly string[] }>('list');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const { factors } = mfa;
  if (!factors) return null;
  const run = (action: () => Promise<unknown>) => {
    setPending(true);
    setError(undefined);
    action().then(
      () => setPending(false),
      (failure: LatchkeyError) => {
        setPending(false);
        // A prompt the user cancelled is not a failure.
        if (failure.name !== 'UserCancellationError')
          setError(failure.shortMessage ?? failure.message);
      },
    );
  };
  const app = factors.factors.find((factor) => factor.kind === 'totp');
  return (
    <section
      className="latchkey-account-section"
      aria-labelledby={titleId}
      data-testid="latchkey-second-factors"
    >
      <h3 id={titleId} className="latchkey-account-section-title">
        Two-step verification
      </h3>
      {view === 'enrol' ? (
        <TotpEnrollmentView mfa={mfa} onDone={() => setView('list')} />
      ) : typeof view === 'object' ? (
        <RecoveryCodesView codes={view.codes} onDone={() => setView('list')} />
      ) : (
        <>
          {app ? (
            <ul className="latchkey-network-list" aria-label="Second factors">
              <li className="latchkey-email-form">
                <span className="latchkey-wallet-name">
                  {`${app.name} · added ${day(app.createdAt)}${app.lastUsedAt ? ` · last used ${day(app.lastUsedAt)}` : ''}`}
                </span>
                <button
                  type="button"
                  className="latchkey-link-button latchkey-inline"
                  aria-label={`Remove ${app.name}`}
                  disabled={pending}
                  onClick={() => run(() => mfa.removeFactor(app.id))}
                >
                  Remove
                </button>
              </li>
            </ul>
          ) : (
            <>
              <p className="latchkey-hint">
                Ask for a code from an authenticator app before recovering by email and changing how
                you sign in.
              </p>
              <button type="button" className="latchkey-button" onClick={() => setView('enrol')}>
                Set up an authenticator app
              </button>
            </>
          )}
          {app ? (
            <p className="latchkey-progress-actions">
              <span className="latchkey-hint">{`Recovery codes left: ${factors.recoveryCodesLeft}`}</span>
              <button
                type="button"
                className="latchkey-link-button"
                disabled={pending}
                onClick={() =>
                  run(async () => setView({ codes: await mfa.regenerateRecoveryCodes() }))
                }
              >
                New recovery codes
              </button>
            </p>
          ) : null}
        </>
      )}
      {error ? (
        <p role="alert" className="latchkey-alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
