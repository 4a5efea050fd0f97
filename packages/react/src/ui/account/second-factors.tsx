'use client';
import type { MfaFactor, TotpEnrollment } from '@latchkey/core';
import {
  addPasskeyFactor,
  regenerateRecoveryCodes,
  removeMfaFactor,
  startTotpEnrollment,
} from '@latchkey/core/auth';
import { useId, useState } from 'react';
import { useConfig } from '../../hooks/use-config.js';
import { type Translate, useMessages } from '../../i18n/use-messages.js';
import { type AccountMessageKey, accountMessages } from './account-messages.js';
import { RecoveryCodesView } from './recovery-codes-view.js';
import { TotpEnrollmentView } from './totp-enrollment.js';
import { useAccountAction } from './use-account-action.js';
import { useSecondFactors } from './use-second-factors.js';

const day = (time: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(time);

/**
 * A factor's name: the user's label, or the server's default for its kind (a label the client
 * did not give: English, the same words as these keys' English) in the user's language.
 */
function factorName(factor: MfaFactor, t: Translate<AccountMessageKey>): string {
  const key =
    factor.kind === 'totp' ? 'account.secondFactors.appName' : 'account.secondFactors.keyName';
  return factor.name === accountMessages[key] ? t(key) : factor.name;
}

/** When a factor was added, and last used if it was. */
function factorDates(factor: MfaFactor, t: Translate<AccountMessageKey> & { locale: string }) {
  const added = day(factor.createdAt, t.locale);
  return factor.lastUsedAt
    ? t('account.secondFactors.addedAndUsed', { added, lastUsed: day(factor.lastUsedAt, t.locale) })
    : t('account.secondFactors.added', { added });
}

/**
 * The account menu's "Two-step verification" part, when signed in: the user's second factors (an
 * authenticator app, passkeys: when each was added and last used, and Remove), Set up an
 * authenticator app (one per user) and Add a security key (a passkey kept as a second factor,
 * named apart from the sign-in passkey the menu can add); how many recovery codes are left, and New
 * recovery codes. Removing and new codes ask for a factor first when the server wants one (the
 * menu's prompt).
 */
export function SecondFactors() {
  const t = useMessages(accountMessages);
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
        {t('account.secondFactors.title')}
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
              <ul className="latchkey-network-list" aria-label={t('account.secondFactors.list')}>
                {factors.factors.map((factor) => (
                  <li key={factor.id} className="latchkey-email-form">
                    <span className="latchkey-credential">
                      <span className="latchkey-wallet-name">{factorName(factor, t)}</span>
                      <span className="latchkey-hint">{factorDates(factor, t)}</span>
                    </span>
                    <button
                      type="button"
                      className="latchkey-link-button latchkey-inline"
                      aria-label={t('account.removeNamed', { name: factorName(factor, t) })}
                      disabled={pending}
                      onClick={() =>
                        run(async () =>
                          setFactors(await removeMfaFactor(config, { factorId: factor.id })),
                        )
                      }
                    >
                      {t('account.remove')}
                    </button>
                  </li>
                ))}
              </ul>
              <p className="latchkey-progress-actions">
                <span className="latchkey-hint">
                  {t('account.secondFactors.codesLeft', { count: factors.recoveryCodesLeft })}
                </span>
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
                  {t('account.secondFactors.newCodes')}
                </button>
              </p>
            </>
          ) : (
            <p className="latchkey-hint">{t('account.secondFactors.none')}</p>
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
                {t('account.secondFactors.setUpApp')}
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
              {t('account.secondFactors.addKey')}
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
