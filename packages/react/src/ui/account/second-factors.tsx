'use client';
import type { TotpEnrollment } from '@latchkey/core';
import {
  addPasskeyFactor,
  regenerateRecoveryCodes,
  removeMfaFactor,
  startTotpEnrollment,
} from '@latchkey/core/auth';
import { useId, useState } from 'react';
import { useConfig } from '../../hooks/use-config.js';
import { RecoveryCodesView } from './recovery-codes-view.js';
import { TotpEnrollmentView } from './totp-enrollment.js';
import { useAccountAction } from './use-account-action.js';
import { useSecondFactors } from './use-second-factors.js';

const day = (time: number) =>
  new Date(time).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/**
 * The account menu's "Two-step verification" part, when signed in: the user's second factors (an
 * authenticator app, passkeys: when each was added and last used, and Remove), Set up an
 * authenticator app (one per user) and Add a security key (a passkey kept as a second factor,
 * named apart from the sign-in passkey the menu can add); how many recovery codes are left, and New
 * recovery codes. Removing and new codes ask for a factor first when the server wants one (the
 * menu's prompt).
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
  const hasApp = factors.factors.some((factor) => factor.kind === 'totp');
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
      ) : (
        <>
          {factors.factors.length > 0 ? (
            <>
              <ul className="latchkey-network-list" aria-label="Second factors">
                {factors.factors.map((factor) => (
                  <li key={factor.id} className="latchkey-email-form">
                    <span className="latchkey-credential">
                      <span className="latchkey-wallet-name">{factor.name}</span>
                      <span className="latchkey-hint">
                        {`Added ${day(factor.createdAt)}${factor.lastUsedAt ? ` · last used ${day(factor.lastUsedAt)}` : ''}`}
                      </span>
                    </span>
                    <button
                      type="button"
                      className="latchkey-link-button latchkey-inline"
                      aria-label={`Remove ${factor.name}`}
                      disabled={pending}
                      onClick={() =>
                        run(async () =>
                          setFactors(await removeMfaFactor(config, { factorId: factor.id })),
                        )
                      }
                    >
                      Remove
                    </button>
                  </li>
                ))}
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
            <p className="latchkey-hint">
              Ask for a code from an authenticator app, or a security key, before exporting your
              key, recovering by email and changing how you sign in.
            </p>
          )}
          <p className="latchkey-progress-actions">
            {hasApp ? null : (
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
            )}
            <button
              type="button"
              className="latchkey-button"
              disabled={pending}
              onClick={() =>
                run(async () => {
                  const added = await addPasskeyFactor(config, {});
                  await refresh();
                  if (added.recoveryCodes.length > 0) setView({ codes: added.recoveryCodes });
                })
              }
            >
              Add a security key
            </button>
          </p>
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
