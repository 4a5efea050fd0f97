'use client';
import type { TotpEnrollment } from '@latchkey/core';
import { regenerateRecoveryCodes, removeMfaFactor, startTotpEnrollment } from '@latchkey/core/auth';
import { useId, useState } from 'react';
import { useConfig } from '../../hooks/use-config.js';
import { RecoveryCodesView } from './recovery-codes-view.js';
import { TotpEnrollmentView } from './totp-enrollment.js';
import { useAccountAction } from './use-account-action.js';
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
  const config = useConfig();
  const { factors, setFactors, refresh } = useSecondFactors();
  const titleId = useId();
  const [view, setView] = useState<
    'list' | { enrolment: TotpEnrollment } | { codes: readonly string[] }
  >('list');
  const { pending, error, run } = useAccountAction();
  if (!factors) return null;
  const app = factors.factors.find((factor) => factor.kind === 'totp');
  const lastUsed = app?.lastUsedAt ? ` · last used ${day(app.lastUsedAt)}` : '';
  return (
    <section
      className="latchkey-account-section"
      aria-labelledby={titleId}
      data-testid="latchkey-second-factors"
    >
      <h3 id={titleId} className="latchkey-account-section-title">
        Two-step verification
      </h3>
      {typeof view === 'object' && 'enrolment' in view ? (
        <TotpEnrollmentView
          enrolment={view.enrolment}
          onEnrolled={() => void refresh()}
          onDone={() => setView('list')}
        />
      ) : typeof view === 'object' ? (
        <RecoveryCodesView codes={view.codes} onDone={() => setView('list')} />
      ) : app ? (
        <>
          <ul className="latchkey-network-list" aria-label="Second factors">
            <li className="latchkey-email-form">
              <span className="latchkey-wallet-name">{`${app.name} · added ${day(app.createdAt)}${lastUsed}`}</span>
              <button
                type="button"
                className="latchkey-link-button latchkey-inline"
                aria-label={`Remove ${app.name}`}
                disabled={pending}
                onClick={() =>
                  run(async () => setFactors(await removeMfaFactor(config, { factorId: app.id })))
                }
              >
                Remove
              </button>
            </li>
          </ul>
          <p className="latchkey-progress-actions">
            <span className="latchkey-hint">{`Recovery codes left: ${factors.recoveryCodesLeft}`}</span>
            <button
              type="button"
              className="latchkey-link-button"
              disabled={pending}
              onClick={() =>
                run(async () => {
                  setView({ codes: await regenerateRecoveryCodes(config) });
                  await refresh();
                })
              }
            >
              New recovery codes
            </button>
          </p>
        </>
      ) : (
        <>
          <p className="latchkey-hint">
            Ask for a code from an authenticator app before recovering by email and changing how you
            sign in.
          </p>
          <button
            type="button"
            className="latchkey-button"
            disabled={pending}
            onClick={() =>
              run(async () => setView({ enrolment: await startTotpEnrollment(config, {}) }))
            }
          >
            Set up an authenticator app
          </button>
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
